import AttachFile from '@mui/icons-material/AttachFile';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect } from 'react';
import type { Email } from '#mirage/email/types';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { StarButton } from '../contacts/StarButton';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { EMAIL_FILTER_LABELS, LABEL_COLORS } from './emailLabels';

interface EmailListProps {
  emails: Email[];
  /** The message the person came back from: it takes the focus again. */
  focusId: number | null;
  onOpen: (email: Email) => void;
  onToggleStar: (email: Email) => void;
}

type EmailRowProps = Pick<EmailListProps, 'onOpen' | 'onToggleStar'> & { email: Email };

const EmailRow = memo(function EmailRow({ email, onOpen, onToggleStar }: EmailRowProps) {
  const { t, i18n } = useLingui();
  const when = i18n.date(new Date(email.time), { dateStyle: 'short' });
  return (
    <ListItem disablePadding secondaryAction={<StarButton name={email.subject} starred={email.starred} onToggle={() => onToggleStar(email)} edge="end" />}>
      <ListItemButton {...ARROW_ITEM} data-email-id={email.id} onClick={() => onOpen(email)} sx={{ borderRadius: 1, alignItems: 'flex-start' }}>
        <ListItemAvatar>
          <Avatar src={email.thumbnail} alt="" />
        </ListItemAvatar>
        {/* Shrinks below its text's width, so that a long excerpt ends in an ellipsis instead of widening the page. */}
        <ListItemText
          sx={{ minWidth: 0 }}
          primary={
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: email.unread ? 700 : 400 }}>
                {email.from}
              </Box>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {when}
              </Typography>
            </Box>
          }
          secondary={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: email.unread ? 600 : 400, overflowWrap: 'anywhere' }}>
                {email.unread && <VisuallyHidden>{t`Não lido:`} </VisuallyHidden>}
                {email.subject}
              </Box>
              <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {email.emailExcerpt}
              </Box>
              <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
                <Chip component="span" size="small" color={LABEL_COLORS[email.label]} variant="outlined" label={i18n._(EMAIL_FILTER_LABELS[email.label])} />
                {email.attachment && <AttachFile fontSize="small" titleAccess={t`Com anexos`} />}
              </Box>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
});

/** The messages of the chosen folder, newest first: ↑/↓ move between them, Enter or a click opens one. */
export function EmailList({ emails, focusId, onOpen, onToggleStar }: EmailListProps) {
  const { t } = useLingui();
  const { listProps } = useArrowList<HTMLUListElement>(emails.length);
  const { ref } = listProps;

  useEffect(() => {
    if (focusId !== null) ref.current?.querySelector<HTMLElement>(`[data-email-id="${focusId}"]`)?.focus();
  }, [focusId, ref]);

  return (
    <List {...listProps} aria-label={t`Mensagens`}>
      {emails.map((email) => (
        <EmailRow key={email.id} email={email} onOpen={onOpen} onToggleStar={onToggleStar} />
      ))}
    </List>
  );
}
