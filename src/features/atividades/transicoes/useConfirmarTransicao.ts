import { useLingui } from '@lingui/react/macro';
import type { EventoAtividade } from '#contract/atividadeStatus';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { PERGUNTAS } from './transicaoTextos';

/**
 * Asks with the confirmation dialog before a transition that PERGUNTAS says must be confirmed;
 * true at once for one that needs no question (a `motivo` one is asked by its own dialog). The
 * list, the details page and the palette all come through here.
 */
export function useConfirmarTransicao(): (evento: EventoAtividade, codigo: string) => Promise<boolean> {
  const { i18n } = useLingui();
  const confirm = useConfirm();
  return async (evento, codigo) => {
    const pergunta = PERGUNTAS[evento];
    if (pergunta?.modo !== 'confirmar') return true;
    return confirm({ title: i18n._(pergunta.titulo(codigo)), message: i18n._(pergunta.mensagem) });
  };
}
