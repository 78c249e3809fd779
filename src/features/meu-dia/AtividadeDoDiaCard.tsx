import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type Ref } from 'react';
import { Link } from 'wouter';
import type { StatusAtividade } from '#contract/atividadeStatus';
import type { AtividadeDoDia } from '#contract/meuDia';
import { Selo } from '@/ui/Selo';
import { STATUS_CORES, STATUS_NOMES } from '../atividades/detalhes/atividadeNomes';
import { detalhesPath } from '../atividades/lista/atividadesAddress';
import { distanciaKm, type Ponto } from './distancia';
import { AcoesDoSite } from './AcoesDoSite';
import { enderecoDoSite } from './enderecoDoSite';

interface Props {
  atividade: AtividadeDoDia;
  /** Its status on this device: one started or concluded here and not yet sent shows it (docs/offline.md). */
  status: StatusAtividade;
  fuso: string;
  /** Where the phone is, once its owner allowed it. */
  aqui: Ponto | null;
  selecionada: boolean;
  cardRef?: Ref<HTMLAnchorElement>;
  /** The site's findings of earlier visits not yet verified, which this visit checks. */
  pendencias: number;
}

/**
 * One activity of the agenda: when, what, where and whom to call; the card opens the activity.
 * Drawn again only when one of these changes: a key that moves the selection draws two cards, not
 * the agenda's every card.
 */
export const AtividadeDoDiaCard = memo(function AtividadeDoDiaCard({ atividade, status, fuso, aqui, selecionada, cardRef, pendencias }: Props) {
  const { i18n } = useLingui();
  const { site } = atividade;
  const endereco = enderecoDoSite(site);
  const distancia =
    aqui && site.latitude !== null && site.longitude !== null ? distanciaKm(aqui, { latitude: site.latitude, longitude: site.longitude }) : null;
  const km = distancia === null ? null : i18n.number(distancia, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (
    <Card variant="outlined" sx={{ borderColor: selecionada ? 'primary.main' : undefined }}>
      <CardActionArea component={Link} href={detalhesPath(atividade.id)} ref={cardRef} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {i18n.date(atividade.agendada_para, { timeStyle: 'short', timeZone: fuso })}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {atividade.codigo}
          </Typography>
          <Selo cor={STATUS_CORES[status]} style={{ marginInlineStart: 'auto' }}>
            {i18n._(STATUS_NOMES[status])}
          </Selo>
        </Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 0.5 }}>
          {atividade.titulo}
        </Typography>
        <Typography variant="body2">{site.nome}</Typography>
        {endereco && (
          <Typography variant="body2" color="text.secondary">
            {endereco}
          </Typography>
        )}
        {pendencias > 0 && (
          <Selo cor="warning" contorno style={{ marginTop: 4 }}>
            {plural(pendencias, { one: '# pendência do site a conferir', other: '# pendências do site a conferir' })}
          </Selo>
        )}
        {km !== null && (
          <Typography variant="body2" color="text.secondary">
            <Trans>a {km} km</Trans>
          </Typography>
        )}
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, '&:empty': { display: 'none' } }}>
        <AcoesDoSite site={site} contatoNoBotao />
      </CardActions>
    </Card>
  );
});
