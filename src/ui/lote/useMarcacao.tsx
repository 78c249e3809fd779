import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ListSelection } from '@/ui/list/types';
import type { ListState } from '@/ui/list/useList';
import { useListSelection } from '@/ui/list/useListSelection';
import { notify } from '@/ui/toast/notify';
import type { LoteBotao } from './LoteBarra';

// With the first mark: the list draws without it. `lazy` drops the component's type parameter
// (the bar's actions), which the cast gives back: the module's own export is that component.
const LoteBarra = lazy(() => import('./LoteBarra').then((module) => ({ default: module.LoteBarra }))) as typeof import('./LoteBarra').LoteBarra;

/** A bulk action asked for, on the rows it will reach. */
export interface LotePedido<T, A extends string> {
  acao: A;
  itens: T[];
}

interface MarcacaoOpcoes<T, A extends string> {
  /** Whether this person may mark rows and act on them in bulk. */
  permitido: boolean;
  /** What the marked rows are, for a screen reader ("Atividades marcadas"). */
  rotulo: string;
  botoes: LoteBotao<A>[];
  /** The feature's bulk dialog (lazy: it comes with the first bulk action), closed by `fechar`, done with `feito`. */
  dialogo: (pedido: LotePedido<T, A>, fechar: () => void, feito: () => void) => ReactNode;
}

export interface Marcacao<T, A extends string> {
  selection?: ListSelection;
  /** Opens the bulk dialog for the marked rows, or else the selected one (a row key's `run`). */
  pedir: (acao: A, item: T | null) => void;
  /** The "N selecionadas" bar, while some are marked. */
  barra: ReactNode;
  /** The bulk dialog, while one is open. */
  dialogo: ReactNode;
}

/**
 * Rows marked on a list (`x`, the checkboxes) and the bulk actions on them: the bar above the rows
 * while some are marked, and the feature's dialog; once it is done, the marks go and the list reads again.
 */
export function useMarcacao<T extends { id: string }, A extends string>(list: ListState<T>, opcoes: MarcacaoOpcoes<T, A>): Marcacao<T, A> {
  const { t } = useLingui();
  const selection = useListSelection(JSON.stringify(list.query));
  const [pedido, setPedido] = useState<LotePedido<T, A> | null>(null);
  const marcadas = (list.page?.items ?? []).filter((item) => selection.ids.has(item.id));

  const pedir = (acao: A, item: T | null) => {
    const itens = marcadas.length > 0 ? marcadas : item ? [item] : [];
    if (itens.length === 0) notify(t`Selecione uma linha ou marque algumas com X.`, 'info');
    else setPedido({ acao, itens });
  };

  return {
    selection: opcoes.permitido ? selection : undefined,
    pedir,
    barra: opcoes.permitido && marcadas.length > 0 && (
      <Suspense fallback={null}>
        <LoteBarra quantas={marcadas.length} rotulo={opcoes.rotulo} botoes={opcoes.botoes} onAcao={(acao) => setPedido({ acao, itens: marcadas })} onLimpar={selection.clear} />
      </Suspense>
    ),
    dialogo: pedido && (
      <Suspense fallback={null}>
        {opcoes.dialogo(
          pedido,
          () => setPedido(null),
          () => {
            setPedido(null);
            selection.clear();
            list.reload();
          },
        )}
      </Suspense>
    ),
  };
}
