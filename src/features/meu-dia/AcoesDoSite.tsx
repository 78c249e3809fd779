import EmailOutlined from '@mui/icons-material/EmailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteDoDia } from '#contract/meuDia';
import type { Site } from '#contract/sites';
import { formatTelefone } from '#contract/telefone';
import { linkDoMapa } from './enderecoDoSite';

interface AcoesDoSiteProps {
  site: SiteDoDia & Partial<Pick<Site, 'contato_email'>>;
  /** Names the contact on the call, where nothing else on screen does. */
  contatoNoBotao?: boolean;
}

/** What a person on the way taps to reach a site: a call to its contact, an e-mail, the address in the phone's maps app. */
export function AcoesDoSite({ site, contatoNoBotao = false }: AcoesDoSiteProps) {
  const { t } = useLingui();
  const mapa = linkDoMapa(site);
  const telefone = site.contato_telefone ? formatTelefone(site.contato_telefone) : null;
  const contato = site.contato_nome;
  const rotulo = contatoNoBotao && contato ? t`${contato}: ${telefone}` : telefone;
  if (!telefone && !site.contato_email && !mapa) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {telefone && (
        <Button size="small" variant="outlined" startIcon={<PhoneOutlined />} href={`tel:${site.contato_telefone}`} aria-label={t`Ligar para ${rotulo}`}>
          {rotulo}
        </Button>
      )}
      {site.contato_email && (
        <Button size="small" variant="outlined" startIcon={<EmailOutlined />} href={`mailto:${site.contato_email}`} sx={{ textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}>
          {site.contato_email}
        </Button>
      )}
      {mapa && (
        <Button size="small" variant="outlined" startIcon={<MapOutlined />} href={mapa} target="_blank" rel="noopener noreferrer">
          <Trans>Abrir no mapa</Trans>
        </Button>
      )}
    </Box>
  );
}
