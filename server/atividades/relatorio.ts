import type { Definicao, Pergunta } from '#contract/questionario';
import { perguntasVisiveis, pontuacao, respondida, type Resposta } from '#contract/questionarioRegras';
import { RELATORIO_SO_CONCLUIDA, VINCULOS_ACAO_RELATORIO, type AcaoRelatorio, type PassoRelatorio, type Relatorio, type RespostaRelatorio } from '#contract/relatorio';
import { acoes } from '../db/repositories/acoes';
import { atividadeArquivos } from '../db/repositories/atividadeArquivos';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { configuracoes } from '../db/repositories/configuracoes';
import { questionarios } from '../db/repositories/questionarios';
import { httpErrors } from '../http/errors';
import { carregar } from './carregar';
import type { Trx } from '../db/tenant';

/** Entries of the histórico read for its summary: far more than a real activity gathers. */
const HISTORICO_MAX = 2000;

const dataBr = (valor: string) => {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : valor;
};

/** An answer read against its question; null when there is none, or none the question can show. */
export function respostaDoRelatorio(pergunta: Pergunta, valor: Resposta | undefined, arquivos: ReadonlySet<string>): RespostaRelatorio | null {
  if (!respondida(valor) || valor === undefined || valor === null) return null;
  switch (pergunta.tipo) {
    case 'sim_nao':
      return valor === 'sim' || valor === 'nao' || valor === 'na' ? { tipo: 'sim_nao', valor } : null;
    case 'escolha_unica':
    case 'multipla_escolha': {
      const escolhidas = typeof valor === 'object' && 'opcoes' in valor ? valor : typeof valor === 'string' ? { opcoes: [valor], outro: null } : null;
      if (!escolhidas) return null;
      const rotulos = new Map(pergunta.opcoes.map((opcao) => [opcao.id, opcao.rotulo]));
      const opcoes = escolhidas.opcoes.flatMap((id) => (rotulos.has(id) ? [rotulos.get(id)!] : []));
      return { tipo: 'escolhas', opcoes, outro: escolhidas.outro?.trim() || null };
    }
    case 'avaliacao':
      return typeof valor === 'number' ? { tipo: 'avaliacao', nota: valor } : null;
    case 'foto':
    case 'assinatura': {
      const ids = (Array.isArray(valor) ? valor : [valor]).filter((id): id is string => typeof id === 'string' && arquivos.has(id));
      return ids.length > 0 ? { tipo: 'arquivos', ids } : null;
    }
    case 'localizacao':
      return typeof valor === 'object' && 'latitude' in valor
        ? { tipo: 'local', latitude: valor.latitude, longitude: valor.longitude, precisao: valor.precisao ?? null }
        : null;
    case 'numero': {
      const unidade = pergunta.config?.unidade?.trim();
      const numero = typeof valor === 'number' ? valor.toLocaleString('pt-BR', { maximumFractionDigits: 6 }) : String(valor);
      return { tipo: 'texto', texto: unidade ? `${numero} ${unidade}` : numero };
    }
    case 'data':
      return typeof valor === 'string' ? { tipo: 'texto', texto: dataBr(valor) } : null;
    default:
      return typeof valor === 'string' || typeof valor === 'number' ? { tipo: 'texto', texto: String(valor) } : null;
  }
}

/** The ids of files the answers name (photos and signatures), to check that they are the activity's. */
function idsDeArquivos(definicao: Definicao, respostas: Record<string, Resposta>): string[] {
  return definicao.secoes.flatMap((secao) =>
    secao.perguntas.flatMap((pergunta) => {
      if (pergunta.tipo !== 'foto' && pergunta.tipo !== 'assinatura') return [];
      const valor = respostas[pergunta.id];
      return (Array.isArray(valor) ? valor : [valor]).filter((id): id is string => typeof id === 'string');
    }),
  );
}

/** The team's conversation and files stay inside the company: the client's report leaves them out. */
const INTERNAS = new Set<string>(['comentario', 'comentario_editado', 'comentario_removido', 'anexo', 'anexo_removido']);

/** The histórico, oldest first, with each run of answer saves by one person as one step. */
function resumoDoHistorico(itens: Awaited<ReturnType<typeof atividadeHistorico.list>>): PassoRelatorio[] {
  const passos: PassoRelatorio[] = [];
  for (const item of [...itens].reverse().filter((entrada) => !INTERNAS.has(entrada.acao))) {
    const por = item.por?.nome ?? null;
    const ultimo = passos.at(-1);
    if (item.acao === 'respostas' && ultimo?.acao === 'respostas' && ultimo.por === por) {
      ultimo.vezes += 1;
      ultimo.em = item.em;
      continue;
    }
    passos.push({ em: item.em, por, acao: item.acao, motivo: item.motivo, vezes: 1 });
  }
  return passos;
}

const VINCULO_DA_ENTRADA = { verificar: 'verificada', reabrir: 'reaberta', resolver: 'resolvida', reincidencia: 'reincidencia' } as const;

