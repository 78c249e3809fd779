import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CorTipoServico } from '#contract/cores';

/** The palette's colours by name, for the swatches' labels (a colour alone tells a screen reader nothing). */
export const COR_NOMES: Record<CorTipoServico, MessageDescriptor> = {
  '#1E5AA8': msg`Azul`,
  '#3949AB': msg`Anil`,
  '#6A3FB5': msg`Roxo`,
  '#AD1457': msg`Magenta`,
  '#C62828': msg`Vermelho`,
  '#B23C00': msg`Laranja`,
  '#8D5A00': msg`Âmbar`,
  '#5B6B00': msg`Oliva`,
  '#2E7D32': msg`Verde`,
  '#00695C': msg`Verde-azulado`,
  '#00668A': msg`Ciano`,
  '#546E7A': msg`Cinza-azulado`,
  '#6D4C41': msg`Marrom`,
  '#37474F': msg`Grafite`,
  '#FFD54F': msg`Amarelo`,
  '#A5D6A7': msg`Verde-claro`,
};
