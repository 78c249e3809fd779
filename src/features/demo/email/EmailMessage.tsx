import ArrowBack from '@mui/icons-material/ArrowBack';
import Label from '@mui/icons-material/Label';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Email } from '#mirage/email/types';
import { SafeHtml } from '@/ui/SafeHtml';
import { StarButton } from '../contacts/StarButton';
import { EMAIL_FILTER_LABELS, LABEL_COLORS } from './emailLabels';

interface EmailMessageProps {
  email: Email;
  onBack: () => void;
  onToggleStar: () => void;
  onToggleImportant: () => void;
}

/** One message open: who sent it to whom and when, its body (untrusted HTML, sanitized) and its attachments; Esc goes back. */
export function EmailMessage({ email, onBack, onToggleStar, onToggleImportant }: EmailMessageProps) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const when = i18n.date(new Date(email.time), { dateStyle: 'medium', timeStyle: 'short' });

  // The focus follows the person into the message, so that Esc and the reader start there.
  useEffect(() => heading.current?.focus(), [email.id]);

  return (
    <Box
      component="section"
      aria-labelledby="email-assunto"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onBack();
      }}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} onClick={onBack}>
          {t`Voltar à lista`}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <StarButton name={email.subject} starred={email.starred} onToggle={onToggleStar} />
        <Tooltip title={email.important ? t`Tirar dos importantes` : t`Marcar como importante`}>
          <IconButton aria-label={t`Importante`} aria-pressed={email.important} onClick={onToggleImportant} sx={{ color: email.important ? 'error.main' : undefined }}>
            {email.important ? <Label /> : <LabelOutlined />}
          </IconButton>
        </Tooltip>
      </Box>
      <Typography ref={heading} id="email-assunto" variant="h5" component="h2" tabIndex={-1} sx={{ overflowWrap: 'anywhere', outline: 'none' }}>
        {email.subject}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={email.thumbnail} alt="" />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email.from}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t`Para: ${email.To}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {when}
          </Typography>
          <Chip size="small" color={LABEL_COLORS[email.label]} label={i18n._(EMAIL_FILTER_LABELS[email.label])} />
        </Box>
      </Box>
      <SafeHtml
        html={email.emailContent}
        aria-label={t`Conteúdo da mensagem`}
        role="document"
        sx={{ py: 2, borderTop: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
      />
      {email.attchments.length > 0 && (
        <Box component="section" aria-labelledby="email-anexos" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="email-anexos" variant="h6" component="h3">
            {t`Anexos (${email.attchments.length})`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}>
            {email.attchments.map((file) => (
              <Box component="li" key={file.id} sx={{ display: 'grid', gap: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Box component="img" src={file.image} alt="" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {file.fileSize}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
