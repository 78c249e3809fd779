import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useLingui } from '@lingui/react/macro';
import type { AtividadeResumo } from '#contract/atividade';
import { PRIORIDADES } from '#contract/prioridade';
import { STATUS_ATIVIDADE } from '#contract/atividadeStatus';
import { useSession } from '@/app/session/useSession';
import { CampoData } from '@/ui/datas/CampoData';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { FilterMultiSelect } from '@/ui/list/FilterMultiSelect';
import type { ListState } from '@/ui/list/useList';
import { TipoCor } from './TipoCor';
import { PRIORIDADE_NOMES, STATUS_NOMES } from '../detalhes/atividadeNomes';
import { atrasadasNoEndereco, FILTRO, juntar, minhasNoEndereco, soMinhas, valores } from './atividadesAddress';
import { opcoes } from './opcoes';

/** The activity list's filters themselves (AtividadeFiltros places them), each written to the address as the API names it. */
export function AtividadeFiltrosCampos({ list }: { list: ListState<AtividadeResumo> }) {
  const { t, i18n } = useLingui();
  const papel = useSession().empresa?.papel;
  const { sites, tipos, responsaveis, questionarios } = opcoes(i18n, false);
  const data = (nome: string, label: string) => (
    <CampoData tipo="data" size="small" label={label} value={list.query[nome] ?? ''} onChange={(event) => list.set({ [nome]: event.target.value || null })} />
  );
  return (
    <>
      <FilterMultiSelect
        label={t`Status`}
        value={valores(list.query, FILTRO.status, STATUS_ATIVIDADE)}
        options={STATUS_ATIVIDADE.map((status) => ({ value: status, label: i18n._(STATUS_NOMES[status]) }))}
        onChange={(escolhidos) => list.set({ [FILTRO.status]: juntar(escolhidos) })}
      />
      <FilterMultiSelect
        label={t`Prioridade`}
        value={valores(list.query, FILTRO.prioridade, PRIORIDADES)}
        options={PRIORIDADES.map((prioridade) => ({ value: prioridade, label: i18n._(PRIORIDADE_NOMES[prioridade]) }))}
        onChange={(escolhidas) => list.set({ [FILTRO.prioridade]: juntar(escolhidas) })}
      />
      <RecordAutocomplete
        size="small"
        label={t`Tipo de serviço`}
        value={list.query[FILTRO.tipo] ?? null}
        onChange={(tipo) => list.set({ [FILTRO.tipo]: tipo?.id ?? null })}
        {...tipos}
        adornment={(tipo) => <TipoCor cor={tipo.cor} />}
      />
      <RecordAutocomplete
        size="small"
        label={t`Site`}
        value={list.query[FILTRO.site] ?? null}
        onChange={(site) => list.set({ [FILTRO.site]: site?.id ?? null })}
        {...sites}
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
        label={t`Questionário`}
        value={list.query[FILTRO.questionario] ?? null}
        onChange={(questionario) => list.set({ [FILTRO.questionario]: questionario?.id ?? null })}
        {...questionarios}
      />
      {data(FILTRO.de, t`Agendadas de`)}
      {data(FILTRO.ate, t`Agendadas até`)}
      <FormControlLabel
        control={
          <Switch
            checked={list.query[FILTRO.atrasadas] !== undefined}
            onChange={(event) => list.set({ [FILTRO.atrasadas]: atrasadasNoEndereco(event.target.checked) })}
          />
        }
        label={t`Só atrasadas`}
      />
      <FormControlLabel
        control={
          <Switch
            checked={soMinhas(list.query, papel)}
            onChange={(event) => list.set({ [FILTRO.minhas]: minhasNoEndereco(event.target.checked, papel) })}
          />
        }
        label={t`Minhas atividades`}
      />
    </>
  );
}
