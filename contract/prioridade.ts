/** An activity's priorities, free of TypeBox: the list's filters and address read them without the schemas of atividade.ts. */
export const PRIORIDADES = ['baixa', 'normal', 'alta', 'urgente'] as const;
export type Prioridade = (typeof PRIORIDADES)[number];
