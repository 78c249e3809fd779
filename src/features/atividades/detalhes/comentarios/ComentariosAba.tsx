import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pode } from '#contract/permissoes';
import { failureMessage, semResposta } from '#machines/callFailure';
import { useSession } from '@/app/session/useSession';
import { comPrazo, PRAZO_DA_RESPOSTA_MS } from '@/http/prazo';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { EmptyState } from '@/ui/EmptyState';
import { ListError } from '@/ui/list/ListError';
import { CURSOR } from '@/ui/load/loadMachine';
import { LoadMore } from '@/ui/load/LoadMore';
import { useLoadList } from '@/ui/load/useLoadList';
import { PageSpinner } from '@/ui/PageSpinner';
import { notify } from '@/ui/toast/notify';
import { useAtividadesAoVivo } from '../../aoVivo/useAtividadesAoVivo';
import { ComentarioNaoEnviado } from '../../offline/ComentarioNaoEnviado';
import type { ItemOutbox, Outbox } from '../../offline/outbox';
import type { ComentarioNoAparelho } from '../../offline/outboxDaSessao';
import { useRecarregarAoEnviar } from '../../offline/useRecarregarAoEnviar';
import { doServidorOuDaCopia } from '@/features/meu-dia/doServidorOuDaCopia';
import { useChaveDaAgenda } from '@/features/meu-dia/useChaveDaAgenda';
import { ComentarioEditor } from './ComentarioEditor';
import { ComentarioItem } from './ComentarioItem';
import { comentariosApi } from './comentariosApi';

interface ComentariosAbaProps {
  atividadeId: string;
  fuso: string;
  /** Changes when the "Comentar" command asks for the cursor in the new comment. */
  pedidoDeFoco: number;
  /** This activity's writes still on the device: a new comment goes after them. */
  fila: ItemOutbox[];
  outbox: Outbox;
}

/**
 * The Comentários tab: a new comment on top, then the conversation, the latest first, a page at
 * a time. Someone else's comment appears without reloading the page. One written without the
 * network goes into the outbox and shows on top, with its state, until the server has it.
 */
export function ComentariosAba({ atividadeId, fuso, pedidoDeFoco, fila, outbox }: ComentariosAbaProps) {
  const { t } = useLingui();
  const { user, empresa } = useSession();
  const chaveDaAgenda = useChaveDaAgenda();
  const confirm = useConfirm();
  const lista = useLoadList(({ [CURSOR]: cursor }) =>
    // The first page, offline, is the one kept with the activity's copy on the device.
    cursor
      ? comentariosApi.listar(atividadeId, cursor)
      : doServidorOuDaCopia(() => comentariosApi.listar(atividadeId), chaveDaAgenda, atividadeId, (copia) => copia.pacote.comentarios),
  );
  const [problema, setProblema] = useState<string | null>(null);
  const papel = empresa?.papel;
  const comenta = pode(papel, 'atividades.comentar');
  const gere = papel === 'admin' || papel === 'gestor';

  useAtividadesAoVivo((evento) => {
    if (evento.id === atividadeId && evento.recurso === 'comentarios') lista.reload();
  });
  useRecarregarAoEnviar(fila, lista.reload);
  const naoEnviados = fila.filter((item) => item.tipo === 'comentario' && item.estado !== 'enviado');
  const comentar = async (texto: string) => {
    const guardar = () => outbox.adicionar({ atividade_id: atividadeId, tipo: 'comentario', corpo: { texto } satisfies ComentarioNoAparelho });
    if (fila.some((item) => item.estado !== 'enviado')) return escrever(guardar);
    return escrever(() =>
      comPrazo(PRAZO_DA_RESPOSTA_MS, (signal) => comentariosApi.criar(atividadeId, texto, signal)).catch((error: unknown) => {
        if (semResposta(error)) return guardar();
        throw error;
      }),
    );
  };

  const mensagem = (error: unknown) => {
    const texto = failureMessage(error);
    return texto;
  };
  const escrever = async (trabalho: () => Promise<unknown>): Promise<boolean> => {
    setProblema(null);
    try {
      await trabalho();
      lista.reload();
      return true;
    } catch (error) {
      setProblema(mensagem(error));
      return false;
    }
  };
  const remover = async (id: string) => {
    if (!(await confirm({ title: t`Remover o comentário?`, message: t`O comentário sai da conversa; o histórico registra a remoção.` }))) return;
    if (await escrever(() => comentariosApi.remover(atividadeId, id))) notify(t`Comentário removido.`, 'success');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {comenta && (
        <ComentarioEditor
          rotulo={t`Novo comentário`}
          acao={t`Comentar`}
          pedidoDeFoco={pedidoDeFoco}
          onEnviar={comentar}
        />
      )}
      {problema && (
        <Alert severity="error" role="alert" onClose={() => setProblema(null)}>
          {problema}
        </Alert>
      )}
      {naoEnviados.length > 0 && (
        <Box component="ol" aria-label={t`Comentários não enviados`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {naoEnviados.map((item) => (
            <ComentarioNaoEnviado key={item.id} item={item} />
          ))}
        </Box>
      )}
      {lista.status === 'failed' && !lista.page ? (
        <ListError message={lista.failureMessage} onRetry={lista.retry} />
      ) : !lista.page ? (
        <PageSpinner />
      ) : lista.page.items.length === 0 ? (
        <EmptyState icon={<ForumOutlined />} title={t`Nenhum comentário ainda`}>
          {comenta ? t`Combine detalhes com a equipe aqui. Use @ para chamar alguém.` : t`Os comentários da equipe aparecerão aqui.`}
        </EmptyState>
      ) : (
        <Box component="ol" aria-label={t`Comentários da atividade`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {lista.page.items.map((comentario) => {
            const proprio = comentario.autor?.id === user?.id;
            return (
              <ComentarioItem
                key={comentario.id}
                comentario={comentario}
                fuso={fuso}
                podeEditar={comenta && proprio}
                podeRemover={comenta && (proprio || gere)}
                onEditar={(texto) => escrever(() => comentariosApi.editar(atividadeId, comentario.id, texto))}
                onRemover={() => void remover(comentario.id)}
              />
            );
          })}
        </Box>
      )}
      <LoadMore list={lista} />
    </Box>
  );
}
