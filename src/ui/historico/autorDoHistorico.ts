import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoricoItem } from '#contract/atividade';

/** Who wrote a histórico entry, as the timeline says it: a company's API token is said as one (docs/tokens.md). */
export function autorDoHistorico(i18n: I18n, por: HistoricoItem['por']): string {
  if (!por) return i18n._(msg`Alguém que saiu da empresa`);
  const nome = por.nome;
  return por.token ? i18n._(msg`${nome} (token de API)`) : nome;
}
