import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import type { AcaoCorretiva } from '#contract/acoes';
import { STATUS_ACAO_A_CORRIGIR } from '#contract/acaoStatus';
import { Selo } from '@/ui/Selo';
import { useAtor } from '../../app/session/useAtor';
import type { ItemOutbox } from '../atividades/offline/outbox';
import { STATUS_CORES, STATUS_NOMES } from '../acoes/acaoNomes';
import { acaoPath } from '../acoes/acoesAddress';
import { acaoComPendentes } from '../acoes/pendencias/acaoComPendentes';

const A_CORRIGIR = new Set<AcaoCorretiva['status']>(STATUS_ACAO_A_CORRIGIR);

/**
 * The corrective actions the person still has to fix, as the agenda's copy brought them (so with
 * no connection too), each as the outbox leaves it: one resolved on a visit and not yet sent is
 * no longer listed. Each card opens the action. `naoEnviados` are the page's outbox items: a
 * second subscription would read the outbox again and draw the whole page once more.
 */
export function MinhasAcoes({ acoes, naoEnviados, fuso }: { acoes: AcaoCorretiva[]; naoEnviados: ItemOutbox[]; fuso: string }) {
  const { t, i18n } = useLingui();
  const ator = useAtor();
  const tituloId = useId();
  const aCorrigir = acoes.map((acao) => acaoComPendentes(acao, naoEnviados, ator)).filter((acao) => A_CORRIGIR.has(acao.status));
  if (aCorrigir.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={tituloId} sx={{ mb: 3, maxWidth: 720 }}>
      <Typography id={tituloId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t`Minhas ações corretivas`}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {aCorrigir.map((acao) => {
          const prazo = acao.prazo ? i18n.date(acao.prazo, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso }) : null;
          return (
            <Box component="li" key={acao.id}>
              <Card variant="outlined">
                <CardActionArea component={Link} href={acaoPath(acao.id)} sx={{ p: 2 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography component="span" variant="caption" color="text.secondary">
                      {acao.codigo}
                    </Typography>
                    {acao.atrasada && (
                      <Selo cor="error" contorno>
                        {t`Atrasada`}
                      </Selo>
                    )}
                    <Selo cor={STATUS_CORES[acao.status]} style={{ marginInlineStart: 'auto' }}>
                      {i18n._(STATUS_NOMES[acao.status])}
                    </Selo>
                  </Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
                    {acao.titulo}
                  </Typography>
                  <Typography variant="body2">{acao.site.nome}</Typography>
                  <Typography variant="body2" color={acao.atrasada ? 'error' : 'text.secondary'}>
                    {prazo ? t`Prazo: ${prazo}` : t`Sem prazo`}
                  </Typography>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
