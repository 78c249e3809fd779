import { setup, transition, type SnapshotFrom } from 'xstate';
import { EVENTOS_ATIVIDADE, MOTIVO_MAX, type EventoAtividade, type StatusAtividade } from '#contract/atividadeStatus';
import type { Papel } from '#contract/papel';
import type { Definicao } from '#contract/questionario';
import { obrigatoriasPendentes, pontuacao, type Respostas } from '#contract/questionarioRegras';
import { temTransicao } from './temTransicao';

/**
 * What the guards need to know about the activity and who asks: supplied by the caller on
 * every transition (the server from the database and the session, the screen from what it shows).
 */
export interface AtividadeContexto {
  ator: { usuarioId: string; papel: Papel };
  responsavelId: string | null;
  /** The frozen questionnaire version and its answers; null when the activity has none. */
  definicao: Definicao | null;
  respostas: Respostas;
  /** Comments by question id: a failed critical question needs one before concluding. */
  comentarios: Readonly<Record<string, string | undefined>>;
}

export type AtividadeEvent = { type: `atividade.${EventoAtividade}`; motivo?: string };

const GESTAO: readonly Papel[] = ['admin', 'gestor'];
const gere = (contexto: AtividadeContexto) => GESTAO.includes(contexto.ator.papel);
/** Carries out the activity: its responsável, or a gestor or admin. */
const executa = (contexto: AtividadeContexto) => gere(contexto) || contexto.ator.usuarioId === contexto.responsavelId;

const RECUSAS = {
  naoResponsavel: 'Só o responsável pela atividade, um gestor ou um administrador pode fazer isso.',
  soGestao: 'Só um gestor ou um administrador pode fazer isso.',
  semMotivo: 'Informe o motivo.',
  motivoLongo: `O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`,
  criticaSemComentario: 'Uma pergunta crítica reprovada precisa de um comentário antes de concluir.',
} as const;

function recusaDoMotivo(motivo: string | undefined): string | null {
  const texto = motivo?.trim() ?? '';
  if (!texto) return RECUSAS.semMotivo;
  return texto.length > MOTIVO_MAX ? RECUSAS.motivoLongo : null;
}

function recusaDaConclusao(contexto: AtividadeContexto): string | null {
  if (!contexto.definicao) return null;
  const pendentes = obrigatoriasPendentes(contexto.definicao, contexto.respostas).length;
  if (pendentes === 1) return 'Responda a pergunta obrigatória que falta antes de concluir.';
  if (pendentes > 1) return `Responda as ${pendentes} perguntas obrigatórias que faltam antes de concluir.`;
  const { criticas_falhas } = pontuacao(contexto.definicao, contexto.respostas);
  return criticas_falhas.some((id) => !contexto.comentarios[id]?.trim()) ? RECUSAS.criticaSemComentario : null;
}

/**
 * Why the guard of `evento` refuses it for this context, or null when it allows it. One place
 * for every rule, read by the machine's guards and by whoever must say why (the API's 409).
 */
export function recusaDaRegra(evento: EventoAtividade, contexto: AtividadeContexto, motivo?: string): string | null {
  switch (evento) {
    case 'iniciar':
    case 'pausar':
    case 'retomar':
      return executa(contexto) ? null : RECUSAS.naoResponsavel;
    case 'concluir':
      return executa(contexto) ? recusaDaConclusao(contexto) : RECUSAS.naoResponsavel;
    case 'cancelar':
    case 'reabrir':
      return gere(contexto) ? recusaDoMotivo(motivo) : RECUSAS.soGestao;
  }
}

/**
 * Why this person may not write answers to the activity in this status, or null when they may:
 * answers are written while the activity is em_andamento, by whoever may carry it out (the
 * rule that guards iniciar, pausar and concluir).
 */
export function recusaDasRespostas(status: StatusAtividade, contexto: AtividadeContexto): string | null {
  if (status !== 'em_andamento') return 'Só é possível responder o questionário de uma atividade em andamento.';
  return executa(contexto) ? null : RECUSAS.naoResponsavel;
}

const permitido = (evento: EventoAtividade) => ({ context, event }: { context: AtividadeContexto; event: AtividadeEvent }) =>
  recusaDaRegra(evento, context, event.motivo) === null;

