import type { Prioridade } from '#contract/atividade';
import type { Definicao, Pergunta } from '#contract/questionario';
import { obrigatoriasPendentes, perguntasEmOrdem, pontuacao, type Resposta } from '#contract/questionarioRegras';
import type { EventoAtividade } from '#contract/atividadeStatus';
import type { Ator } from '../atividades/carregar';
import { criarAtividades } from '../atividades/criar';
import { notificacoes } from '../db/repositories/notificacoes';
import { salvarRespostas } from '../atividades/respostas';
import { definicaoCongelada, transicionar } from '../atividades/transicionar';
import { atividadeArquivos } from '../db/repositories/atividadeArquivos';
import { atividades } from '../db/repositories/atividades';
import { membros } from '../db/repositories/membros';
import { sites } from '../db/repositories/sites';
import { tiposServico } from '../db/repositories/tiposServico';
import type { Autoria } from '../db/repositories/registros';
import { inEmpresa } from '../db/tenant';
import { companyFiles } from '../files/companyFiles';
import { atrasosJaSabidos } from '../notificacoes/atrasos';
import { assinaturaDeExemplo, fotoDeExemplo } from './imagensDeExemplo';
import type { Seed } from './index';

const NOTIFICACOES_NAO_LIDAS = 3;

/** A título of null names the activity by its service type and site. */
type Linha = [titulo: string | null, tipo: string, dias: number, hora: number, prioridade: Prioridade, eventos: EventoAtividade[]];

/**
 * Twenty named activities around today, in every status: scheduled ones ahead (two already late),
 * work under way with part of its questionnaire answered, paused, concluded (questionnaire
 * answered in full, with photos and a signature) and cancelled. The tests and the README name
 * these; `geradas` adds the months around them.
 */
const LINHAS: Linha[] = [
  ['Manutenção preventiva dos splits', 'Manutenção preventiva', 1, 9, 'normal', []],
  ['Inspeção de segurança trimestral', 'Inspeção de segurança', 2, 14, 'alta', []],
  ['Vistoria dos extintores', 'Vistoria', 3, 10, 'normal', []],
  ['Instalação do novo quadro elétrico', 'Instalação', 5, 8, 'urgente', []],
  ['Treinamento da brigada', 'Treinamento', 8, 15, 'baixa', []],
  ['Auditoria de procedimentos', 'Auditoria', 12, 9, 'normal', []],
  ['Manutenção preventiva do chiller', 'Manutenção preventiva', -3, 9, 'alta', []],
  ['Vistoria pós-reforma', 'Vistoria', -2, 16, 'normal', []],
  ['Manutenção preventiva da câmara fria', 'Manutenção preventiva', 0, 8, 'urgente', ['iniciar']],
  ['Inspeção de segurança do galpão', 'Inspeção de segurança', 0, 10, 'alta', ['iniciar']],
  ['Vistoria da cobertura', 'Vistoria', -1, 13, 'normal', ['iniciar']],
  ['Instalação de câmeras', 'Instalação', -1, 9, 'normal', ['iniciar', 'pausar']],
  ['Manutenção preventiva dos exaustores', 'Manutenção preventiva', -2, 11, 'baixa', ['iniciar', 'pausar']],
  ['Reparo do portão automático', 'Manutenção corretiva', -4, 9, 'urgente', ['iniciar', 'concluir']],
  ['Limpeza dos filtros de ar', 'Limpeza técnica', -6, 14, 'normal', ['iniciar', 'concluir']],
  ['Auditoria de estoque de EPIs', 'Auditoria', -8, 10, 'normal', ['iniciar', 'concluir']],
  ['Treinamento de NR-10', 'Treinamento', -10, 8, 'alta', ['iniciar', 'concluir']],
  ['Troca do disjuntor geral', 'Manutenção corretiva', -12, 15, 'alta', ['iniciar', 'pausar', 'retomar', 'concluir']],
  ['Limpeza técnica do data center', 'Limpeza técnica', 4, 22, 'normal', ['cancelar']],
  ['Vistoria de entrega', 'Vistoria', -5, 9, 'baixa', ['cancelar']],
];

/**
 * One concluded activity in this many fails its critical items (the técnico's comment beside
 * each), so that the demo's corrective actions come from the automatic rule, as a company's would.
 */
const UMA_FALHA_EM = 5;
const COMENTARIO_DA_FALHA = 'Encontrado fora do padrão no local; registrado com foto para correção.';

const MOTIVOS: Partial<Record<EventoAtividade, string>> = {
  pausar: 'Aguardando peça do fornecedor.',
  cancelar: 'Cliente pediu para remarcar.',
};

