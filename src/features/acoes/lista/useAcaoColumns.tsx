import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { AcaoCorretiva } from '#contract/acoes';
import { onlyWithoutRoomForEveryColumn } from '../../../ui/list/listRoom';
import type { Column } from '../../../ui/list/types';
import { PRIORIDADE_NOMES } from '../../atividades/detalhes/atividadeNomes';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { ORIGEM_NOMES, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';
import { TituloDaLinha } from '../../../ui/list/TituloDaLinha';

/**
 * código, título, status, prioridade, prazo, responsável, site and origem (with the reincidente
 * mark). The API sorts only by número, so no column sorts. Dates in the company's time zone.
 */
export function useAcaoColumns(): Column<AcaoCorretiva>[] {
  const { t, i18n } = useLingui();
  const fuso = useFusoHorario();
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  return [
    {
      id: 'numero',
      header: t`Código`,
      leftOutOn: 'phone',
      render: (acao) => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{acao.codigo}</Box>,
    },
    {
      id: 'titulo',
      header: t`Título`,
      render: (acao) => <TituloDaLinha codigo={acao.codigo} titulo={acao.titulo} abaixo={acao.site.nome} />,
    },
    {
      id: 'status',
      header: t`Status`,
      render: (acao) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" color={STATUS_CORES[acao.status]} label={i18n._(STATUS_NOMES[acao.status])} />
          {/* The prazo and origem columns leave first where room is short: their marks come here. */}
          {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} sx={onlyWithoutRoomForEveryColumn} />}
          {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={t`Reincidente`} sx={onlyWithoutRoomForEveryColumn} />}
        </Box>
      ),
    },
    { id: 'prioridade', header: t`Prioridade`, leftOutOn: 'phone', render: (acao) => i18n._(PRIORIDADE_NOMES[acao.prioridade]) },
    {
      id: 'prazo',
      header: t`Prazo`,
      leftOutOn: 'laptop',
      render: (acao) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {acao.prazo ? quando(acao.prazo) : '—'}
          {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
        </Box>
      ),
    },
    { id: 'responsavel', header: t`Responsável`, leftOutOn: 'phone', render: (acao) => acao.responsavel?.nome ?? t`Sem responsável` },
    { id: 'site', header: t`Site`, leftOutOn: 'phone', render: (acao) => acao.site.nome },
    {
      id: 'origem',
      header: t`Origem`,
      leftOutOn: 'laptop',
      render: (acao) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {i18n._(ORIGEM_NOMES[acao.origem])}
          {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={t`Reincidente`} />}
        </Box>
      ),
    },
  ];
}
