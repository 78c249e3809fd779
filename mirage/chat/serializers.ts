import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { ChatContact, ChatMessage } from './types';

export function messageJson(message: DemoModel<'message'>): ChatMessage {
  const { createdAt, msg, senderId, type, attachment } = message;
  return { id: Number(message.id), createdAt, msg, senderId, type, attachment };
}

export function chatJson(chat: DemoModel<'chat'>): ChatContact {
  const { name, status, thumb, recent, excerpt } = chat;
  return { id: Number(chat.id), name, status, thumb, recent, excerpt, messages: chat.messages.models.map(messageJson) };
}

export const chatSerializers = { chat: jsonSerializer(chatJson), message: jsonSerializer(messageJson) };
