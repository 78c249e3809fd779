import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import type { Atividade } from '#contract/atividade';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { acoesDisponiveis, recusaDasRespostas, type AtividadeContexto } from '#machines/atividadeMachine';
import { NOT_FOUND_PATH } from '@/app/caminhos';
import { TOPBAR_HEIGHT } from '@/theme/layout';
import { useAtor } from '@/app/session/useAtor';
import { ListError } from '@/ui/list/ListError';
import { PageSpinner } from '@/ui/PageSpinner';
import { useLoad } from '@/ui/load/useLoad';
import { AcoesDaAtividade } from '../../acoes/AcoesDaAtividade';
import { PendenciasDoSite } from '../../acoes/pendencias/PendenciasDoSite';
import { configuracoesApi } from '../../configuracoes/configuracoesApi';
import { useAtividadesAoVivo } from '../aoVivo/useAtividadesAoVivo';
import { EditarAtividadeAcao } from '../editar/EditarAtividadeAcao';
import { EnviosPendentes } from '../offline/EnviosPendentes';
import { statusComPendentes } from '../offline/statusComPendentes';
import { useOutbox } from '../offline/useOutbox';
import { useRecarregarAoEnviar } from '../offline/useRecarregarAoEnviar';
import { RelatorioAcao } from '../relatorio/RelatorioAcao';
import { TransicaoFeita } from '../transicoes/TransicaoFeita';
import { AnexosAba } from './anexos/AnexosAba';
import { AtividadeAcoes } from './AtividadeAcoes';
import { AtividadeCabecalho } from './AtividadeCabecalho';
import { ComentariosAba } from './comentarios/ComentariosAba';
import { useComentarComando } from './comentarios/useComentarComando';
import { HistoricoAba } from './HistoricoAba';
import { QuestionarioAba } from './QuestionarioAba';
import { SiteDaAtividade } from './SiteDaAtividade';
import { useAtividade } from './useAtividade';
import { useRespostas } from './useRespostas';
import { useTransicoes } from './useTransicoes';
import { StaleAlert } from '@/ui/StaleAlert';
import { CopiaDoAparelho } from '../../meu-dia/CopiaDoAparelho';

type Aba = 'questionario' | 'comentarios' | 'anexos' | 'historico';

/** The details page of one activity (issue 8): an unknown or another company's id is the 404 page. */
export function AtividadeDetalhes({ id }: { id: string }) {
  const carga = useAtividade(id);
  if (carga.failureStatus === 404) return <Redirect to={NOT_FOUND_PATH} replace />;
  if (!carga.atividade) return carga.status === 'failed' ? <ListError message={carga.failureMessage} onRetry={carga.retry} /> : <PageSpinner />;
  // Wide screens keep the questionnaire at a readable width, with the site beside it.
  return (
    <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' } }}>
      <Box sx={{ minWidth: 0 }}>
        <AtividadeAberta atividade={carga.atividade} copiaDe={carga.copiaDe} gravada={carga.gravada} recarregar={carga.reload} />
      </Box>
      {/* The side column keeps the site in view as the questionnaire scrolls, with the actions it raised under it. */}
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0, position: { lg: 'sticky' }, top: { lg: TOPBAR_HEIGHT + 16 } }}>
        <SiteDaAtividade key={carga.atividade.site.id} site={carga.atividade.site} />
        <AcoesDaAtividade key={`${carga.atividade.id}:${carga.atividade.status}`} atividadeId={carga.atividade.id} />
      </Box>
    </Box>
  );
}

interface AtividadeAbertaProps {
  atividade: Atividade;
  /** When the device's copy on screen was brought up to date; null when it is the server's answer. */
  copiaDe: string | null;
  gravada: (atividade: Atividade) => void;
  recarregar: () => void;
}

