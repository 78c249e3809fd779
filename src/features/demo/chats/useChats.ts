import { SELF_SENDER_ID, type ChatContact } from '#mirage/chat/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

/** The demo's chats; a message sent here joins its chat in the browser (the demo API has no route to send one). */
export function useChats() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<ChatContact[]>('/api/data/chat/ChatData'));
  const { items, edit } = useLocalEdits(load.data, (chat) => chat.id);
  return {
    load,
    chats: items,
    send: (chat: ChatContact, text: string) => {
      const id = Math.max(0, ...chat.messages.map((message) => message.id)) + 1;
      const message = { id, createdAt: new Date().toISOString(), msg: text, senderId: SELF_SENDER_ID, type: 'text' as const, attachment: [] };
      edit(chat.id, { messages: [...chat.messages, message], excerpt: text });
    },
  };
}
