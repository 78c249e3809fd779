import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Site } from '#contract/sites';
import { formatTelefone } from '#contract/telefone';
import type { Column } from '../../ui/list/types';

/** nome, código, cidade/UF, contato and situação; the sortable ones are the API's `ordem` fields. */
export function useSiteColumns(): Column<Site>[] {
  const { t } = useLingui();
  return [
    {
      id: 'nome',
      header: t`Nome`,
      sortable: true,
      render: (site) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {site.nome}
        </Typography>
      ),
    },
    { id: 'codigo', header: t`Código`, sortable: true, render: (site) => site.codigo ?? '' },
    {
      id: 'cidade',
      header: t`Cidade/UF`,
      sortable: true,
      render: (site) => [site.cidade, site.uf].filter(Boolean).join(' / '),
    },
    {
      id: 'contato',
      header: t`Contato`,
      leftOutOn: 'phone',
      render: (site) => (
        <Box>
          <div>{site.contato_nome}</div>
          {site.contato_telefone && (
            <Typography variant="caption" color="text.secondary" dir="ltr">
              {formatTelefone(site.contato_telefone)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'ativo',
      header: t`Situação`,
      render: (site) =>
        site.ativo ? <Chip size="small" color="success" variant="outlined" label={t`Ativo`} /> : <Chip size="small" label={t`Arquivado`} />,
    },
  ];
}