/** The site's corrective actions as this visit touched them: checked or reopened first, then fixed, raised, repeated. */
async function acoesDoRelatorio(trx: Trx, empresaId: string, atividadeId: string, siteId: string): Promise<AcaoRelatorio[]> {
  const { levantadas, entradas } = await acoes.doRelatorio(trx, empresaId, atividadeId, siteId);
  const itens: AcaoRelatorio[] = [
    ...entradas.map((entrada) => ({
      codigo: entrada.codigo,
      titulo: entrada.titulo,
      vinculo: VINCULO_DA_ENTRADA[entrada.acao as keyof typeof VINCULO_DA_ENTRADA],
      status: entrada.status,
      reincidente: entrada.reincidente,
      em: entrada.em.toISOString(),
      por: entrada.por_nome,
      texto: entrada.motivo ?? entrada.comentario,
      // Only this visit's photos are files the report may serve; the evidence is kept with its activity.
      fotos: (entrada.fotos ?? []).filter((foto) => foto.atividade_id === atividadeId).map((foto) => foto.id),
    })),
    ...levantadas.map((acao) => ({
      codigo: acao.codigo,
      titulo: acao.titulo,
      vinculo: 'levantada' as const,
      status: acao.status,
      reincidente: acao.reincidente,
      em: acao.criado_em.toISOString(),
      por: null,
      texto: null,
      fotos: [],
    })),
  ];
  const ordem = (item: AcaoRelatorio) => VINCULOS_ACAO_RELATORIO.indexOf(item.vinculo);
  return itens.sort((a, b) => ordem(a) - ordem(b) || a.em.localeCompare(b.em));
}

function endereco(site: { logradouro: string | null; numero: string | null; bairro: string | null; cidade: string | null; uf: string | null }): string | null {
  const rua = [site.logradouro, site.numero].filter(Boolean).join(', ');
  const cidade = [site.cidade, site.uf].filter(Boolean).join('/');
  return [rua, site.bairro, cidade].filter(Boolean).join(' – ') || null;
}

/**
 * The report of a concluded activity, as the page, the PDF and the client's link show it: the one
 * place its content is put together. 404 for an activity not of the company, 409 before it is concluded.
 */
export async function montarRelatorio(trx: Trx, empresaId: string, atividadeId: string): Promise<Relatorio> {
  const atividade = await carregar(trx, empresaId, atividadeId);
  if (atividade.status !== 'concluida') throw httpErrors.refused(RELATORIO_SO_CONCLUIDA);
  const [empresa, site, versao, historico] = await Promise.all([
    configuracoes.get(trx, empresaId),
    trx
      .selectFrom('site')
      .select(['codigo', 'logradouro', 'numero', 'bairro', 'cidade', 'uf'])
      .where('empresa_id', '=', empresaId)
      .where('id', '=', atividade.site_id)
      .executeTakeFirstOrThrow(),
    atividade.questionario_id && atividade.questionario_versao !== null
      ? questionarios.versao(trx, empresaId, atividade.questionario_id, atividade.questionario_versao)
      : undefined,
    atividadeHistorico.list(trx, empresaId, atividade.id, HISTORICO_MAX),
  ]);
  if (!empresa) throw httpErrors.notFound('Empresa não encontrada.');

  const definicao = versao?.definicao ?? { titulo: '', descricao: null, secoes: [] };
  const respostas = atividade.respostas;
  const visiveis = perguntasVisiveis(definicao, respostas);
  const pontos = pontuacao(definicao, respostas);
  const arquivos = await atividadeArquivos.existentes(trx, empresaId, atividade.id, idsDeArquivos(definicao, respostas));
  const passos = resumoDoHistorico(historico);
  const acoesDaVisita = await acoesDoRelatorio(trx, empresaId, atividade.id, atividade.site_id);
  // The histórico comes latest first.
  const inicio = historico.findLast((item) => item.acao === 'iniciar');
  const conclusao = historico.find((item) => item.acao === 'concluir');

  return {
    empresa: { nome: empresa.nome, cnpj: empresa.cnpj, logo: empresa.logo_arquivo !== null },
    fuso_horario: empresa.fuso_horario,
    atividade: {
      id: atividade.id,
      codigo: atividade.codigo,
      titulo: atividade.titulo,
      status: atividade.status,
      tipo_servico: atividade.tipo_nome,
      site: { nome: atividade.site_nome, codigo: site.codigo, endereco: endereco(site) },
      responsavel: atividade.responsavel_nome,
      prioridade: atividade.prioridade,
      descricao: atividade.descricao,
      agendada_para: atividade.agendada_para.toISOString(),
      prazo: atividade.prazo?.toISOString() ?? null,
      iniciada_em: inicio?.em ?? null,
      concluida_em: conclusao?.em ?? null,
      iniciada_local: inicio?.localizacao ?? null,
      concluida_local: conclusao?.localizacao ?? null,
    },
    questionario: versao ? { titulo: versao.definicao.titulo, versao: versao.numero } : null,
    secoes: definicao.secoes
      .map((secao) => ({
        id: secao.id,
        titulo: secao.titulo,
        perguntas: secao.perguntas
          .filter((pergunta) => visiveis.has(pergunta.id))
          .map((pergunta) => ({
            id: pergunta.id,
            enunciado: pergunta.enunciado,
            tipo: pergunta.tipo,
            resposta: respostaDoRelatorio(pergunta, respostas[pergunta.id], arquivos),
            comentario: atividade.comentarios[pergunta.id]?.trim() || null,
            pontos: pontos.perguntas[pergunta.id] ?? null,
            critica_falhou: pontos.criticas_falhas.includes(pergunta.id),
          })),
      }))
      .filter((secao) => secao.perguntas.length > 0),
    conformidade: { obtidos: pontos.obtidos, maximo: pontos.maximo, percentual: pontos.conformidade, reprovado: pontos.reprovado },
    historico: passos,
    acoes: acoesDaVisita,
  };
}