/**
 * About two hundred more over the last and next six weeks, so that lists, filters and the
 * calendar have something to show: past ones mostly concluded, some cancelled, paused or late;
 * ahead, scheduled, now and then cancelled.
 */
function geradas(tipos: readonly string[], total = 180): Linha[] {
  return Array.from({ length: total }, (_, indice): Linha => {
    const dias = -45 + Math.floor((indice * 90) / total);
    const tipo = tipos[indice % tipos.length]!;
    const hora = 8 + ((indice * 5) % 10);
    const prioridade = (['normal', 'normal', 'alta', 'baixa', 'urgente'] as const)[indice % 5]!;
    const passado: EventoAtividade[][] = [['iniciar', 'concluir'], ['iniciar', 'concluir'], ['iniciar', 'concluir'], ['cancelar'], ['iniciar', 'pausar'], []];
    const eventos = dias > 0 ? (indice % 12 === 0 ? ['cancelar'] : []) : dias === 0 ? ['iniciar'] : passado[indice % passado.length]!;
    return [null, tipo, dias, hora, prioridade, eventos as EventoAtividade[]];
  });
}

/** A plausible answer to a question of a ready-made questionnaire; photos and signatures are sent by `arquivosDeExemplo`. */
function respostaDeExemplo(pergunta: Pergunta, hoje: string, falha: boolean): Resposta | undefined {
  if (falha && pergunta.critica && pergunta.tipo === 'sim_nao') {
    const pontos = pergunta.pontos ?? {};
    return (pontos.nao ?? 0) > (pontos.sim ?? 0) ? 'sim' : 'nao';
  }
  switch (pergunta.tipo) {
    case 'texto_curto':
      return 'Conforme';
    case 'texto_longo':
      return 'Sem observações.';
    case 'numero':
      return pergunta.config?.minimo ?? 1;
    case 'sim_nao': {
      const pontos = pergunta.pontos ?? {};
      return (pontos.nao ?? 0) > (pontos.sim ?? 0) ? 'nao' : 'sim';
    }
    case 'escolha_unica':
    case 'multipla_escolha':
      return pergunta.opcoes[0] ? { opcoes: [pergunta.opcoes[0].id] } : undefined;
    case 'data':
      return hoje;
    case 'hora':
      return '09:30';
    case 'avaliacao':
      return 4;
    case 'localizacao':
      return { latitude: -23.5614, longitude: -46.6559, precisao: 8 };
    default:
      return undefined;
  }
}

/** `dias` from today at `hora` o'clock in São Paulo, the demo company's time zone. */
function emSaoPaulo(agora: Date, dias: number, hora: number): string {
  const local = new Date(agora.getTime() - 3 * 3_600_000 + dias * 86_400_000);
  return `${local.toISOString().slice(0, 10)}T${String(hora).padStart(2, '0')}:00:00-03:00`;
}

type Trx = Parameters<Parameters<typeof inEmpresa>[2]>[0];

/**
 * Answers for every visible question (photos and a signature sent as files of the activity),
 * enough to conclude: required questions revealed by earlier answers are answered in turn.
 */
async function respostasCompletas(
  trx: Trx,
  arquivos: ReturnType<typeof companyFiles>,
  empresaId: string,
  atividadeId: string,
  definicao: Definicao,
  hoje: string,
  autoria: Autoria,
  falha: boolean,
): Promise<Record<string, Resposta>> {
  const respostas: Record<string, Resposta> = {};
  const enviar = async (bytes: Buffer) => {
    const arquivo = await arquivos.save(empresaId, bytes, 'png');
    return (await atividadeArquivos.inserir(trx, empresaId, atividadeId, { tipo: 'image/png', tamanho: bytes.length, arquivo }, autoria)).id;
  };
  const responder = async (pergunta: Pergunta, semente: number) => {
    if (pergunta.tipo === 'foto') {
      const quantas = Math.min(Math.max(pergunta.config?.minimo ?? 1, 1), 2);
      respostas[pergunta.id] = await Promise.all(Array.from({ length: quantas }, (_, indice) => enviar(fotoDeExemplo(semente + indice))));
    } else if (pergunta.tipo === 'assinatura') {
      respostas[pergunta.id] = await enviar(assinaturaDeExemplo(semente));
    } else {
      const resposta = respostaDeExemplo(pergunta, hoje, falha);
      if (resposta !== undefined) respostas[pergunta.id] = resposta;
    }
  };
  const semente = atividadeId.charCodeAt(0) + atividadeId.charCodeAt(1);
  for (const [indice, { pergunta }] of perguntasEmOrdem(definicao).entries()) {
    if (pergunta.regra === null) await responder(pergunta, semente + indice);
  }
  for (let volta = 0; volta < 3; volta++) {
    const pendentes = obrigatoriasPendentes(definicao, respostas);
    if (pendentes.length === 0) break;
    for (const [indice, pergunta] of pendentes.entries()) await responder(pergunta, semente + volta * 10 + indice);
  }
  return respostas;
}