function AtividadeAberta({ atividade: doServidor, copiaDe, gravada, recarregar }: AtividadeAbertaProps) {
  const { t } = useLingui();
  const ator = useAtor();
  const configuracoes = useLoad(() => configuracoesApi.get());
  const fuso = configuracoes.data?.fuso_horario ?? FUSO_PADRAO;
  const [aba, setAba] = useState<Aba>('questionario');
  const abasId = useId();
  const [pedidoDeComentario, setPedidoDeComentario] = useState(0);
  useComentarComando(() => {
    setAba('comentarios');
    setPedidoDeComentario((pedido) => pedido + 1);
  });
  const ultima = useRef(doServidor);
  if (doServidor.versao > ultima.current.versao) ultima.current = doServidor;
  // The next write must carry the versao this one answered, even before the page draws it.
  const gravar = (nova: Atividade) => {
    if (nova.versao > ultima.current.versao) ultima.current = nova;
    gravada(nova);
  };
  const versaoAtual = () => ultima.current.versao;
  // Someone else's change reaches the page without a reload; this page's own writes already carry their versao.
  useAtividadesAoVivo((evento) => {
    if (evento.id === doServidor.id && evento.versao !== undefined && evento.versao > ultima.current.versao) recarregar();
  });

  const contexto: AtividadeContexto = {
    ator,
    responsavelId: doServidor.responsavel?.id ?? null,
    definicao: null,
    respostas: doServidor.respostas,
    comentarios: doServidor.comentarios,
  };
  const envios = useOutbox();
  const daAtividade = envios.itens.filter((item) => item.atividade_id === doServidor.id);
  const atividade = { ...doServidor, status: statusComPendentes(doServidor.status, contexto, doServidor.id, daAtividade) };
  useRecarregarAoEnviar(daAtividade, recarregar);
  const respostas = useRespostas({ atividade, usuarioId: ator.usuarioId, remetente: envios.remetente, gravada: gravar, versaoAtual });
  const partes = envios.partes.filter((parte) => parte.atividade_id === doServidor.id);
  const transicoes = useTransicoes({
    atividade,
    gravada: gravar,
    contexto,
    antes: respostas.enviarAgora,
    versaoAtual,
    outbox: envios.outbox,
    // An image still on the device goes before a transition made now, as an item of the outbox does.
    naFila: daAtividade.some((item) => item.estado !== 'enviado') || partes.some((parte) => parte.tipo !== 'respostas'),
  });
  const { problema } = transicoes;
  const recusa = recusaDasRespostas(atividade.status, contexto);
  const somenteLeitura = recusa === null ? null : atividade.status === 'em_andamento' ? 'papel' : 'status';
  const recarregarTudo = () => {
    respostas.descartar();
    transicoes.limparProblema();
    recarregar();
  };

  return (
    <>
      <AtividadeCabecalho atividade={atividade} fuso={fuso}>
        {copiaDe && <CopiaDoAparelho em={copiaDe} />}
        {/* The transitions, editing and the report side by side: a row each looked like three separate headers. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, '&:empty': { display: 'none' } }}>
          <AtividadeAcoes
            codigo={atividade.codigo}
            acoes={acoesDisponiveis(atividade.status, contexto)}
            enviando={transicoes.enviando}
            naSerie={Boolean(atividade.serie_id)}
            onExecutar={(evento, motivo, escopo) => void transicoes.executar(evento, motivo, escopo)}
          />
          <EditarAtividadeAcao atividade={atividade} onSaved={gravar} />
          {atividade.status === 'concluida' && <RelatorioAcao atividadeId={atividade.id} />}
        </Box>
        <EnviosPendentes itens={daAtividade} envios={envios} />
        {transicoes.feita && <TransicaoFeita evento={transicoes.feita} atividade={atividade} onClose={transicoes.esquecerFeita} />}
        {problema?.desatualizada && <StaleAlert onReload={recarregarTudo}>{problema.message}</StaleAlert>}
        {problema && !problema.desatualizada && (
          <Alert severity="error" role="alert" onClose={transicoes.limparProblema}>
            {problema.message}
          </Alert>
        )}
      </AtividadeCabecalho>
      {/* The site's findings of earlier visits come before the questionnaire: the visit checks them. */}
      <PendenciasDoSite key={`${atividade.id}:${atividade.status}`} atividade={atividade} enviaFotos={recusa === null} fuso={fuso} />
      <Tabs value={aba} onChange={(_, nova: Aba) => setAba(nova)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tab value="questionario" label={t`Questionário`} id={`${abasId}-questionario`} aria-controls={`${abasId}-painel`} />
        <Tab value="comentarios" label={t`Comentários`} id={`${abasId}-comentarios`} aria-controls={`${abasId}-painel`} />
        <Tab value="anexos" label={t`Anexos`} id={`${abasId}-anexos`} aria-controls={`${abasId}-painel`} />
        <Tab value="historico" label={t`Histórico`} id={`${abasId}-historico`} aria-controls={`${abasId}-painel`} />
      </Tabs>
      <Box role="tabpanel" id={`${abasId}-painel`} aria-labelledby={`${abasId}-${aba}`}>
        {aba === 'questionario' && (
          <QuestionarioAba
            key={`${atividade.questionario_id}:${atividade.questionario_versao}`}
            atividade={atividade}
            respostas={respostas}
            remetente={envios.remetente}
            partes={partes}
            somenteLeitura={somenteLeitura}
            recarregar={recarregarTudo}
          />
        )}
        {aba === 'comentarios' && <ComentariosAba atividadeId={atividade.id} fuso={fuso} pedidoDeFoco={pedidoDeComentario} fila={daAtividade} outbox={envios.outbox} />}
        {aba === 'anexos' && <AnexosAba atividade={atividade} fuso={fuso} />}
        {/* Read again after each change of the activity, so the newest entry is there. */}
        {aba === 'historico' && <HistoricoAba key={atividade.versao} atividadeId={atividade.id} fuso={fuso} />}
      </Box>
    </>
  );
}
