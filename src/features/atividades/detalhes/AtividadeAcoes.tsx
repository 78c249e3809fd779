import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BotoesDeTransicao } from '@/ui/BotoesDeTransicao';
import type { EventoAtividade } from '#contract/atividadeStatus';
import type { Command } from '@/ui/commands/command';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { PERGUNTAS } from '../transicoes/transicaoTextos';
import { useConfirmarTransicao } from '../transicoes/useConfirmarTransicao';
import { EVENTO_NOMES } from './atividadeNomes';
import { MotivoDialog } from './MotivoDialog';
import type { EscopoDaSerie } from '#contract/atividade';
import { EscopoDaSerieDialog } from '../serie/EscopoDaSerieDialog';

/** The step that moves the work forward stands out; the others are outlined. */
const PRINCIPAIS: ReadonlySet<EventoAtividade> = new Set(['iniciar', 'retomar', 'concluir']);

interface AtividadeAcoesProps {
  /** The activity's código, named by the questions asked before a transition. */
  codigo: string;
  /** What the lifecycle machine allows this person now, in its order. */
  acoes: EventoAtividade[];
  enviando: EventoAtividade | null;
  /** The activity belongs to a series: cancelling asks first which of its activities. */
  naSerie: boolean;
  onExecutar: (evento: EventoAtividade, motivo?: string, escopo?: EscopoDaSerie) => void;
}

/**
 * The transitions on offer, as buttons (reached by Tab) and as palette commands while the page is
 * open. Each is asked first as PERGUNTAS says: confirmed, or with its reason.
 */
export function AtividadeAcoes({ codigo, acoes, enviando, naSerie, onExecutar }: AtividadeAcoesProps) {
  const { t, i18n } = useLingui();
  const confirmar = useConfirmarTransicao();
  const [pedindoMotivo, setPedindoMotivo] = useState<EventoAtividade | null>(null);
  const [pedindoEscopo, setPedindoEscopo] = useState(false);
  const [escopo, setEscopo] = useState<EscopoDaSerie | undefined>(undefined);
  const perguntaDoMotivo = pedindoMotivo ? PERGUNTAS[pedindoMotivo] : undefined;

  const escolher = async (evento: EventoAtividade) => {
    setEscopo(undefined);
    if (evento === 'cancelar' && naSerie) setPedindoEscopo(true);
    else if (PERGUNTAS[evento]?.modo === 'motivo') setPedindoMotivo(evento);
    else if (await confirmar(evento, codigo)) onExecutar(evento);
  };

  const comandos: Command[] = acoes.map((evento) => ({
    id: `atividade:${evento}`,
    group: 'pagina',
    label: i18n._(EVENTO_NOMES[evento]),
    run: () => void escolher(evento),
  }));
  usePageCommands(comandos);

  if (acoes.length === 0) return null;
  return (
    <BotoesDeTransicao
      eventos={acoes}
      principais={PRINCIPAIS}
      rotulo={(evento) => i18n._(EVENTO_NOMES[evento])}
      grupo={t`Ações da atividade`}
      ocupado={enviando !== null}
      onEscolher={(evento) => void escolher(evento)}
    >
      {pedindoEscopo && (
        <EscopoDaSerieDialog
          acao="cancelar"
          onClose={() => setPedindoEscopo(false)}
          onConfirm={(escolhido) => {
            setPedindoEscopo(false);
            setEscopo(escolhido);
            setPedindoMotivo('cancelar');
          }}
        />
      )}
      {pedindoMotivo && perguntaDoMotivo && (
        <MotivoDialog
          title={i18n._(perguntaDoMotivo.titulo(codigo))}
          message={i18n._(perguntaDoMotivo.mensagem)}
          acao={i18n._(EVENTO_NOMES[pedindoMotivo])}
          destrutiva={pedindoMotivo === 'cancelar'}
          onClose={() => setPedindoMotivo(null)}
          onConfirm={(motivo) => {
            setPedindoMotivo(null);
            onExecutar(pedindoMotivo, motivo, escopo);
          }}
        />
      )}
    </BotoesDeTransicao>
  );
}
