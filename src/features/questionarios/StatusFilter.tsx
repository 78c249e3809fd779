import { useLingui } from '@lingui/react/macro';
import type { QuestionarioResumo } from '#contract/questionario';
import { FilterSelect } from '../../ui/list/FilterSelect';
import type { ListState } from '../../ui/list/useList';
import { STATUS } from './questionariosAddress';

/** Rascunho, publicado or arquivado, written to the address as the API's `status`; absent shows them all. */
export function StatusFilter({ list }: { list: ListState<QuestionarioResumo> }) {
  const { t } = useLingui();
  return (
    <FilterSelect
      label={t`Situação`}
      value={list.query[STATUS] ?? ''}
      onChange={(status) => list.set({ [STATUS]: status || null })}
      options={[
        { value: '', label: t`Todas` },
        { value: 'rascunho', label: t`Rascunhos` },
        { value: 'publicado', label: t`Publicados` },
        { value: 'arquivado', label: t`Arquivados` },
      ]}
    />
  );
}
