import type { Papel } from './papel';

/**
 * What each papel may do. The server enforces this table on every route and the
 * SPA reads the same table to hide what a person may not do. A later resource adds its rows here.
 *
 * Plain values, free of TypeBox, so the first page of the SPA can import it cheaply.
 */
export const PERMISSOES = {
  'sites.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'sites.editar': ['admin', 'gestor'],
  // Following a site tells of every activity concluded there: for those who manage the work, as
  // the painel is. A técnico hears of their own work already, a leitor acts on none.
  'sites.seguir': ['admin', 'gestor'],
  'tiposServico.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'tiposServico.editar': ['admin', 'gestor'],
  // Técnicos read questionnaires: they fill them in on site.
  'questionarios.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'questionarios.editar': ['admin', 'gestor'],
  // Every papel reads every activity (a técnico's list opens on their own, the others' are not
  // secret). Transitions and answers need only this too: the lifecycle machine then decides
  // (a técnico carries out their own activities, a leitor none).
  'atividades.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'atividades.criar': ['admin', 'gestor'],
  'atividades.editar': ['admin', 'gestor'],
  // Whoever works on activities talks about them; a leitor reads the conversation.
  'atividades.comentar': ['admin', 'gestor', 'tecnico'],
  // Corrective actions (docs/acoes.md): everyone reads them; trabalhar lets a técnico ask, and
  // the lifecycle machine decides what they may do on which action (their own, or verifying on
  // the next visit to the site).
  'acoes.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'acoes.criar': ['admin', 'gestor'],
  'acoes.editar': ['admin', 'gestor'],
  'acoes.trabalhar': ['admin', 'gestor', 'tecnico'],
  // Each person reads (and marks as read) only their own notifications, whatever their papel.
  'notificacoes.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  // The painel sums the whole company's work: for those who manage it.
  'painel.ler': ['admin', 'gestor'],
  // Usuários is admin only: a técnico or leitor does not even see the page.
  'usuarios.ler': ['admin'],
  'usuarios.editar': ['admin'],
  // Everyone reads the settings that apply to them (e.g. the activity prefix); only admin changes them.
  'configuracoes.ler': ['admin', 'gestor', 'tecnico', 'leitor'],
  'configuracoes.editar': ['admin'],
  // API tokens act for the company with a papel of their own (docs/tokens.md): only admin makes them.
  'tokens.gerenciar': ['admin'],
  // Webhooks send the company's events out (docs/webhooks.md): an admin, or an admin's API token, sets them.
  'webhooks.gerenciar': ['admin'],
} as const satisfies Record<string, readonly Papel[]>;

export type Acao = keyof typeof PERMISSOES;

export const ACOES = Object.keys(PERMISSOES) as Acao[];

/** Whether a member with this papel may do `acao`; no papel (no company) may do nothing. */
export function pode(papel: Papel | null | undefined, acao: Acao): boolean {
  if (!papel) return false;
  return (PERMISSOES[acao] as readonly Papel[]).includes(papel);
}

/** The answer of a forbidden call (403). */
export const SEM_PERMISSAO = 'Seu papel nesta empresa não permite esta ação.';
