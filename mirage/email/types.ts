export const EMAIL_LABELS = ['Promotional', 'Social', 'Health'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

/** The folder flags; a message may be in several folders at once. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

export interface EmailAttachment {
  id: number;
  image: string;
  title: string;
  fileSize: string;
}

/** The template's e-mail, spelled as the template spells it (`To`, `attchments`). `emailContent` is HTML. */
export interface Email extends Record<EmailFolder, boolean> {
  id: number;
  from: string;
  thumbnail: string;
  subject: string;
  time: string;
  To: string;
  emailExcerpt: string;
  emailContent: string;
  unread: boolean;
  attachment: boolean;
  starred: boolean;
  important: boolean;
  label: EmailLabel;
  attchments: EmailAttachment[];
}
