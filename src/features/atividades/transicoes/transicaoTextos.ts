import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EventoAtividade } from '#contract/atividadeStatus';

/**
 * How a transition is asked before it runs: `confirmar` with the confirmation dialog, `motivo`
 * with the dialog that also takes the reason the machine requires.
 */
export interface PerguntaDaTransicao {
  modo: 'confirmar' | 'motivo';
  titulo: (codigo: string) => MessageDescriptor;
  mensagem: MessageDescriptor;
}

/**
 * The one place that decides which transitions ask first: those that freeze the questionnaire
 * or end the work. Pausar and retomar undo each other, so they run at once.
 */
export const PERGUNTAS: Partial<Record<EventoAtividade, PerguntaDaTransicao>> = {
  iniciar: {
    modo: 'confirmar',
    titulo: (codigo) => msg`Iniciar ${codigo}?`,
    mensagem: msg`A atividade fica em andamento e o questionário fica com a versão publicada agora, mesmo que ele mude depois.`,
  },
  concluir: {
    modo: 'confirmar',
    titulo: (codigo) => msg`Concluir ${codigo}?`,
    mensagem: msg`As respostas deixam de poder ser alteradas e o relatório fica pronto. Só um gestor ou um administrador pode reabrir a atividade.`,
  },
  cancelar: {
    modo: 'motivo',
    titulo: (codigo) => msg`Cancelar ${codigo}?`,
    mensagem: msg`A atividade cancelada não pode ser retomada. O motivo fica no histórico.`,
  },
  reabrir: {
    modo: 'motivo',
    titulo: (codigo) => msg`Reabrir ${codigo}?`,
    mensagem: msg`A atividade volta a ficar em andamento para corrigir o questionário. O motivo fica no histórico.`,
  },
};

/** What a transition did, said once it is done, wherever it was asked from. */
export const FEITAS: Record<EventoAtividade, (codigo: string) => MessageDescriptor> = {
  iniciar: (codigo) => msg`Atividade ${codigo} iniciada.`,
  pausar: (codigo) => msg`Atividade ${codigo} pausada.`,
  retomar: (codigo) => msg`Atividade ${codigo} retomada.`,
  concluir: (codigo) => msg`Atividade ${codigo} concluída. O relatório está pronto.`,
  cancelar: (codigo) => msg`Atividade ${codigo} cancelada.`,
  reabrir: (codigo) => msg`Atividade ${codigo} reaberta.`,
};
