import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { TEXTO_DA_NOTIFICACAO, TITULOS_DA_NOTIFICACAO, type ParamsDaNotificacao, type TipoNotificacao } from '#contract/notificacaoTextos';

// The same ICU texts the screen translates, compiled once and said in Portuguese for API users.
const portugues = setupI18n({
  locale: 'pt-BR',
  messages: {
    'pt-BR': {
      ...Object.fromEntries(Object.entries(TITULOS_DA_NOTIFICACAO).map(([tipo, texto]) => [tipo, compileMessage(texto)])),
      texto: compileMessage(TEXTO_DA_NOTIFICACAO),
    },
  },
});

export function palavrasDaNotificacao(tipo: TipoNotificacao, params: ParamsDaNotificacao): { titulo: string; texto: string } {
  const valores = { quantas: 1, ...params };
  return { titulo: portugues._(tipo, valores), texto: portugues._('texto', valores) };
}
