import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EventoAtividade } from '../../../../machines/atividadeMachine';
import type { Command } from '../../commands/commands';
import { usePageCommands } from '../../commands/usePageCommands';
import { EVENTO_NOMES } from './atividadeNomes';
import { MotivoDialog } from './MotivoDialog';

const COM_MOTIVO: ReadonlySet<EventoAtividade> = new Set(['cancelar', 'reabrir']);
/** The step that moves the work forward stands out; the others are outlined. */
const PRINCIPAIS: ReadonlySet<EventoAtividade> = new Set(['iniciar', 'retomar', 'concluir']);

interface AtividadeAcoesProps {
  /** What the lifecycle machine allows this person now, in its order. */
  acoes: EventoAtividade[];
  enviando: EventoAtividade | null;
  onExecutar: (evento: EventoAtividade, motivo?: string) => void;
}

/**
 * The transitions on offer, as buttons (reached by Tab) and as palette commands while the page is
 * open. Cancelar and reabrir ask for the reason first.
 */
export function AtividadeAcoes({ acoes, enviando, onExecutar }: AtividadeAcoesProps) {
  const { t, i18n } = useLingui();
  const [pedindoMotivo, setPedindoMotivo] = useState<EventoAtividade | null>(null);

  const escolher = (evento: EventoAtividade) => {
    if (COM_MOTIVO.has(evento)) setPedindoMotivo(evento);
    else onExecutar(evento);
  };

  const comandos: Command[] = acoes.map((evento) => ({
    id: `atividade:${evento}`,
    group: 'pagina',
    label: i18n._(EVENTO_NOMES[evento]),
    run: () => escolher(evento),
  }));
  usePageCommands(comandos);

  if (acoes.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t`Ações da atividade`}>
      {acoes.map((evento) => (
        <Button
          key={evento}
          variant={PRINCIPAIS.has(evento) ? 'contained' : 'outlined'}
          color={evento === 'cancelar' ? 'error' : 'primary'}
          disabled={enviando !== null}
          onClick={() => escolher(evento)}
        >
          {i18n._(EVENTO_NOMES[evento])}
        </Button>
      ))}
      {pedindoMotivo && (
        <MotivoDialog
          title={pedindoMotivo === 'cancelar' ? t`Cancelar a atividade?` : t`Reabrir a atividade?`}
          message={
            pedindoMotivo === 'cancelar'
              ? t`A atividade cancelada não pode ser retomada. O motivo fica no histórico.`
              : t`A atividade volta a ficar em andamento para corrigir o questionário. O motivo fica no histórico.`
          }
          acao={i18n._(EVENTO_NOMES[pedindoMotivo])}
          destrutiva={pedindoMotivo === 'cancelar'}
          onClose={() => setPedindoMotivo(null)}
          onConfirm={(motivo) => {
            setPedindoMotivo(null);
            onExecutar(pedindoMotivo, motivo);
          }}
        />
      )}
    </Box>
  );
}
