import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useLingui } from '@lingui/react/macro';
import { STATUS_ACAO } from '#contract/acaoStatus';
import type { AcaoCorretiva } from '#contract/acoes';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { FilterMultiSelect } from '@/ui/list/FilterMultiSelect';
import type { ListState } from '@/ui/list/useList';
import { opcoes } from '../../atividades/lista/opcoes';
import { STATUS_NOMES } from '../acaoNomes';
import { atrasadasNoEndereco, FILTRO, statusNoEndereco, statusParaOEndereco } from '../acoesAddress';

/** The action list's filters beside the search, each written to the address as the API names it. */
export function AcaoFiltros({ list }: { list: ListState<AcaoCorretiva> }) {
  const { t, i18n } = useLingui();
  // The archived sites too: an older action still names its site.
  const { sites, responsaveis } = opcoes(i18n, false);
  return (
    <>
      <FilterMultiSelect
        label={t`Status`}
        value={statusNoEndereco(list.query)}
        options={STATUS_ACAO.map((status) => ({ value: status, label: i18n._(STATUS_NOMES[status]) }))}
        onChange={(escolhidos) => list.set({ [FILTRO.status]: statusParaOEndereco(escolhidos) })}
      />
      <RecordAutocomplete
        size="small"
        label={t`Responsável`}
        value={list.query[FILTRO.responsavel] ?? null}
        onChange={(pessoa) => list.set({ [FILTRO.responsavel]: pessoa?.id ?? null })}
        {...responsaveis}
      />
      <RecordAutocomplete
        size="small"
        label={t`Site`}
        value={list.query[FILTRO.site] ?? null}
        onChange={(site) => list.set({ [FILTRO.site]: site?.id ?? null })}
        {...sites}
      />
      <FormControlLabel
        control={
          <Switch
            checked={list.query[FILTRO.atrasadas] !== undefined}
            onChange={(event) => list.set({ [FILTRO.atrasadas]: atrasadasNoEndereco(event.target.checked) })}
          />
        }
        label={t`Só atrasadas`}
      />
    </>
  );
}