export const demoAtividades: Seed = {
  name: 'atividades de demonstração',
  async run(app, { demo }) {
    const { empresaId } = demo;
    const agora = app.clock();
    const autoria = { por: demo.adminId, agora };
    const arquivos = companyFiles(app.config.dataDir);
    await inEmpresa(app.db, empresaId, async (trx) => {
      if (await atividades.alguma(trx, empresaId)) return;
      const equipe = (await membros.list(trx, empresaId, { limite: 100 })).items;
      const admin: Ator = { usuarioId: demo.adminId, papel: 'admin' };
      const executores: Ator[] = equipe
        .filter((membro) => membro.papel === 'tecnico' || membro.papel === 'gestor')
        .sort((a, b) => Number(a.papel === 'gestor') - Number(b.papel === 'gestor'))
        .map((membro) => ({ usuarioId: membro.id, papel: membro.papel }));
      const locais = (await sites.list(trx, empresaId, { ativo: true, limite: 100 })).items;
      const tipos = new Map((await tiposServico.list(trx, empresaId, { ativo: true, limite: 100 })).items.map((tipo) => [tipo.nome, tipo]));
      const linhas = [...LINHAS, ...geradas([...tipos.keys()].sort())];
      for (const [indice, [titulo, nomeDoTipo, dias, hora, prioridade, eventos]] of linhas.entries()) {
        const tipo = tipos.get(nomeDoTipo);
        const site = locais[(indice * 7) % Math.max(locais.length, 1)];
        if (!tipo || !site) continue;
        // Mostly the técnico (first), now and then the gestor (last); the admin when the demo team is gone.
        const executor = executores[indice % 4 === 3 ? executores.length - 1 : 0] ?? admin;
        const agendada_para = emSaoPaulo(agora, dias, hora);
        const [criada] = await criarAtividades(
          trx,
          empresaId,
          {
            titulo: titulo ?? `${nomeDoTipo}: ${site.nome}`,
            tipo_servico_id: tipo.id,
            site_id: site.id,
            responsavel_id: executor.usuarioId,
            prioridade,
            agendada_para,
            prazo: emSaoPaulo(agora, dias + 1, 18),
          },
          autoria,
        );
        const id = criada!.id;
        const aplicar = async (evento: EventoAtividade) => {
          const atual = (await atividades.find(trx, empresaId, id))!;
          const ator = evento === 'cancelar' ? admin : executor;
          await transicionar(trx, empresaId, id, ator, { evento, motivo: MOTIVOS[evento], versao: atual.versao }, { por: ator.usuarioId, agora });
        };
        // A concluded activity is answered in full before it concludes, as the machine asks.
        const conclui = eventos.at(-1) === 'concluir';
        for (const evento of conclui ? eventos.slice(0, -1) : eventos) await aplicar(evento);
        const depois = (await atividades.find(trx, empresaId, id))!;
        const definicao = await definicaoCongelada(trx, empresaId, depois);
        if (depois.status === 'em_andamento' && definicao) {
          const hoje = agendada_para.slice(0, 10);
          const quem = { por: executor.usuarioId, agora };
          const falha = conclui && indice % UMA_FALHA_EM === 0;
          const respostas = conclui ? await respostasCompletas(trx, arquivos, empresaId, id, definicao, hoje, quem, falha) : respostasParciais(definicao, hoje);
          const comentarios = falha ? Object.fromEntries(pontuacao(definicao, respostas).criticas_falhas.map((pergunta) => [pergunta, COMENTARIO_DA_FALHA])) : {};
          await salvarRespostas(trx, empresaId, id, executor, { respostas, comentarios, versao: depois.versao }, quem);
        }
        if (conclui) await aplicar('concluir');
      }
      // The demo's assignments and prazos passed are its past: each person finds only the newest few
      // unread, none in their mail, and no notice of what was already overdue.
      await notificacoes.lerAntigas(trx, empresaId, NOTIFICACOES_NAO_LIDAS, agora);
      await notificacoes.semEmail(trx, empresaId);
      await atrasosJaSabidos(trx, empresaId, agora);
    });
  },
};

/** The first few answers of work under way. */
function respostasParciais(definicao: Definicao, hoje: string): Record<string, Resposta> {
  const respostas: Record<string, Resposta> = {};
  for (const { pergunta } of perguntasEmOrdem(definicao).slice(0, 5)) {
    const resposta = respostaDeExemplo(pergunta, hoje, false);
    if (resposta !== undefined && pergunta.regra === null) respostas[pergunta.id] = resposta;
  }
  return respostas;
}
