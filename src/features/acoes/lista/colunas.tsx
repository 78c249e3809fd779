import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { msg } from '@lingui/core/macro';
import type { AcaoCorretiva } from '#contract/acoes';
import { colunaDoPrazo } from '@/ui/list/colunasComuns';
import { onlyWithoutRoomForEveryColumn } from '@/ui/list/listRoom';
import { TituloDaLinha } from '@/ui/list/TituloDaLinha';
import type { Columns } from '@/ui/list/types';
import { PRIORIDADE_NOMES } from '../../atividades/detalhes/atividadeNomes';
import { ORIGEM_NOMES, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { AcoesPage } from '../AcoesPage';

/**
 * código, título, status, prioridade, prazo, responsável, site and origem (with the reincidente
 * mark). The API sorts only by número, so no column sorts. Dates in the company's time zone (`fuso`).
 */
export const colunas: Columns<AcaoCorretiva, { fuso: string }> = ({ i18n, fuso }) => {
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const atrasada = i18n._(msg`Atrasada`);
  const reincidente = i18n._(msg`Reincidente`);
  return [
    {
      id: 'numero',
      header: msg`Código`,
      leftOutOn: 'tablet',
      render: (acao) => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{acao.codigo}</Box>,
    },
    {
      id: 'titulo',
      header: msg`Título`,
      noCelular: 'principal',
      render: (acao) => <TituloDaLinha codigo={acao.codigo} titulo={acao.titulo} abaixo={acao.site.nome} />,
    },
    {
      id: 'status',
      header: msg`Status`,
      noCelular: 'selo',
      render: (acao) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" color={STATUS_CORES[acao.status]} label={i18n._(STATUS_NOMES[acao.status])} />
          {/* The prazo and origem columns leave first where room is short: their marks come here. */}
          {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={atrasada} sx={onlyWithoutRoomForEveryColumn} />}
          {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={reincidente} sx={onlyWithoutRoomForEveryColumn} />}
        </Box>
      ),
    },
    { id: 'prioridade', header: msg`Prioridade`, leftOutOn: 'tablet', render: (acao) => i18n._(PRIORIDADE_NOMES[acao.prioridade]) },
    colunaDoPrazo(quando, atrasada),
    { id: 'responsavel', header: msg`Responsável`, leftOutOn: 'tablet', noCelular: 'secundario', render: (acao) => acao.responsavel?.nome ?? i18n._(msg`Sem responsável`) },
    { id: 'site', header: msg`Site`, leftOutOn: 'tablet', render: (acao) => acao.site.nome },
    {
      id: 'origem',
      header: msg`Origem`,
      leftOutOn: 'laptop',
      render: (acao) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {i18n._(ORIGEM_NOMES[acao.origem])}
          {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={reincidente} />}
        </Box>
      ),
    },
  ];
};
