import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { pode } from '#contract/permissoes';
import type { Atividade } from '#contract/atividade';
import type { Pergunta, QuestionarioVersao } from '#contract/questionario';
import { EmptyState } from '@/ui/EmptyState';
import { ListError } from '@/ui/list/ListError';
import { PageSpinner } from '@/ui/PageSpinner';
import { useLoad } from '@/ui/load/useLoad';
import { QuestionarioFormulario } from '../../questionarios/preenchimento/QuestionarioFormulario';
import { ArquivosContext, type ArquivosDoPreenchimento, type ImagemEmEnvio } from '../../questionarios/preenchimento/arquivos/ArquivosContext';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '@/app/session/useSession';
import { atividadesApi } from '../atividadesApi';
import type { ParteDoAparelho, Remetente } from '../offline/remetente';
import { RespostasEmConflito } from './RespostasEmConflito';
import { versaoDa } from './versaoDa';
import type { RespostasDaAtividade } from './useRespostas';
import { StaleAlert } from '@/ui/StaleAlert';
import { doServidorOuDaCopia } from '../../meu-dia/doServidorOuDaCopia';
import { useChaveDaAgenda } from '../../meu-dia/useChaveDaAgenda';
import { acaoPath } from '../../acoes/acoesAddress';

// Raising an action from an answer is rare: its editor comes when it is asked for.
const AcaoEditor = lazy(() => import('../../acoes/editor/AcaoEditor').then((module) => ({ default: module.AcaoEditor })));

const imagemEmEnvio = (parte: ParteDoAparelho): ImagemEmEnvio => ({
  chave: parte.id,
  nome: parte.nome ?? '',
  estado: parte.estado,
  progresso: parte.progresso ?? 0,
  ...(parte.falha ? { recusa: parte.falha.body ? failureMessage(parte.falha) : null } : {}),
});

/** The version the device kept with the activity, when it is the one the activity uses. */
function versaoGuardada(atividade: Atividade, guardada: QuestionarioVersao | null): QuestionarioVersao | null {
  if (!guardada || guardada.questionario_id !== atividade.questionario_id) return null;
  return atividade.questionario_versao === null || atividade.questionario_versao === guardada.numero ? guardada : null;
}

interface QuestionarioAbaProps {
  atividade: Atividade;
  respostas: RespostasDaAtividade;
  /** The device's sender, which keeps and sends the photos and the signature with the answers. */
  remetente: Remetente;
  /** What of this activity waits on the device: a photo or signature there answers its question. */
  partes: ParteDoAparelho[];
  /** Why this person may not answer now; null when they may. */
  somenteLeitura: 'status' | 'papel' | null;
  recarregar: () => void;
}

