import type { Papel } from '#contract/papel';

/*
 * The app's own addresses, apart from the route table: a page links with these, and importing
 * them loads no page (the route table imports every page, so a page importing it closed a circle).
 */

export const HOME_PATH = '/atividades/lista';
export const MEU_DIA_PATH = '/meu-dia';
/** Configurações, opened at its Integrações (API tokens and webhooks). */
export const INTEGRACOES_PATH = '/configuracoes/integracoes';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/auth/404';
/** The admin template's demo screens, answered in the browser by the demo server. */
export const DEMO_PREFIX = '/apps';

/** Where signing in leads: a técnico's own agenda, everyone else's the company's activities. */
export const inicioDo = (papel: Papel | null | undefined): string => (papel === 'tecnico' ? MEU_DIA_PATH : HOME_PATH);
