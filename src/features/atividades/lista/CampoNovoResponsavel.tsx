import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { opcoes } from './opcoes';

interface CampoNovoResponsavelProps {
  /** What happens to the records chosen. */
  texto: ReactNode;
  value: string | null;
  onChange: (id: string | null) => void;
  erro?: string;
}

/** A bulk reassignment's one field (activities, actions): the person who takes them, found by name, with the focus. */
export function CampoNovoResponsavel({ texto, value, onChange, erro }: CampoNovoResponsavelProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <DialogContentText>{texto}</DialogContentText>
      <Box sx={{ pt: 1 }}>
        <RecordAutocomplete
          name="responsavel_id"
          label={t`Novo responsável`}
          autoFocus
          required
          value={value}
          onChange={(pessoa) => onChange(pessoa?.id ?? null)}
          error={erro}
          {...opcoes(i18n, true).responsaveis}
        />
      </Box>
    </>
  );
}
