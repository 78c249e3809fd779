import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Atividade, AtividadeCreateBody, AtividadeCriada, AtividadeLista, AtividadeResumo } from '#contract/atividade';
import type { Configuracoes } from '#contract/configuracoes';
import type { Contagem } from '#contract/lista';
import type { Papel } from '#contract/papel';
import type { Definicao, Questionario } from '#contract/questionario';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import type { EventoAtividade } from '#contract/atividadeStatus';
import { bearer, register } from './accounts';
import { memberOf } from './members';

export type Headers = Record<string, string>;

/** A company with one member per papel (and a second técnico), a service type and a site, all made through the API. */
export interface Empresa {
  empresaId: string;
  headers: Record<Papel | 'outroTecnico', Headers>;
  ids: Record<Papel | 'outroTecnico', string>;
  nomes: Record<Papel | 'outroTecnico', string>;
  tipo: TipoServico;
  site: Site;
}

/** The answer's body, which must come with `status`; otherwise the test fails naming `what` and the answer. */
export async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200, what = 'pedido'): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
}

export async function novaEmpresa(app: FastifyInstance, nome = 'Construtora Horizonte'): Promise<Empresa> {
  const admin = await register(app, { nome: 'Ana Souza', empresa_nome: nome });
  const empresaId = admin.user.empresa[0]!.id;
  const headers = { admin: bearer(admin.token, empresaId) } as Empresa['headers'];
  const ids = { admin: admin.user.id } as Empresa['ids'];
  const nomes = { admin: 'Ana Souza' } as Empresa['nomes'];
  const membros = [
    ['gestor', 'gestor', 'Marina Costa'],
    ['tecnico', 'tecnico', 'Rafael Lima'],
    ['outroTecnico', 'tecnico', 'Paulo Reis'],
    ['leitor', 'leitor', 'Beatriz Souza'],
  ] as const;
  for (const [chave, papel, nomeMembro] of membros) {
    const conta = await memberOf(app, empresaId, papel, { nome: nomeMembro });
    headers[chave] = bearer(conta.token, empresaId);
    ids[chave] = conta.user.id;
    nomes[chave] = nomeMembro;
  }
  const tipo = await ok<TipoServico>(
    app.inject({ method: 'POST', url: '/api/tipos-servicos', headers: headers.admin, payload: { nome: 'Manutenção preventiva', cor: '#2E7D32' } }),
    201,
    'tipo de serviço',
  );
  const site = await ok<Site>(app.inject({ method: 'POST', url: '/api/sites', headers: headers.admin, payload: { nome: 'Loja Paulista' } }), 201, 'site');
  return { empresaId, headers, ids, nomes, tipo, site };
}

/** A questionnaire of the company, published as version 1. */
export async function questionarioPublicado(app: FastifyInstance, headers: Headers, definicao: Definicao): Promise<Questionario> {
  const criado = await ok<Questionario>(app.inject({ method: 'POST', url: '/api/questionarios', headers, payload: definicao }), 201, 'questionário');
  return ok<Questionario>(app.inject({ method: 'POST', url: `/api/questionarios/${criado.id}/publicar`, headers }), 200, 'publicar');
}

/** The body of a new activity of `empresa`, for its técnico, overridden by `campos`. */
export function corpo(empresa: Empresa, campos: Partial<AtividadeCreateBody> = {}): AtividadeCreateBody {
  return {
    titulo: 'Manutenção do ar-condicionado',
    tipo_servico_id: empresa.tipo.id,
    site_id: empresa.site.id,
    responsavel_id: empresa.ids.tecnico,
    prioridade: 'normal',
    agendada_para: '2026-03-10T12:00:00.000Z',
    ...campos,
  };
}

export function criar(app: FastifyInstance, empresa: Empresa, campos: Partial<AtividadeCreateBody> = {}, headers = empresa.headers.gestor) {
  return app.inject({ method: 'POST', url: '/api/atividades', headers, payload: corpo(empresa, campos) });
}

export function criada(app: FastifyInstance, empresa: Empresa, campos: Partial<AtividadeCreateBody> = {}): Promise<AtividadeCriada> {
  return ok<AtividadeCriada>(criar(app, empresa, campos), 201, 'atividade');
}

export function transicao(app: FastifyInstance, headers: Headers, atividade: Pick<Atividade, 'id' | 'versao'>, evento: EventoAtividade, motivo?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/atividades/${atividade.id}/transicoes`,
    headers,
    payload: { evento, versao: atividade.versao, ...(motivo === undefined ? {} : { motivo }) },
  });
}

/** The transition, which must be accepted: the activity after it. */
export function transicionada(app: FastifyInstance, headers: Headers, atividade: Pick<Atividade, 'id' | 'versao'>, evento: EventoAtividade, motivo?: string) {
  return ok<Atividade>(transicao(app, headers, atividade, evento, motivo), 200, evento);
}

export function ler(app: FastifyInstance, headers: Headers, id: string): Promise<Atividade> {
  return ok<Atividade>(app.inject({ method: 'GET', url: `/api/atividades/${id}`, headers }), 200, 'ler');
}

/** One page of GET /api/atividades, which must be answered. */
export function listar(app: FastifyInstance, headers: Headers, query = ''): Promise<AtividadeLista> {
  return ok<AtividadeLista>(app.inject({ method: 'GET', url: `/api/atividades?${query}`, headers }), 200, `listar ${query}`);
}

/** GET /api/atividades/total: how many activities the list's filters in `query` match. */
export function contar(app: FastifyInstance, headers: Headers, query = ''): Promise<Contagem> {
  return ok<Contagem>(app.inject({ method: 'GET', url: `/api/atividades/total?${query}`, headers }), 200, `contar ${query}`);
}

/**
 * Every page of the list from `desde` (the first page without one), following next_cursor;
 * `entrePaginas` runs after each page that has a next one, before it is asked for.
 */
export async function todasAsPaginas(
  app: FastifyInstance,
  headers: Headers,
  query: string,
  { desde = null, entrePaginas }: { desde?: string | null; entrePaginas?: (pagina: AtividadeResumo[], indice: number) => Promise<void> } = {},
): Promise<AtividadeResumo[][]> {
  const paginas: AtividadeResumo[][] = [];
  let cursor = desde;
  do {
    const pagina = await listar(app, headers, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    paginas.push(pagina.items);
    cursor = pagina.next_cursor;
    if (cursor && entrePaginas) await entrePaginas(pagina.items, paginas.length - 1);
  } while (cursor);
  return paginas;
}

/** Changes the company's settings (prefix, time zone) as its admin, over the versao it reads first. */
export async function configurar(app: FastifyInstance, empresa: Empresa, mudanca: Partial<Configuracoes>): Promise<void> {
  const headers = empresa.headers.admin;
  const atual = await ok<Configuracoes>(app.inject({ method: 'GET', url: '/api/configuracoes', headers }), 200, 'configurações');
  const { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, versao } = { ...atual, ...mudanca };
  const payload = { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, versao };
  await ok(app.inject({ method: 'PUT', url: '/api/configuracoes', headers, payload }), 200, 'salvar configurações');
}
