import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { Contact } from '#mirage/contacts/types';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { EmptyState } from '@/ui/EmptyState';
import { notify } from '@/ui/toast/notify';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { fullName, inFilter, type ContactFilter } from './contactLabels';
import { ContactDetail } from './ContactDetail';
import { ContactFilters } from './ContactFilters';
import { ContactList } from './ContactList';
import { useContacts } from './useContacts';

/** The demo's address book: filters, a searchable list, and the chosen contact in full beside it. */
export function ContactsBoard() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { load, contacts, toggleStar, remove } = useContacts();
  const [filter, setFilter] = useState<ContactFilter>('all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detail = useRef<HTMLDivElement>(null);
  const shown = contacts.filter(
    (contact) => inFilter(contact, filter) && matchesSearch(search, fullName(contact), contact.company, contact.email, contact.phone),
  );
  const selected = shown.find((contact) => contact.id === selectedId) ?? shown[0] ?? null;

  const open = useCallback((contact: Contact) => {
    setSelectedId(contact.id);
    // On a narrow screen the detail is below the list: bring it into view without taking the focus away.
    detail.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const onDelete = async (contact: Contact) => {
    const name = fullName(contact);
    if (!(await confirm({ title: t`Excluir o contato?`, message: t`${name} sai da lista de contatos.` }))) return;
    const index = shown.indexOf(contact);
    remove(contact.id);
    setSelectedId((shown[index + 1] ?? shown[index - 1])?.id ?? null);
    notify(t`Contato excluído.`, 'success');
  };

  return (
    <DemoData load={load}>
      {() => (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px 300px 1fr' }, minHeight: 480 }}>
          <Box sx={{ p: 1, borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <ContactFilters contacts={contacts} filter={filter} onFilter={setFilter} />
          </Box>
          <Box sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <SearchField label={t`Buscar contatos`} value={search} onChange={setSearch} />
            {shown.length > 0 ? (
              <ContactList contacts={shown} selectedId={selected?.id ?? null} onSelect={open} onToggleStar={toggleStar} />
            ) : (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {t`Nenhum contato neste filtro.`}
              </Typography>
            )}
          </Box>
          <Box ref={detail} sx={{ p: 3, minWidth: 0 }}>
            {selected ? (
              <ContactDetail contact={selected} onToggleStar={() => toggleStar(selected)} onDelete={() => void onDelete(selected)} />
            ) : (
              <EmptyState icon={<ContactsOutlined />} title={t`Nenhum contato escolhido`}>
                {t`Escolha um contato na lista para ver os detalhes.`}
              </EmptyState>
            )}
          </Box>
        </Paper>
      )}
    </DemoData>
  );
}