/**
 * The activity's lifecycle: agendada → em_andamento ⇄ pausada → concluida;
 * cancelada from any status before concluida; reabrir takes a concluded activity back to
 * em_andamento. The server accepts a transition only when this machine does; the screen shows
 * the actions this machine allows.
 */
export const atividadeMachine = setup({
  types: { context: {} as AtividadeContexto, events: {} as AtividadeEvent, input: {} as AtividadeContexto },
  guards: {
    podeIniciar: permitido('iniciar'),
    podePausar: permitido('pausar'),
    podeRetomar: permitido('retomar'),
    podeConcluir: permitido('concluir'),
    podeCancelar: permitido('cancelar'),
    podeReabrir: permitido('reabrir'),
  },
}).createMachine({
  id: 'atividade',
  context: ({ input }) => input,
  initial: 'agendada',
  states: {
    agendada: {
      on: {
        'atividade.iniciar': { target: 'em_andamento', guard: 'podeIniciar' },
        'atividade.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    em_andamento: {
      on: {
        'atividade.pausar': { target: 'pausada', guard: 'podePausar' },
        'atividade.concluir': { target: 'concluida', guard: 'podeConcluir' },
        'atividade.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    pausada: {
      on: {
        'atividade.retomar': { target: 'em_andamento', guard: 'podeRetomar' },
        'atividade.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    concluida: {
      on: { 'atividade.reabrir': { target: 'em_andamento', guard: 'podeReabrir' } },
    },
    cancelada: { type: 'final' },
  },
});

type AtividadeSnapshot = SnapshotFrom<typeof atividadeMachine>;

const NOMES_STATUS: Record<StatusAtividade, string> = {
  agendada: 'agendada',
  em_andamento: 'em andamento',
  pausada: 'pausada',
  concluida: 'concluída',
  cancelada: 'cancelada',
};
const VERBOS: Record<EventoAtividade, string> = {
  iniciar: 'iniciar',
  pausar: 'pausar',
  retomar: 'retomar',
  concluir: 'concluir',
  cancelar: 'cancelar',
  reabrir: 'reabrir',
};

/** The machine at an activity's stored status, with the context of this request. */
export function naSituacao(status: StatusAtividade, contexto: AtividadeContexto): AtividadeSnapshot {
  return atividadeMachine.resolveState({ value: status, context: contexto });
}

const existe = (status: StatusAtividade, evento: EventoAtividade) => temTransicao(atividadeMachine, status, `atividade.${evento}`);

/**
 * Runs one transition through the machine: the new status, or why it was refused (in
 * Portuguese, for the API's 409 and the screen's message).
 */
export function transicao(
  status: StatusAtividade,
  contexto: AtividadeContexto,
  evento: EventoAtividade,
  motivo?: string,
): { ok: true; status: StatusAtividade } | { ok: false; motivo: string } {
  const snapshot = naSituacao(status, contexto);
  const event: AtividadeEvent = { type: `atividade.${evento}`, motivo };
  if (!existe(status, evento)) {
    return { ok: false, motivo: `Não é possível ${VERBOS[evento]} uma atividade ${NOMES_STATUS[status]}.` };
  }
  if (!snapshot.can(event)) return { ok: false, motivo: recusaDaRegra(evento, contexto, motivo) ?? RECUSAS.naoResponsavel };
  const [next] = transition(atividadeMachine, snapshot, event);
  return { ok: true, status: next.value as StatusAtividade };
}

/**
 * The transitions the screen offers for this status and person: the ones the machine has here
 * and whose rules pass (a reason is asked in the dialog, so it is not required to offer it).
 * `concluir` is offered while answers are missing, and refused with the reason when chosen.
 */
export function acoesDisponiveis(status: StatusAtividade, contexto: AtividadeContexto): EventoAtividade[] {
  const semQuestionario = { ...contexto, definicao: null };
  return EVENTOS_ATIVIDADE.filter((evento) => {
    if (!existe(status, evento)) return false;
    return naSituacao(status, semQuestionario).can({ type: `atividade.${evento}`, motivo: 'motivo' });
  });
}
