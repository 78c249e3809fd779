import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Atividade } from '#contract/atividade';
import { PRIORIDADE_NOMES, STATUS_CORES, STATUS_NOMES } from './atividadeNomes';
import { Dado } from '@/ui/Dado';
import { serieEmPalavras } from '../serie/serieEmPalavras';

/** Who, where and when: the activity's header, its dates in the company's time zone. */
export function AtividadeCabecalho({ atividade, fuso, children }: { atividade: Atividade; fuso: string; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  return (
    <Box component="header" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {atividade.codigo}
          </Typography>
          <Chip size="small" color={STATUS_CORES[atividade.status]} label={i18n._(STATUS_NOMES[atividade.status])} />
          {atividade.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
        </Box>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {atividade.titulo}
        </Typography>
      </Box>
      {children}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <Dado rotulo={t`Tipo de serviço`}>
          <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: atividade.tipo_servico.cor, mr: 0.75 }} />
          {atividade.tipo_servico.nome}
        </Dado>
        <Dado rotulo={t`Site`}>{atividade.site.nome}</Dado>
        <Dado rotulo={t`Responsável`}>{atividade.responsavel?.nome ?? t`Sem responsável`}</Dado>
        <Dado rotulo={t`Prioridade`}>{i18n._(PRIORIDADE_NOMES[atividade.prioridade])}</Dado>
        <Dado rotulo={t`Agendada para`}>{quando(atividade.agendada_para)}</Dado>
        <Dado rotulo={t`Prazo`}>{atividade.prazo ? quando(atividade.prazo) : t`Sem prazo`}</Dado>
        {atividade.recorrencia && (
          <Dado rotulo={t`Série`} largo>
            {serieEmPalavras(i18n, atividade.recorrencia)}
          </Dado>
        )}
      </Box>
      {atividade.descricao && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {atividade.descricao}
        </Typography>
      )}
    </Box>
  );
}
