import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

/** A number that opens the list it counts. */
export function Contagem({ valor, href, rotulo }: { valor: number; href: string; rotulo: string }) {
  const { i18n } = useLingui();
  return (
    <Link component={RouterLink} href={href} aria-label={rotulo}>
      {i18n.number(valor)}
    </Link>
  );
}

interface TabelaDoPainelProps {
  legenda: string;
  colunas: string[];
  linhas: Array<{ chave: string; celulas: ReactNode[] }>;
  /** A column that, on a phone, is written under the first one instead, so that the table fits without scrolling sideways. */
  abaixoNoCelular?: number;
}

const soComEspaco = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A compact table of the painel: its header, then one row per item. */
export function TabelaDoPainel({ legenda, colunas, linhas, abaixoNoCelular }: TabelaDoPainelProps) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={legenda} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {colunas.map((coluna, indice) => (
              <TableCell key={coluna} align={indice === 0 ? 'left' : 'right'} sx={indice === abaixoNoCelular ? soComEspaco : undefined}>
                {coluna}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((linha) => (
            <TableRow key={linha.chave}>
              {linha.celulas.map((celula, indice) =>
                indice === 0 ? (
                  <TableCell key={indice} component="th" scope="row" sx={{ minWidth: 110, overflowWrap: 'break-word' }}>
                    {celula}
                    {abaixoNoCelular !== undefined && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                        {linha.celulas[abaixoNoCelular]}
                      </Typography>
                    )}
                  </TableCell>
                ) : (
                  <TableCell key={indice} align="right" sx={indice === abaixoNoCelular ? soComEspaco : undefined}>
                    {celula}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
