import type { AcaoCorretiva, AcaoCreateBody, AcaoHistoricoItem, AcaoTransicaoBody } from '#contract/acoes';
import type { User } from '#contract/auth';
import { transicao } from '#machines/acaoMachine';
import type { FakeCall, FakeReply } from './fakeApi';
import { configuracoesFixture } from './fakeAtividade';

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export function acaoFixture(fields: Partial<AcaoCorretiva> = {}): AcaoCorretiva {
  return {
    id: 'ac-1',
    numero: 7,
    codigo: 'AC-000007',
    titulo: 'Trocar o extintor vencido',
    descricao: 'O extintor da cozinha venceu em janeiro.',
    status: 'aberta',
    prioridade: 'alta',
    prazo: '2026-03-12T12:00:00.000Z',
    atrasada: false,
    responsavel: { id: 'u-1', nome: 'Ana Souza' },
    site: { id: 's-1', nome: 'Loja Paulista' },
    atividade_id: 'a-1',
    pergunta_id: 'p-1',
    origem: 'automatica',
    reincidente: false,
    resolvida_na_atividade_id: null,
    versao: 2,
    criado_em: '2026-03-10T12:00:00.000Z',
    atualizado_em: '2026-03-10T12:00:00.000Z',
    ...fields,
  };
}

const entrada = (id: number, acao: AcaoHistoricoItem['acao'], fields: Partial<AcaoHistoricoItem> = {}): AcaoHistoricoItem => ({
  id,
  em: '2026-03-10T12:00:00.000Z',
  por: { id: 'u-9', nome: 'Marina Costa' },
  acao,
  motivo: null,
  campos: [],
  antes: null,
  depois: null,
  ...fields,
});

interface FakeAcoesOptions {
  acoes: AcaoCorretiva[];
  /** Who is signed in: the machine's guards read their id and papel, as the server's do. */
  user: User;
}

/**
 * /api/acoes for the screens: the list (status, atrasadas, atividade_id and q, by número), one
 * action, its transitions through the same machine the server runs (a stale `versao` is a 409, as
 * there), creation, edits and a histórico that grows with each step. The API's tests hold the real rules.
 */
export function fakeAcoes({ acoes, user }: FakeAcoesOptions): Record<string, Handler> {
  const registros = new Map(acoes.map((acao) => [acao.id, acao]));
  const historicos = new Map(acoes.map((acao) => [acao.id, [entrada(1, 'criacao')]]));
  const papel = user.empresa[0]!.papel;
  const routes: Record<string, Handler> = {
    'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
    'GET /api/acoes': ({ query }) => {
      const status = query.status?.split(',');
      const q = query.q?.toLowerCase();
      const items = [...registros.values()]
        .filter((acao) => !status || status.includes(acao.status))
        .filter((acao) => query.atrasadas !== 'true' || acao.atrasada)
        .filter((acao) => !query.atividade_id || acao.atividade_id === query.atividade_id)
        .filter((acao) => !query.responsavel_id || acao.responsavel?.id === query.responsavel_id)
        .filter((acao) => !q || acao.codigo.toLowerCase().includes(q) || acao.titulo.toLowerCase().includes(q))
        .sort((a, b) => b.numero - a.numero);
      return { status: 200, data: { items, next_cursor: null } };
    },
    'POST /api/acoes': ({ body }) => {
      const corpo = body as AcaoCreateBody;
      const numero = Math.max(0, ...[...registros.values()].map((acao) => acao.numero)) + 1;
      const nova = acaoFixture({
        id: `ac-${numero}`,
        numero,
        codigo: `AC-${String(numero).padStart(6, '0')}`,
        titulo: corpo.titulo,
        descricao: corpo.descricao ?? null,
        prioridade: corpo.prioridade,
        prazo: corpo.prazo ?? '2026-03-17T12:00:00.000Z',
        responsavel: { id: corpo.responsavel_id, nome: 'Ana Souza' },
        site: { id: corpo.site_id ?? 's-1', nome: 'Loja Paulista' },
        atividade_id: corpo.atividade_id ?? null,
        pergunta_id: corpo.pergunta_id ?? null,
        origem: 'manual',
        status: 'aberta',
        versao: 1,
      });
      registros.set(nova.id, nova);
      historicos.set(nova.id, [entrada(1, 'criacao')]);
      return { status: 201, data: nova };
    },
  };
  for (const acao of acoes) {
    const base = `/api/acoes/${acao.id}`;
    routes[`GET ${base}`] = () => ({ status: 200, data: registros.get(acao.id) });
    routes[`GET ${base}/historico`] = () => ({ status: 200, data: { items: [...historicos.get(acao.id)!].reverse(), next_cursor: null } });
    routes[`POST ${base}/transicoes`] = ({ body }) => {
      const { evento, versao, motivo, comentario } = body as AcaoTransicaoBody;
      const atual = registros.get(acao.id)!;
      if (versao !== atual.versao) return { status: 409, data: { code: 'versao_desatualizada', message: 'Esta ação foi alterada por outra pessoa. Recarregue para ver a versão atual.' } };
      const contexto = { ator: { usuarioId: user.id, papel }, responsavelId: atual.responsavel?.id ?? null, naVisitaSeguinte: false };
      const resultado = transicao(atual.status, contexto, evento, { motivo, comentario });
      if (!resultado.ok) return { status: 409, data: { code: 'transicao_recusada', message: resultado.motivo } };
      const nova = { ...atual, status: resultado.status, versao: atual.versao + 1 };
      registros.set(acao.id, nova);
      const historico = historicos.get(acao.id)!;
      historico.push(entrada(historico.length + 1, evento, { motivo: motivo ?? null, depois: comentario ? { comentario } : null }));
      return { status: 200, data: nova };
    };
  }
  return routes;
}
