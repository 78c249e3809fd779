import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SiteImportacaoResultado } from '#contract/sitesImportacao';
import type { ImportFile } from './siteImportMachine';
import { textoDoCampo } from '#machines/callFailure';

const PREVIEW_LINES = 5;

/** What the server found in the file: each problem at its line of the file, or the first lines ready to go. */
export function ImportReview({ file, resultado }: { file: ImportFile; resultado: SiteImportacaoResultado }) {
  const { t } = useLingui();
  const lines = new Set(resultado.erros.map((erro) => erro.linha)).size;
  return (
    <>
      {file.ignoradas.length > 0 && (
        <Alert severity="info">{t`Colunas ignoradas, por não serem campos de um site: ${file.ignoradas.join(', ')}`}</Alert>
      )}
      {resultado.erros.length > 0 ? (
        <>
          <Alert severity="error" role="alert">
            {plural(lines, {
              one: '# linha tem problemas. Nada foi gravado: corrija o arquivo e escolha-o de novo.',
              other: '# linhas têm problemas. Nada foi gravado: corrija o arquivo e escolha-o de novo.',
            })}
          </Alert>
          <TableContainer sx={{ maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={t`Problemas por linha`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t`Linha`}</TableCell>
                  <TableCell>{t`Coluna`}</TableCell>
                  <TableCell>{t`Problema`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {resultado.erros.map((erro, index) => (
                  <TableRow key={index}>
                    <TableCell>{file.arquivo[erro.linha - 1] ?? erro.linha + 1}</TableCell>
                    <TableCell>{erro.campo}</TableCell>
                    <TableCell>{textoDoCampo(erro)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : (
        <>
          <Alert severity="success">
            {plural(file.linhas.length, { one: '# linha pronta para importar.', other: '# linhas prontas para importar.' })}
          </Alert>
          <Table size="small" aria-label={t`Primeiras linhas do arquivo`}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Nome`}</TableCell>
                <TableCell>{t`Código`}</TableCell>
                <TableCell>{t`Cidade/UF`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {file.linhas.slice(0, PREVIEW_LINES).map((linha, index) => (
                <TableRow key={index}>
                  <TableCell>{linha.nome}</TableCell>
                  <TableCell>{linha.codigo}</TableCell>
                  <TableCell>{[linha.cidade, linha.uf].filter(Boolean).join(' / ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </>
  );
}
