import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EventoAcao } from '#contract/acaoStatus';

/**
 * How a transition is asked before it runs: `confirmar` with the confirmation dialog, `motivo`
 * with the dialog that takes the reason the machine requires, `comentario` with the same dialog
 * taking what was done. Iniciar only starts the work, so it runs at once.
 */
export interface PerguntaDaTransicao {
  modo: 'confirmar' | 'motivo' | 'comentario';
  titulo: (codigo: string) => MessageDescriptor;
  mensagem: MessageDescriptor;
}

export const PERGUNTAS: Partial<Record<EventoAcao, PerguntaDaTransicao>> = {
  resolver: {
    modo: 'comentario',
    titulo: (codigo) => msg`Resolver ${codigo}?`,
    mensagem: msg`Descreva o que foi feito. A ação fica resolvida até alguém conferir a correção, na próxima visita ao site ou no escritório.`,
  },
  verificar: {
    modo: 'confirmar',
    titulo: (codigo) => msg`Verificar ${codigo}?`,
    mensagem: msg`Confirme que a correção foi conferida. A ação verificada fica encerrada.`,
  },
  reabrir: {
    modo: 'motivo',
    titulo: (codigo) => msg`Reabrir ${codigo}?`,
    mensagem: msg`A ação volta a ficar em andamento com o responsável. Diga o que você viu: fica no histórico.`,
  },
  cancelar: {
    modo: 'motivo',
    titulo: (codigo) => msg`Cancelar ${codigo}?`,
    mensagem: msg`A ação cancelada não pode ser retomada. O motivo fica no histórico.`,
  },
};
