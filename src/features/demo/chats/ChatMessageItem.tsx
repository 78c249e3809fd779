import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { SELF_SENDER_ID, type ChatMessage, type MessageAttachment } from '#mirage/chat/types';

const FILE_ICONS: Record<MessageAttachment['icon'], ReactElement> = {
  pdf: <PictureAsPdfOutlined />,
  doc: <DescriptionOutlined />,
  xls: <GridOnOutlined />,
  zip: <FolderZipOutlined />,
  image: <ImageOutlined />,
};

/** One message: the person's own on the end side, the contact's on the start side; a picture, or text, and its files. */
export function ChatMessageItem({ message, contactName }: { message: ChatMessage; contactName: string }) {
  const { t, i18n } = useLingui();
  const mine = message.senderId === SELF_SENDER_ID;
  const who = mine ? t`Você` : contactName;
  const when = i18n.date(new Date(message.createdAt), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Box component="li" sx={{ display: 'grid', justifyItems: mine ? 'end' : 'start', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {t`${who}, ${when}`}
      </Typography>
      {message.type === 'image' ? (
        <Box component="img" src={message.msg} alt={t`Imagem enviada por ${who}`} sx={{ maxWidth: 'min(320px, 100%)', borderRadius: 2 }} />
      ) : (
        <Typography
          sx={{
            px: 2,
            py: 1,
            borderRadius: 2,
            maxWidth: '80%',
            overflowWrap: 'anywhere',
            bgcolor: mine ? 'primary.main' : 'action.hover',
            color: mine ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {message.msg}
        </Typography>
      )}
      {message.attachment.length > 0 && (
        <Box component="ul" aria-label={t`Anexos`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {message.attachment.map((file) => (
            <Box
              component="li"
              key={file.file}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
                {FILE_ICONS[file.icon]}
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.file}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {file.fileSize}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
