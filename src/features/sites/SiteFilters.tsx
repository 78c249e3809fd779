import { useLingui } from '@lingui/react/macro';
import type { Site } from '#contract/sites';
import { UFS } from '#contract/uf';
import { FilterSelect } from '../../ui/list/FilterSelect';
import { FilterText } from '../../ui/list/FilterText';
import { SituacaoFilter } from '../../ui/list/SituacaoFilter';
import type { ListState } from '../../ui/list/useList';

/** The address's filters of the site list beside the search: `ativo`, `uf` and `cidade`. */
export const SITE_FILTROS = ['ativo', 'uf', 'cidade'] as const;

export function SiteFilters({ list }: { list: ListState<Site> }) {
  const { t } = useLingui();
  return (
    <>
      <SituacaoFilter list={list} />
      <FilterSelect
        label={t`UF`}
        value={list.query.uf ?? ''}
        onChange={(uf) => list.set({ uf: uf || null })}
        options={[{ value: '', label: t`Todas` }, ...UFS.map((uf) => ({ value: uf.sigla, label: `${uf.sigla} · ${uf.nome}` }))]}
      />
      <FilterText label={t`Cidade`} value={list.query.cidade ?? ''} onChange={(cidade) => list.set({ cidade: cidade || null })} />
    </>
  );
}
