import { useLingui } from '@lingui/react/macro';
import { FilterSelect } from './FilterSelect';
import { ATIVO, SITUACOES } from './situacao';
import type { ListState } from './useList';

/** Ativos, arquivados or todos: the filter of every list whose records can be archived. */
export function SituacaoFilter<Item>({ list }: { list: ListState<Item> }) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Situação`}
      value={list.query[ATIVO] ?? SITUACOES.ativos}
      onChange={(value) => list.set({ [ATIVO]: value || null })}
      options={[
        { value: SITUACOES.ativos, label: t`Ativos` },
        { value: SITUACOES.arquivados, label: t`Arquivados` },
        { value: SITUACOES.todos, label: t`Todos` },
      ]}
    />
  );
}
