import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { msg } from '@lingui/core/macro';
import type { Site } from '#contract/sites';
import { formatTelefone } from '#contract/telefone';
import { colunaDaSituacao } from '../../ui/list/colunasComuns';
import type { Columns } from '../../ui/list/types';

// The page that draws these columns comes in their chunk: its descriptor loads both from here.
export { SitesPage } from './SitesPage';

/** nome, código, cidade/UF, contato and situação; the sortable ones are the API's `ordem` fields. */
export const colunas: Columns<Site> = ({ i18n }) => [
  {
    id: 'nome',
    header: msg`Nome`,
    sortable: true,
    noCelular: 'principal',
    render: (site) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {site.nome}
      </Typography>
    ),
  },
  { id: 'codigo', header: msg`Código`, sortable: true, noCelular: 'secundario', render: (site) => site.codigo ?? '' },
  {
    id: 'cidade',
    header: msg`Cidade/UF`,
    sortable: true,
    noCelular: 'secundario',
    render: (site) => [site.cidade, site.uf].filter(Boolean).join(' / '),
  },
  {
    id: 'contato',
    header: msg`Contato`,
    leftOutOn: 'tablet',
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
  colunaDaSituacao(i18n),
];
