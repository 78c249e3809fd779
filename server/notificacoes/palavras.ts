import { setupI18n, type Messages } from '@lingui/core';
import type { Idioma } from '#contract/limits';
import { messages as ar } from '#contract/locales/ar/notificacoes';
import { messages as en } from '#contract/locales/en/notificacoes';
import { messages as fr } from '#contract/locales/fr/notificacoes';
import { messages as ptBR } from '#contract/locales/pt-BR/notificacoes';
import { messages as vi } from '#contract/locales/vi/notificacoes';
import { messages as zh } from '#contract/locales/zh/notificacoes';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';

// The catalogs the bell reads (lingui.config.ts), compiled from contract/notificacaoTextos.ts:
// the API says the notifications in Portuguese, the mails in each person's language.
const CATALOGOS: Record<Idioma, Messages> = { 'pt-BR': ptBR, en, fr, ar, zh, vi };
const i18n = setupI18n({ locale: 'pt-BR', messages: CATALOGOS });

export function palavrasDaNotificacao(tipo: TipoNotificacao, params: ParamsDaNotificacao, idioma: Idioma = 'pt-BR'): { titulo: string; texto: string } {
  const valores = { quantas: 1, ...params };
  if (i18n.locale !== idioma) i18n.activate(idioma);
  return { titulo: i18n._(`notificacao.${tipo}`, valores), texto: i18n._('notificacao.texto', valores) };
}
