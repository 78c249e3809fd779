import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Atividade } from '#contract/atividade';
import { ANEXO_ACCEPT, ANEXO_MAX_BYTES, podeAnexar, podeRemoverAnexo, type Anexo } from '#contract/atividadeAnexo';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '@/app/session/useSession';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { EmptyState } from '@/ui/EmptyState';
import { ListError } from '@/ui/list/ListError';
import { CURSOR } from '@/ui/load/loadMachine';
import { LoadMore } from '@/ui/load/LoadMore';
import { useLoadList } from '@/ui/load/useLoadList';
import { PageSpinner } from '@/ui/PageSpinner';
import { saveBlob } from '@/ui/saveBlob';
import { notify } from '@/ui/toast/notify';
import { useAtividadesAoVivo } from '../../aoVivo/useAtividadesAoVivo';
import { doServidorOuDaCopia } from '@/features/meu-dia/doServidorOuDaCopia';
import { useChaveDaAgenda } from '@/features/meu-dia/useChaveDaAgenda';
import { AnexoItem } from './AnexoItem';
import { anexosApi } from './anexosApi';
import { tamanhoLegivel } from './tamanhoLegivel';

type Envio = { nome: string; parte: number } | null;

/**
 * The Anexos tab: documents, photos and spreadsheets of the activity (up to 20 MB each), the
 * latest first. Admin, gestor and the responsável attach; whoever sent a file, admin or gestor
 * removes it; every member downloads.
 */
export function AnexosAba({ atividade, fuso }: { atividade: Atividade; fuso: string }) {
  const { t, i18n } = useLingui();
  const { user, empresa } = useSession();
  const chaveDaAgenda = useChaveDaAgenda();
  const confirm = useConfirm();
  const lista = useLoadList(({ [CURSOR]: cursor }) =>
    // The first page, offline, is the one kept with the activity's copy on the device.
    cursor
      ? anexosApi.listar(atividade.id, cursor)
      : doServidorOuDaCopia(() => anexosApi.listar(atividade.id), chaveDaAgenda, atividade.id, (copia) => copia.pacote.anexos),
  );
  const [envio, setEnvio] = useState<Envio>(null);
  const [problema, setProblema] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const papel = empresa?.papel;
  const usuarioId = user?.id ?? '';
  const anexa = podeAnexar(papel, usuarioId, atividade.responsavel?.id ?? null);

  useAtividadesAoVivo((evento) => {
    if (evento.id === atividade.id && evento.recurso === 'anexos') lista.reload();
  });

  const mensagem = (error: unknown) => {
    const texto = failureMessage(error);
    return texto;
  };

  const enviar = async (arquivos: File[]) => {
    setProblema(null);
    for (const arquivo of arquivos) {
      const nome = arquivo.name;
      if (arquivo.size > ANEXO_MAX_BYTES) {
        const limite = tamanhoLegivel(i18n, ANEXO_MAX_BYTES);
        setProblema(t`${nome} tem mais de ${limite}; envie um arquivo menor.`);
        continue;
      }
      setEnvio({ nome, parte: 0 });
      try {
        await anexosApi.enviar(atividade.id, arquivo, (parte) => setEnvio({ nome, parte }));
        notify(t`${nome} anexado.`, 'success');
      } catch (error) {
        setProblema(t`${nome}: ${mensagem(error)}`);
      }
    }
    setEnvio(null);
    lista.reload();
  };

  const baixar = async (anexo: Anexo) => {
    try {
      saveBlob(await anexosApi.baixar(atividade.id, anexo.id), anexo.nome);
    } catch (error) {
      setProblema(mensagem(error));
    }
  };

  const remover = async (anexo: Anexo) => {
    const nome = anexo.nome;
    if (!(await confirm({ title: t`Remover o anexo?`, message: t`${nome} deixa de estar disponível; o histórico registra a remoção.` }))) return;
    try {
      await anexosApi.remover(atividade.id, anexo.id);
      notify(t`Anexo removido.`, 'success');
    } catch (error) {
      setProblema(mensagem(error));
    }
    lista.reload();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {anexa && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <input
            ref={entrada}
            type="file"
            multiple
            accept={ANEXO_ACCEPT}
            hidden
            aria-hidden
            tabIndex={-1}
            data-testid="anexo-arquivo"
            onChange={(evento) => {
              const arquivos = [...(evento.target.files ?? [])];
              evento.target.value = '';
              if (arquivos.length > 0) void enviar(arquivos);
            }}
          />
          <Button variant="contained" startIcon={<AttachFileOutlined />} disabled={envio !== null} onClick={() => entrada.current?.click()}>
            <Trans>Anexar arquivo</Trans>
          </Button>
          <Typography variant="caption" color="text.secondary">
            <Trans>PDF, imagens, Word ou Excel, até 20 MB.</Trans>
          </Typography>
        </Box>
      )}
      {envio && (
        <Box>
          <Typography variant="body2">{t`Enviando ${envio.nome}…`}</Typography>
          <LinearProgress variant="determinate" value={Math.round(envio.parte * 100)} aria-label={t`Enviando ${envio.nome}`} />
        </Box>
      )}
      {problema && (
        <Alert severity="error" role="alert" onClose={() => setProblema(null)}>
          {problema}
        </Alert>
      )}
      {lista.status === 'failed' && !lista.page ? (
        <ListError message={lista.failureMessage} onRetry={lista.retry} />
      ) : !lista.page ? (
        <PageSpinner />
      ) : lista.page.items.length === 0 ? (
        <EmptyState icon={<AttachFileOutlined />} title={t`Nenhum anexo`}>
          {anexa ? t`Anexe laudos, orçamentos, fotos e planilhas desta atividade.` : t`Os arquivos anexados à atividade aparecerão aqui.`}
        </EmptyState>
      ) : (
        <Box component="ul" aria-label={t`Anexos da atividade`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lista.page.items.map((anexo) => (
            <AnexoItem
              key={anexo.id}
              anexo={anexo}
              fuso={fuso}
              podeRemover={podeRemoverAnexo(papel, usuarioId, anexo.enviado_por?.id ?? null)}
              onBaixar={() => void baixar(anexo)}
              onRemover={() => void remover(anexo)}
            />
          ))}
        </Box>
      )}
      <LoadMore list={lista} />
    </Box>
  );
}
