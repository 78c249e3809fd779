import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Contact } from '#mirage/contacts/types';
import { DEPARTMENT_LABELS, fullName } from './contactLabels';
import { StarButton } from './StarButton';

interface ContactDetailProps {
  contact: Contact;
  onToggleStar: () => void;
  onDelete: () => void;
}

function Field({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { fontSize: 18 } }}>
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, pl: 3.25, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </div>
  );
}

/** One contact in full, beside the list: how to reach them, their notes, and star or delete. */
export function ContactDetail({ contact, onToggleStar, onDelete }: ContactDetailProps) {
  const { t, i18n } = useLingui();
  const name = fullName(contact);
  return (
    <Box component="section" aria-labelledby="contato-nome" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={contact.image} alt="" sx={{ width: 72, height: 72 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id="contato-nome" variant="h5" component="h2">
            {name}
          </Typography>
          <Typography color="text.secondary">{i18n._(DEPARTMENT_LABELS[contact.department])}</Typography>
          {contact.frequentlycontacted && <Chip size="small" label={t`Contatado com frequência`} sx={{ mt: 1 }} />}
        </Box>
        <StarButton name={name} starred={contact.starred} onToggle={onToggleStar} />
        <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
          {t`Excluir`}
        </Button>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 2, m: 0 }}>
        <Field icon={<BusinessOutlined />} label={t`Empresa`}>
          {contact.company}
        </Field>
        <Field icon={<PhoneOutlined />} label={t`Telefone`}>
          {contact.phone}
        </Field>
        <Field icon={<EmailOutlined />} label={t`E-mail`}>
          {contact.email}
        </Field>
        <Field icon={<PlaceOutlined />} label={t`Endereço`}>
          {contact.address}
        </Field>
      </Box>
      <Box>
        <Typography variant="h6" component="h3">
          {t`Observações`}
        </Typography>
        <Typography color="text.secondary">{contact.notes}</Typography>
      </Box>
    </Box>
  );
}
