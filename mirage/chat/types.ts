export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const MESSAGE_TYPES = ['text', 'image'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The kind of file, for the screen to pick an icon. */
export const ATTACHMENT_ICONS = ['pdf', 'doc', 'xls', 'zip', 'image'] as const;

/** `senderId` of the messages the person using the demo sent; contacts' ids are 1–2000. */
export const SELF_SENDER_ID = 0;

export interface MessageAttachment {
  icon: (typeof ATTACHMENT_ICONS)[number];
  file: string;
  fileSize: string;
}

export interface ChatMessage {
  id: number;
  createdAt: string;
  msg: string;
  senderId: number;
  type: MessageType;
  attachment: MessageAttachment[];
}

/** The template's chat contact. */
export interface ChatContact {
  id: number;
  name: string;
  status: ChatStatus;
  thumb: string;
  recent: boolean;
  excerpt: string;
  messages: ChatMessage[];
}
