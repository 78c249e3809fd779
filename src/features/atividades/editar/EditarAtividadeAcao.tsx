import Edit from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Atividade } from '#contract/atividade';
import { pode } from '#contract/permissoes';
import { useSession } from '@/app/session/useSession';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { EditarAtividadeDialog } from './EditarAtividadeDialog';

const ABERTAS: ReadonlySet<Atividade['status']> = new Set(['agendada', 'em_andamento', 'pausada']);

/** "Editar" on the details page (and `e`), for those who edit activities, while the activity is open. */
export function EditarAtividadeAcao({ atividade, onSaved }: { atividade: Atividade; onSaved: (atividade: Atividade) => void }) {
  const { t } = useLingui();
  const [aberto, setAberto] = useState(false);
  const disponivel = pode(useSession().empresa?.papel, 'atividades.editar') && ABERTAS.has(atividade.status);
  usePageCommands(disponivel ? [{ id: 'atividade:editar', group: 'pagina', label: t`Editar atividade`, keys: ['e'], run: () => setAberto(true) }] : []);
  if (!disponivel) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<Edit />} onClick={() => setAberto(true)} aria-keyshortcuts="E" sx={{ justifySelf: 'start' }}>
        <Trans>Editar</Trans>
      </Button>
      {aberto && (
        <EditarAtividadeDialog
          id={atividade.id}
          onClose={() => setAberto(false)}
          onSaved={(nova) => {
            setAberto(false);
            onSaved(nova);
          }}
        />
      )}
    </>
  );
}
