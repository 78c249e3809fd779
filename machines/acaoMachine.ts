import { setup, transition, type SnapshotFrom } from 'xstate';
import { EVENTOS_ACAO, EVIDENCIA_MAX, type EventoAcao, type StatusAcao } from '#contract/acaoStatus';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import type { Papel } from '#contract/papel';
import { temTransicao } from './temTransicao';

/**
 * What the guards need to know about the action and who asks: supplied by the caller on every
 * transition (the server from the database and the session, the screen from what it shows).
 */
export interface AcaoContexto {
  ator: { usuarioId: string; papel: Papel };
  responsavelId: string | null;
  /**
   * The person is carrying out, now, another activity at the action's site: the next visit,
   * whose técnico checks the fix (verificar) or reopens it with what they saw.
   */
  naVisitaSeguinte: boolean;
}

export type AcaoEvent = { type: `acao.${EventoAcao}`; motivo?: string; comentario?: string };

const GESTAO: readonly Papel[] = ['admin', 'gestor'];
const gere = (contexto: AcaoContexto) => GESTAO.includes(contexto.ator.papel);
/** Works on the action: its responsável, or a gestor or admin. */
const trabalha = (contexto: AcaoContexto) => gere(contexto) || contexto.ator.usuarioId === contexto.responsavelId;
/** Checks the fix: a gestor or admin, or the técnico of the next visit to the site. */
const confere = (contexto: AcaoContexto) => gere(contexto) || contexto.naVisitaSeguinte;

const RECUSAS = {
  naoResponsavel: 'Só o responsável pela ação, um gestor ou um administrador pode fazer isso.',
  naoConfere: 'Só um gestor, um administrador ou o técnico da próxima visita ao site pode fazer isso.',
  soGestao: 'Só um gestor ou um administrador pode fazer isso.',
  semMotivo: 'Informe o motivo.',
  motivoLongo: `O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`,
  semComentario: 'Descreva o que foi feito para resolver.',
  comentarioLongo: `O comentário deve ter no máximo ${EVIDENCIA_MAX.comentario} caracteres.`,
} as const;

function recusaDoTexto(texto: string | undefined, maximo: number, vazio: string, longo: string): string | null {
  const limpo = texto?.trim() ?? '';
  if (!limpo) return vazio;
  return limpo.length > maximo ? longo : null;
}

const recusaDoMotivo = (motivo: string | undefined) => recusaDoTexto(motivo, MOTIVO_MAX, RECUSAS.semMotivo, RECUSAS.motivoLongo);

/**
 * Why the guard of `evento` refuses it for this context, or null when it allows it. One place
 * for every rule, read by the machine's guards and by whoever must say why (the API's 409).
 */
export function recusaDaRegra(evento: EventoAcao, contexto: AcaoContexto, texto: { motivo?: string; comentario?: string } = {}): string | null {
  switch (evento) {
    case 'iniciar':
      return trabalha(contexto) ? null : RECUSAS.naoResponsavel;
    case 'resolver':
      if (!trabalha(contexto)) return RECUSAS.naoResponsavel;
      return recusaDoTexto(texto.comentario, EVIDENCIA_MAX.comentario, RECUSAS.semComentario, RECUSAS.comentarioLongo);
    case 'verificar':
      return confere(contexto) ? null : RECUSAS.naoConfere;
    case 'reabrir':
      return confere(contexto) ? recusaDoMotivo(texto.motivo) : RECUSAS.naoConfere;
    case 'cancelar':
      return gere(contexto) ? recusaDoMotivo(texto.motivo) : RECUSAS.soGestao;
  }
}

const permitido = (evento: EventoAcao) => ({ context, event }: { context: AcaoContexto; event: AcaoEvent }) =>
  recusaDaRegra(evento, context, event) === null;

/**
 * A corrective action's lifecycle: aberta → em_andamento → resolvida → verificada; reabrir takes
 * a resolved action back to em_andamento; cancelada from any status before verificada. The
 * server accepts a transition only when this machine does; the screen shows what it allows.
 */
export const acaoMachine = setup({
  types: { context: {} as AcaoContexto, events: {} as AcaoEvent, input: {} as AcaoContexto },
  guards: {
    podeIniciar: permitido('iniciar'),
    podeResolver: permitido('resolver'),
    podeVerificar: permitido('verificar'),
    podeReabrir: permitido('reabrir'),
    podeCancelar: permitido('cancelar'),
  },
}).createMachine({
  id: 'acao',
  context: ({ input }) => input,
  initial: 'aberta',
  states: {
    aberta: {
      on: {
        'acao.iniciar': { target: 'em_andamento', guard: 'podeIniciar' },
        'acao.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    em_andamento: {
      on: {
        'acao.resolver': { target: 'resolvida', guard: 'podeResolver' },
        'acao.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    resolvida: {
      on: {
        'acao.verificar': { target: 'verificada', guard: 'podeVerificar' },
        'acao.reabrir': { target: 'em_andamento', guard: 'podeReabrir' },
        'acao.cancelar': { target: 'cancelada', guard: 'podeCancelar' },
      },
    },
    verificada: { type: 'final' },
    cancelada: { type: 'final' },
  },
});

type AcaoSnapshot = SnapshotFrom<typeof acaoMachine>;

const NOMES_STATUS: Record<StatusAcao, string> = {
  aberta: 'aberta',
  em_andamento: 'em andamento',
  resolvida: 'resolvida',
  verificada: 'verificada',
  cancelada: 'cancelada',
};

/** The machine at an action's stored status, with the context of this request. */
export function naSituacao(status: StatusAcao, contexto: AcaoContexto): AcaoSnapshot {
  return acaoMachine.resolveState({ value: status, context: contexto });
}

const existe = (status: StatusAcao, evento: EventoAcao) => temTransicao(acaoMachine, status, `acao.${evento}`);

/**
 * Runs one transition through the machine: the new status, or why it was refused (in
 * Portuguese, for the API's 409 and the screen's message).
 */
export function transicao(
  status: StatusAcao,
  contexto: AcaoContexto,
  evento: EventoAcao,
  texto: { motivo?: string; comentario?: string } = {},
): { ok: true; status: StatusAcao } | { ok: false; motivo: string } {
  if (!existe(status, evento)) return { ok: false, motivo: `Não é possível ${evento} uma ação ${NOMES_STATUS[status]}.` };
  const snapshot = naSituacao(status, contexto);
  const event: AcaoEvent = { type: `acao.${evento}`, ...texto };
  if (!snapshot.can(event)) return { ok: false, motivo: recusaDaRegra(evento, contexto, texto) ?? RECUSAS.naoResponsavel };
  const [next] = transition(acaoMachine, snapshot, event);
  return { ok: true, status: next.value as StatusAcao };
}

/**
 * The transitions the screen offers for this status and person: the ones the machine has here
 * and whose rules pass (the reason and the comment are asked in the dialog).
 */
export function acoesDisponiveis(status: StatusAcao, contexto: AcaoContexto): EventoAcao[] {
  return EVENTOS_ACAO.filter(
    (evento) => existe(status, evento) && naSituacao(status, contexto).can({ type: `acao.${evento}`, motivo: 'motivo', comentario: 'comentário' }),
  );
}
