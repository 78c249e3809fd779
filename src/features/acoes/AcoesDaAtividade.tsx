import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextLink } from '../../ui/form/TextLink';
import { useLoad } from '../../ui/load/useLoad';
import { STATUS_CORES, STATUS_NOMES } from './acaoNomes';
import { acaoPath } from './acoesAddress';
import { acoesApi } from './acoesApi';

/**
 * The corrective actions an activity raised (its failed critical items, or by hand from its
 * answers), each linking to its page. Nothing is drawn while there are none, or when they cannot
 * be read: the activity's page is about the activity.
 */
export function AcoesDaAtividade({ atividadeId }: { atividadeId: string }) {
  const { t, i18n } = useLingui();
  const tituloId = useId();
  const carga = useLoad(() => acoesApi.list({ atividade_id: atividadeId }));
  const acoes = carga.data?.items ?? [];
  if (acoes.length === 0) return null;
  return (
    <Box
      component="aside"
      aria-labelledby={tituloId}
      sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
    >
      <Typography id={tituloId} variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        <Trans>Ações corretivas</Trans>
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {acoes.map((acao) => (
          <Box component="li" key={acao.id} sx={{ display: 'grid', gap: 0.5 }}>
            <TextLink href={acaoPath(acao.id)} sx={{ overflowWrap: 'anywhere' }}>
              {acao.codigo} · {acao.titulo}
            </TextLink>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              <Chip size="small" color={STATUS_CORES[acao.status]} label={i18n._(STATUS_NOMES[acao.status])} />
              {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
