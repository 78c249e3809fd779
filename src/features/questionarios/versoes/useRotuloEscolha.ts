import { useLingui } from '@lingui/react/macro';
import { RASCUNHO, type Escolha } from './escolhas';

/** "Versão 3" or "Rascunho não publicado". */
export function useRotuloEscolha(): (escolha: Escolha) => string {
  const { t } = useLingui();
  return (escolha) => (escolha === RASCUNHO ? t`Rascunho não publicado` : t`Versão ${escolha}`);
}
