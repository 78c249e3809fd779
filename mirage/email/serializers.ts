import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Email, EmailAttachment } from './types';

function attachmentJson(attachment: DemoModel<'emailAttachment'>): EmailAttachment {
  const { image, title, fileSize } = attachment;
  return { id: Number(attachment.id), image, title, fileSize };
}

export function emailJson(email: DemoModel<'email'>): Email {
  const { from, thumbnail, subject, time, To, emailExcerpt, emailContent, unread, starred, important, label } = email;
  const { inbox, sent, draft, spam, trash } = email;
  const attchments = email.attchments.models.map(attachmentJson);
  return {
    id: Number(email.id),
    from,
    thumbnail,
    subject,
    time,
    To,
    emailExcerpt,
    emailContent,
    unread,
    attachment: attchments.length > 0,
    starred,
    important,
    inbox,
    sent,
    draft,
    spam,
    trash,
    label,
    attchments,
  };
}

export const emailSerializers = { email: jsonSerializer(emailJson) };
