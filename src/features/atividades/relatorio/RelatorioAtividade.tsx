import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { pode } from '#contract/permissoes';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '@/app/session/useSession';
import { toFailure } from '@/http/client';
import { ListError } from '@/ui/list/ListError';
import { PageSpinner } from '@/ui/PageSpinner';
import { saveBlob } from '@/ui/saveBlob';
import { notify } from '@/ui/toast/notify';
import { useImagemDaApi } from '@/ui/useImagemDaApi';
import { useLoad } from '@/ui/load/useLoad';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { atividadesApi } from '../atividadesApi';
import { CompartilharRelatorioDialog } from './CompartilharRelatorioDialog';
import { RelatorioDocumento } from './RelatorioDocumento';
import { relatorioApi } from './relatorioApi';

function ImagemComSessao({ caminho, alt }: { caminho: string; alt: string }) {
  const imagem = useImagemDaApi(caminho);
  return imagem.url ? (
    <Box component="img" src={imagem.url} alt={alt} sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />
  ) : (
    <Box role="img" aria-label={alt} aria-busy={imagem.status === 'loading'} sx={{ width: '100%', height: 120, bgcolor: 'action.hover', borderRadius: 1 }} />
  );
}

/**
 * A concluded activity's report for the company's members (`?relatorio` on its details page):
 * print it, download its PDF, or (admin and gestor) hand the client a link.
 */
export function RelatorioAtividade({ id }: { id: string }) {
  const { t } = useLingui();
  const { empresa } = useSession();
  const carga = useLoad(() => relatorioApi.get(id));
  const [compartilhando, setCompartilhando] = useState(false);
  const [baixando, setBaixando] = useState(false);
  const podeCompartilhar = pode(empresa?.papel, 'atividades.editar');
  const voltar = `/atividades/detalhes/${encodeURIComponent(id)}`;

  const baixar = async () => {
    if (!carga.data) return;
    setBaixando(true);
    try {
      saveBlob(await relatorioApi.pdf(id), `relatorio-${carga.data.atividade.codigo}.pdf`);
    } catch (error) {
      const message = failureMessage(toFailure(error));
      notify(message, 'error');
    } finally {
      setBaixando(false);
    }
  };

  usePageCommands([
    { id: 'relatorio:imprimir', group: 'pagina', label: t`Imprimir o relatório`, run: () => window.print() },
    { id: 'relatorio:pdf', group: 'pagina', label: t`Baixar o relatório em PDF`, run: () => void baixar() },
    ...(podeCompartilhar ? [{ id: 'relatorio:compartilhar', group: 'pagina' as const, label: t`Compartilhar o relatório com o cliente`, run: () => setCompartilhando(true) }] : []),
  ]);

  if (carga.status === 'failed') return <ListError message={carga.failureMessage} onRetry={carga.retry} />;
  if (!carga.data) return <PageSpinner />;
  const relatorio = carga.data;
  return (
    <>
      <Box className="relatorio-tela" role="group" aria-label={t`Ações do relatório`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, maxWidth: 900, mx: 'auto' }}>
        <Button component={Link} href={voltar} startIcon={<ArrowBackOutlined />}>
          <Trans>Voltar à atividade</Trans>
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          <Trans>Imprimir</Trans>
        </Button>
        <Button variant="contained" startIcon={<DownloadOutlined />} onClick={() => void baixar()} disabled={baixando}>
          <Trans>Baixar PDF</Trans>
        </Button>
        {podeCompartilhar && (
          <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setCompartilhando(true)}>
            <Trans>Compartilhar</Trans>
          </Button>
        )}
      </Box>
      <RelatorioDocumento
        relatorio={relatorio}
        logo={relatorio.empresa.logo ? <ImagemComSessao caminho={relatorioApi.caminhoDoLogo()} alt={t`Logotipo de ${relatorio.empresa.nome}`} /> : null}
        Imagem={ImagemComSessao}
        caminhoDoArquivo={(arquivoId) => atividadesApi.caminhoDoArquivo(id, arquivoId)}
      />
      {compartilhando && <CompartilharRelatorioDialog atividadeId={id} fuso={relatorio.fuso_horario} onClose={() => setCompartilhando(false)} />}
    </>
  );
}
