import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { AtividadeResumo } from '#contract/atividade';
import { onlyWithoutRoomForEveryColumn } from '../../../ui/list/listRoom';
import type { Column } from '../../../ui/list/types';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { TipoServicoChip } from '../../tipos-servicos/TipoServicoChip';
import { PRIORIDADE_NOMES, STATUS_CORES, STATUS_NOMES } from '../detalhes/atividadeNomes';
import { TituloDaLinha } from '../../../ui/list/TituloDaLinha';

/**
 * código, título, status, tipo, site, responsável, prioridade, agendada para and prazo; the
 * sortable ones are the API's `ordem` fields. Dates in the company's time zone, in the reader's language.
 */
export function useAtividadeColumns(): Column<AtividadeResumo>[] {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  return [
    {
      id: 'numero',
      header: t`Código`,
      sortable: true,
      leftOutOn: 'phone',
      render: (atividade) => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{atividade.codigo}</Box>,
    },
    {
      id: 'titulo',
      header: t`Título`,
      render: (atividade) => <TituloDaLinha codigo={atividade.codigo} titulo={atividade.titulo} abaixo={quando(atividade.agendada_para)} />,
    },
    {
      id: 'status',
      header: t`Status`,
      render: (atividade) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" color={STATUS_CORES[atividade.status]} label={i18n._(STATUS_NOMES[atividade.status])} />
          {/* So is the prazo column, on a phone and wherever the list lacks room for it: its mark comes here. */}
          {atividade.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} sx={onlyWithoutRoomForEveryColumn} />}
        </Box>
      ),
    },
    {
      id: 'tipo',
      header: t`Tipo de serviço`,
      leftOutOn: 'phone',
      render: ({ tipo_servico: tipo }) => <TipoServicoChip nome={tipo.nome} cor={tipo.cor} />,
    },
    { id: 'site', header: t`Site`, leftOutOn: 'phone', render: (atividade) => atividade.site.nome },
    { id: 'responsavel', header: t`Responsável`, leftOutOn: 'phone', render: (atividade) => atividade.responsavel?.nome ?? t`Sem responsável` },
    { id: 'prioridade', header: t`Prioridade`, leftOutOn: 'phone', render: (atividade) => i18n._(PRIORIDADE_NOMES[atividade.prioridade]) },
    {
      id: 'agendada_para',
      header: t`Agendada para`,
      sortable: true,
      leftOutOn: 'phone',
      render: (atividade) => <Box sx={{ whiteSpace: 'nowrap' }}>{quando(atividade.agendada_para)}</Box>,
    },
    {
      id: 'prazo',
      header: t`Prazo`,
      leftOutOn: 'laptop',
      render: (atividade) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {atividade.prazo ? quando(atividade.prazo) : '—'}
          {atividade.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
        </Box>
      ),
    },
  ];
}
