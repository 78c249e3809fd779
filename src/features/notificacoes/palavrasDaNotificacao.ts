import type { I18n } from '@lingui/core';
import type { Notificacao } from '#contract/notificacoes';
import { TEXTO_DA_NOTIFICACAO, TITULOS_DA_NOTIFICACAO } from '#contract/notificacaoTextos';

/** A notification said in the person's language, from its kind and data (ids as lingui.config.ts extracts them). */
export function palavrasDaNotificacao(i18n: I18n, { tipo, params }: Pick<Notificacao, 'tipo' | 'params'>): { titulo: string; texto: string } {
  const values = { quantas: 1, ...params };
  return {
    titulo: i18n._({ id: `notificacao.${tipo}`, message: TITULOS_DA_NOTIFICACAO[tipo], values }),
    texto: i18n._({ id: 'notificacao.texto', message: TEXTO_DA_NOTIFICACAO, values }),
  };
}
