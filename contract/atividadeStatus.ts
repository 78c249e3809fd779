/** The statuses of an activity, which are the states of machines/atividadeMachine.ts. */
export const STATUS_ATIVIDADE = ['agendada', 'em_andamento', 'pausada', 'concluida', 'cancelada'] as const;
export type StatusAtividade = (typeof STATUS_ATIVIDADE)[number];

/** The transitions, as the API's `evento` names them; the machine's events are `atividade.<evento>`. */
export const EVENTOS_ATIVIDADE = ['iniciar', 'pausar', 'retomar', 'concluir', 'cancelar', 'reabrir'] as const;
export type EventoAtividade = (typeof EVENTOS_ATIVIDADE)[number];

export const MOTIVO_MAX = 1000;
