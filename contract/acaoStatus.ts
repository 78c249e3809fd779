import type { Prioridade } from './atividade';

/** The statuses of a corrective action, which are the states of machines/acaoMachine.ts. */
export const STATUS_ACAO = ['aberta', 'em_andamento', 'resolvida', 'verificada', 'cancelada'] as const;
export type StatusAcao = (typeof STATUS_ACAO)[number];

/** Still to be fixed by the responsável: late past the prazo, on their plate, on their Meu dia (a resolved one waits only for its check). */
export const STATUS_ACAO_A_CORRIGIR = ['aberta', 'em_andamento'] as const satisfies readonly StatusAcao[];

/** Not yet verified nor cancelled: what the next visit to the site checks, and what a repeated failure marks reincidente. */
export const STATUS_ACAO_ABERTOS = ['aberta', 'em_andamento', 'resolvida'] as const satisfies readonly StatusAcao[];

/** The transitions, as the API's `evento` names them; the machine's events are `acao.<evento>`. */
export const EVENTOS_ACAO = ['iniciar', 'resolver', 'verificar', 'reabrir', 'cancelar'] as const;
export type EventoAcao = (typeof EVENTOS_ACAO)[number];

/** Raised by the conclusion of an activity with a failed critical question, or by a person. */
export const ORIGENS_ACAO = ['automatica', 'manual'] as const;
export type OrigemAcao = (typeof ORIGENS_ACAO)[number];

/** `AC-000123`: fixed, unlike the activities' prefix, so an action never reads as an activity. */
export const PREFIXO_ACAO = 'AC-';

/**
 * Days from an action's creation to its prazo, by priority, when the company has not set its own
 * rule in Configurações (`prazos_acao`).
 */
export const PRAZOS_ACAO_PADRAO: Readonly<Record<Prioridade, number>> = { urgente: 1, alta: 2, normal: 7, baixa: 15 };

/** The evidence a transition carries: a comment (required to resolve) and photos. */
export const EVIDENCIA_MAX = { comentario: 4000, fotos: 10 } as const;

const DIA_MS = 24 * 60 * 60 * 1000;

/** The prazo of an action created at `desde` with this priority, by the company's rule (days by priority). */
export function prazoDaPrioridade(desde: Date, prioridade: Prioridade, prazos: Readonly<Record<Prioridade, number>>): Date {
  return new Date(desde.getTime() + (prazos[prioridade] ?? PRAZOS_ACAO_PADRAO[prioridade]) * DIA_MS);
}
