import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Atividade } from '#contract/atividade';
import { formatCep } from '#contract/cep';
import { useLoad } from '@/ui/load/useLoad';
import { AcoesDoSite } from '../../meu-dia/AcoesDoSite';
import { enderecoDoSite } from '../../meu-dia/enderecoDoSite';
import { sitesApi } from '../../sites/sitesApi';

/**
 * Where the work happens and whom to call there: the site's address, its contact and the ways to
 * reach it (AcoesDoSite). Beside the activity on a wide screen, under it on a narrow one. A site
 * that cannot be read leaves only its name.
 */
export function SiteDaAtividade({ site: referencia }: { site: Atividade['site'] }) {
  const { t } = useLingui();
  const tituloId = useId();
  const carga = useLoad(() => sitesApi.get(referencia.id));
  const site = carga.data;
  const endereco = site ? enderecoDoSite(site) : '';
  const contato = site?.contato_nome;
  const cep = site?.cep ? formatCep(site.cep) : null;
  return (
    <Box
      component="aside"
      aria-labelledby={tituloId}
      sx={{ display: 'grid', gap: 1, alignContent: 'start', p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Typography id={tituloId} variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        <Trans>Site</Trans>
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{site?.nome ?? referencia.nome}</Typography>
      {carga.status === 'loading' && !site && <Skeleton variant="text" aria-label={t`Carregando o endereço do site`} />}
      {endereco && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {endereco}
          {site?.complemento && <Box component="span" sx={{ display: 'block' }}>{site.complemento}</Box>}
          {cep && <Box component="span" sx={{ display: 'block' }}>{t`CEP ${cep}`}</Box>}
        </Typography>
      )}
      {contato && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t`Contato: ${contato}`}
        </Typography>
      )}
      {site && <AcoesDoSite site={site} />}
    </Box>
  );
}
