import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Email } from '#mirage/email/types';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { EmailFilters } from './EmailFilters';
import { inEmailFilter, type EmailFilter } from './emailLabels';
import { EmailList } from './EmailList';
import { EmailMessage } from './EmailMessage';
import { useEmails } from './useEmails';

/** The demo's mailbox: folders and labels, the messages of the chosen one, and one message read in place of the list. */
export function EmailBoard() {
  const { t } = useLingui();
  const { load, emails, toggleStar, toggleImportant, markRead } = useEmails();
  const [filter, setFilter] = useState<EmailFilter>('inbox');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [cameBackFrom, setCameBackFrom] = useState<number | null>(null);
  const shown = emails.filter((email) => inEmailFilter(email, filter) && matchesSearch(search, email.from, email.subject, email.emailExcerpt));
  const opened = emails.find((email) => email.id === openId) ?? null;

  const open = useCallback(
    (email: Email) => {
      markRead(email);
      setOpenId(email.id);
    },
    [markRead],
  );

  const back = () => {
    setCameBackFrom(openId);
    setOpenId(null);
  };

  const choose = (next: EmailFilter) => {
    setFilter(next);
    setOpenId(null);
    setCameBackFrom(null);
  };

  return (
    <DemoData load={load}>
      {() => (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, minHeight: 480 }}>
          <Box sx={{ p: 1, borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <EmailFilters emails={emails} filter={filter} onFilter={choose} />
          </Box>
          {/* One column no wider than the box: an auto column would take the width of the longest excerpt's line. */}
          <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, alignContent: 'start', minWidth: 0 }}>
            {opened ? (
              <EmailMessage
                email={opened}
                onBack={back}
                onToggleStar={() => toggleStar(opened)}
                onToggleImportant={() => toggleImportant(opened)}
              />
            ) : (
              <>
                <SearchField label={t`Buscar e-mails`} value={search} onChange={setSearch} />
                {shown.length > 0 ? (
                  <EmailList emails={shown} focusId={cameBackFrom} onOpen={open} onToggleStar={toggleStar} />
                ) : (
                  <EmptyState icon={<MailOutlined />} title={t`Nenhuma mensagem`}>
                    {search ? t`Nenhuma mensagem desta pasta corresponde à busca.` : t`Esta pasta está vazia.`}
                  </EmptyState>
                )}
              </>
            )}
          </Box>
        </Paper>
      )}
    </DemoData>
  );
}