/** The Questionário tab: the frozen version filled in with its rules evaluated live, saved as it goes. */
export function QuestionarioAba({ atividade, respostas, remetente, partes, somenteLeitura, recarregar }: QuestionarioAbaProps) {
  const { t } = useLingui();
  const { user, empresa } = useSession();
  const [, navigate] = useLocation();
  const chaveDaAgenda = useChaveDaAgenda();
  const [acaoDe, setAcaoDe] = useState<Pergunta | null>(null);
  const abrirAcao = useCallback((pergunta: Pergunta) => setAcaoDe(pergunta), []);
  const criaAcoes = pode(empresa?.papel, 'acoes.criar');
  const versao = useLoad(() =>
    doServidorOuDaCopia(() => versaoDa(atividade), chaveDaAgenda, atividade.id, (copia) =>
      versaoGuardada(atividade, copia.pacote.questionario),
    ),
  );
  const { id, codigo } = atividade;
  const arquivos = useMemo<ArquivosDoPreenchimento>(
    () => ({
      guardar: (chave, nome, arquivo, destino) => remetente.guardarImagem(chave, nome, arquivo, { ...destino, atividade: id, codigo }),
      acompanhar: (prefixo, ouvinte) => {
        const mostrar = (partes: ParteDoAparelho[]) => ouvinte(partes.filter((parte) => parte.tipo !== 'respostas' && parte.id.startsWith(prefixo)).map(imagemEmEnvio));
        mostrar(remetente.partes());
        return remetente.ouvir(mostrar);
      },
      aoChegar: (ouvinte) =>
        remetente.aoReceber((aviso) => {
          if (aviso.tipo === 'imagem') ouvinte(aviso.chave, aviso.id);
        }),
      tentar: (chave) => void remetente.tentarImagem(chave),
      descartar: (chave) => void remetente.descartarImagem(chave),
      caminho: (arquivoId) => atividadesApi.caminhoDoArquivo(id, arquivoId),
      lugar: `${user?.id ?? ''}:${id}`,
    }),
    [remetente, id, codigo, user?.id],
  );
  // A refused image waits for the person, not for the sender: its question is still to be answered.
  const aCaminho = partes.flatMap((parte) => (parte.tipo !== 'respostas' && parte.estado !== 'conflito' && parte.pergunta ? [parte.pergunta] : []));
  const chaveACaminho = aCaminho.sort().join('\n');
  const respondidasNoAparelho = useMemo(() => new Set(chaveACaminho ? chaveACaminho.split('\n') : []), [chaveACaminho]);
  if (!atividade.questionario_id) {
    return (
      <EmptyState icon={<AssignmentOutlined />} title={t`Esta atividade não tem questionário`}>
        {t`O tipo de serviço desta atividade não pede um questionário.`}
      </EmptyState>
    );
  }
  if (versao.status === 'failed') return <ListError message={versao.failureMessage} onRetry={versao.retry} />;
  if (!versao.data) return versao.status === 'loading' ? <PageSpinner /> : <Alert severity="warning">{t`O questionário desta atividade ainda não foi publicado.`}</Alert>;

  const { estado, failure } = respostas;
  // Started on this device and not yet sent: the latest version shown is the one the start freezes, no longer a preview.
  const previa = atividade.questionario_versao === null && (atividade.status === 'agendada' || atividade.status === 'cancelada');
  const mensagem = failureMessage(failure);
  const barra =
    somenteLeitura !== null ? null : estado === 'falhou' ? (
      <>
        <Typography variant="body2" color="error">
          <Trans>Não salvo</Trans>
        </Typography>
        <Button size="small" onClick={respostas.tentar}>
          <Trans>Tentar novamente</Trans>
        </Button>
      </>
    ) : estado === 'semConexao' ? (
      <>
        <CloudOffOutlined fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {failure?.prazo ? <Trans>Não enviado: o servidor não respondeu a tempo</Trans> : <Trans>Não enviado: sem conexão</Trans>}
        </Typography>
        <Button size="small" onClick={respostas.tentar}>
          <Trans>Tentar agora</Trans>
        </Button>
      </>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {estado === 'salvo' ? <Trans>Tudo salvo</Trans> : estado === 'conflito' ? <Trans>Não salvo</Trans> : <Trans>Salvando…</Trans>}
      </Typography>
    );

  return (
    <>
      {previa && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`Prévia da versão publicada agora; a versão fica fixada quando a atividade é iniciada.`}
        </Alert>
      )}
      {somenteLeitura === 'status' && atividade.questionario_versao !== null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`O questionário só pode ser respondido enquanto a atividade está em andamento.`}
        </Alert>
      )}
      {somenteLeitura === 'papel' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t`Só o responsável pela atividade, um gestor ou um administrador responde o questionário.`}
        </Alert>
      )}
      {estado === 'conflito' && respostas.atuais && (
        <RespostasEmConflito definicao={versao.data} atuais={respostas.atuais} minhas={respostas} onEscolher={respostas.escolher} />
      )}
      {estado === 'conflito' && !respostas.atuais && (
        <StaleAlert onReload={recarregar} sx={{ mb: 2 }}>
          {t`Suas últimas respostas não foram salvas: ${mensagem}`}
        </StaleAlert>
      )}
      {estado === 'semConexao' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {failure?.prazo
            ? t`O servidor demorou demais para responder: as respostas ficam guardadas neste aparelho e serão enviadas de novo em instantes.`
            : t`Sem conexão: as respostas ficam guardadas neste aparelho e serão enviadas quando a conexão voltar.`}
        </Alert>
      )}
      {estado === 'falhou' && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t`Suas últimas respostas não foram salvas: ${mensagem}`}
        </Alert>
      )}
      <ArquivosContext.Provider value={arquivos}>
        <QuestionarioFormulario
          definicao={versao.data}
          respostas={respostas.respostas}
          comentarios={respostas.comentarios}
          onAnswer={respostas.responder}
          onComment={respostas.comentar}
          somenteLeitura={somenteLeitura !== null || estado === 'conflito'}
          listarPendentes={somenteLeitura === null}
          respondidasNoAparelho={respondidasNoAparelho}
          resumoRotulo={t`Andamento do questionário`}
          barra={barra}
          onAcao={criaAcoes && !previa ? abrirAcao : undefined}
        />
      </ArquivosContext.Provider>
      {acaoDe && (
        <Suspense fallback={null}>
          <AcaoEditor
            id={null}
            daResposta={{
              atividade_id: atividade.id,
              pergunta_id: acaoDe.id,
              site: atividade.site,
              titulo: `${atividade.codigo}: ${acaoDe.enunciado}`,
            }}
            onClose={() => setAcaoDe(null)}
            onSaved={(acao) => navigate(acaoPath(acao.id))}
          />
        </Suspense>
      )}
    </>
  );
}
