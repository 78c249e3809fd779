import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { CenteredMessage } from '@/ui/CenteredMessage';
import { PageSpinner } from '@/ui/PageSpinner';
import { useLoad } from '@/ui/load/useLoad';
import { RelatorioDocumento } from './RelatorioDocumento';
import { relatorioApi } from './relatorioApi';

function ImagemPublica({ caminho, alt }: { caminho: string; alt: string }) {
  return <Box component="img" src={caminho} alt={alt} loading="lazy" sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />;
}

/** `/relatorio/:token`: the report a client opens from a link, with no session and nothing else of the app. */
export function RelatorioPublicoPage() {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const carga = useLoad(() => relatorioApi.publico(token));

  if (carga.status === 'failed') {
    return (
      <CenteredMessage title={carga.failureStatus === 404 ? t`Relatório indisponível` : t`Não foi possível abrir o relatório`}>
        {carga.failureMessage}
      </CenteredMessage>
    );
  }
  if (!carga.data) return <PageSpinner />;
  const relatorio = carga.data;
  return (
    <Box component="main" sx={{ p: { xs: 1, sm: 3 }, bgcolor: 'background.default', minHeight: '100vh' }}>
      <Box className="relatorio-tela" role="group" aria-label={t`Ações do relatório`} sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2, maxWidth: 900, mx: 'auto' }}>
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          <Trans>Imprimir</Trans>
        </Button>
        <Button variant="contained" startIcon={<DownloadOutlined />} href={relatorioApi.enderecoPublico.pdf(token)} download>
          <Trans>Baixar PDF</Trans>
        </Button>
      </Box>
      <RelatorioDocumento
        relatorio={relatorio}
        logo={relatorio.empresa.logo ? <ImagemPublica caminho={relatorioApi.enderecoPublico.logo(token)} alt={t`Logotipo de ${relatorio.empresa.nome}`} /> : null}
        Imagem={ImagemPublica}
        caminhoDoArquivo={(arquivoId) => relatorioApi.enderecoPublico.arquivo(token, arquivoId)}
      />
    </Box>
  );
}
