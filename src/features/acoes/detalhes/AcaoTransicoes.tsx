import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BotoesDeTransicao } from '@/ui/BotoesDeTransicao';
import { EVIDENCIA_MAX, type EventoAcao } from '#contract/acaoStatus';
import type { Command } from '@/ui/commands/command';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { MotivoDialog } from '../../atividades/detalhes/MotivoDialog';
import { EVENTO_NOMES } from '../acaoNomes';
import { PERGUNTAS } from './perguntas';

/** The step that moves the work forward stands out; the others are outlined. */
const PRINCIPAIS: ReadonlySet<EventoAcao> = new Set(['iniciar', 'resolver', 'verificar']);

export interface TextoDaTransicao {
  motivo?: string;
  comentario?: string;
}

interface AcaoTransicoesProps {
  codigo: string;
  /** What the lifecycle machine allows this person now, in its order. */
  eventos: EventoAcao[];
  enviando: EventoAcao | null;
  onExecutar: (evento: EventoAcao, texto: TextoDaTransicao) => void;
}

/**
 * The transitions on offer, as buttons and as palette commands while the page is open; each is
 * asked first as PERGUNTAS says (confirmed, or with its reason or comment).
 */
export function AcaoTransicoes({ codigo, eventos, enviando, onExecutar }: AcaoTransicoesProps) {
  const { t, i18n } = useLingui();
  const maximo = EVIDENCIA_MAX.comentario;
  const confirm = useConfirm();
  const [pedindoTexto, setPedindoTexto] = useState<EventoAcao | null>(null);
  const pergunta = pedindoTexto ? PERGUNTAS[pedindoTexto] : undefined;

  const escolher = async (evento: EventoAcao) => {
    const perguntaDele = PERGUNTAS[evento];
    if (!perguntaDele) onExecutar(evento, {});
    else if (perguntaDele.modo !== 'confirmar') setPedindoTexto(evento);
    else if (await confirm({ title: i18n._(perguntaDele.titulo(codigo)), message: i18n._(perguntaDele.mensagem) })) onExecutar(evento, {});
  };

  const comandos: Command[] = eventos.map((evento) => ({
    id: `acao:${evento}`,
    group: 'pagina',
    label: i18n._(EVENTO_NOMES[evento]),
    run: () => void escolher(evento),
  }));
  usePageCommands(comandos);

  if (eventos.length === 0) return null;
  return (
    <BotoesDeTransicao
      eventos={eventos}
      principais={PRINCIPAIS}
      rotulo={(evento) => i18n._(EVENTO_NOMES[evento])}
      grupo={t`Ações sobre a ação corretiva`}
      ocupado={enviando !== null}
      onEscolher={(evento) => void escolher(evento)}
    >
      {pedindoTexto && pergunta && (
        <MotivoDialog
          title={i18n._(pergunta.titulo(codigo))}
          message={i18n._(pergunta.mensagem)}
          acao={i18n._(EVENTO_NOMES[pedindoTexto])}
          destrutiva={pedindoTexto === 'cancelar'}
          campo={
            pergunta.modo === 'comentario'
              ? {
                  rotulo: t`O que foi feito`,
                  vazio: t`Descreva o que foi feito para resolver.`,
                  maximo,
                  longo: t`O comentário deve ter no máximo ${maximo} caracteres.`,
                }
              : undefined
          }
          onClose={() => setPedindoTexto(null)}
          onConfirm={(texto) => {
            setPedindoTexto(null);
            onExecutar(pedindoTexto, pergunta.modo === 'comentario' ? { comentario: texto } : { motivo: texto });
          }}
        />
      )}
    </BotoesDeTransicao>
  );
}
