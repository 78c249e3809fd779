import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Transaction } from 'kysely';
import type { EmpresaDoUsuario } from '#contract/auth';
import { EMPRESA_HEADER } from '#contract/limits';
import { pode, SEM_PERMISSAO, type Acao } from '#contract/permissoes';
import { PREFIXO_TOKEN_API } from '#contract/tokens';
import { escreveuAoVivo } from '../../db/aoVivoDaTransacao';
import type { Autoria } from '../../db/repositories/registros';
import { sessoes, type SessaoLida } from '../../db/repositories/sessoes';
import { tokensApi, type TokenApiLido } from '../../db/repositories/tokensApi';
import type { Perfil } from '../../db/repositories/usuarios';
import type { Database } from '../../db/schema';
import { comoDono, inEmpresa, lendoNaEmpresa, type Trx } from '../../db/tenant';
import { httpErrors } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { hashSecret } from '../../security/secrets';

/** A token unused for this long stops working (it is renewed by every use). */
export const TOKEN_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
/** A token stops working this long after the sign-in that made it, however often it is used; signing in again makes a new one. */
export const TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
// Writing the last use on every request would turn reads into writes; a minute is precise enough.
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  /** The person's account, or the API token's (its id is the token's): the author of its writes. */
  usuarioId: string;
  /** The session's token, or the API token. */
  tokenId: string;
  /** The account's profile as it was when the request began (a route that changes it reads it again). */
  perfil: Perfil;
  /** A person signed in, or a company's API token (docs/tokens.md). */
  tipo: 'pessoa' | 'token';
}

/** The company a request acts in, checked against the person's memberships. */
export interface Tenant {
  /** The current company, or null for a person who belongs to none. */
  empresa: EmpresaDoUsuario | null;
  /** Every company of the person, the current one first (the API's contract: `user.empresa[0]` is current). */
  empresas: EmpresaDoUsuario[];
  /**
   * Runs `work` in a transaction bound to the current company: row-level security keeps every
   * query in it to that company's rows, even one that forgets to filter by empresa_id. `work`
   * also receives the company's id, for queries that name it (the planner and Citus route on it).
   */
  transaction<T>(work: (trx: Transaction<Database>, empresaId: string) => Promise<T>): Promise<T>;
  /** The same binding for work that only reads, without the round trips of begin and commit. */
  leitura<T>(work: (db: Trx, empresaId: string) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
    tenant: Tenant;
    /** Who writes and when, for the histórico and `atualizado_por`; `agora` defaults to the app's clock. */
    autoria(agora?: Date): Autoria;
  }
  interface FastifyContextConfig {
    /**
     * The action of contract/permissoes.ts this route performs: only papéis the table allows it
     * pass (403 otherwise). Absent: any signed-in person, with or without a company.
     */
    permissao?: Acao;
    /** A route anyone may call, without a session (sign-in, health, a report's public link). */
    publica?: boolean;
    /**
     * A company route only a person may call, not an API token (managing the tokens, a screen's
     * live stream). A route without `permissao` is a person's own and refuses tokens anyway.
     */
    somentePessoas?: boolean;
  }
  interface FastifySchema {
    /** Copied from `config.permissao` into the OpenAPI operation. */
    'x-permissao'?: Acao;
  }
}

const NOT_SIGNED_IN = 'Faça login para continuar.';
const SESSION_ENDED = 'Sua sessão expirou. Entre novamente.';
const NOT_A_MEMBER = 'Você não tem acesso a esta empresa.';
const TOKEN_ENDED = 'Este token de API foi revogado ou expirou.';
const SO_PARA_PESSOAS = 'Esta rota é só para pessoas: um token de API não pode chamá-la.';

/** Whether a token read from the database still opens a session at `agora`. */
export function sessaoVigente(row: SessaoLida | undefined, agora: Date): row is SessaoLida & { perfil: Perfil } {
  const ms = agora.getTime();
  return Boolean(
    row?.perfil && !row.revogado_em && ms - row.ultimo_uso_em.getTime() <= TOKEN_IDLE_LIMIT_MS && ms - row.criado_em.getTime() <= TOKEN_LIFETIME_MS,
  );
}

/** Whether an API token read from the database still works at `agora`. */
export function tokenApiVigente(row: TokenApiLido | undefined, agora: Date): row is TokenApiLido & { perfil: Perfil } {
  return Boolean(row?.perfil && !row.revogado_em && (!row.expira_em || agora.getTime() < row.expira_em.getTime()));
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The docs of a route say, from the same declarations the hooks enforce, who may call it and the
 * errors every route of its kind can answer; a route lists only its own (409, 413, 429…).
 */
function documentar(route: RouteOptions) {
  const schema = route.schema ?? {};
  const publica = route.config?.publica === true;
  const codigos = publica ? [] : [401, 403];
  const acao = route.config?.permissao;
  if (schema.body || schema.querystring || schema.params) codigos.push(400, 422);
  if (schema.params) codigos.push(404);
  route.schema = {
    ...schema,
    ...(publica ? {} : { security: acao && !route.config?.somentePessoas ? [{ bearer: [] }, { tokenDaApi: [] }] : [{ bearer: [] }] }),
    ...(acao ? { 'x-permissao': acao } : {}),
    response: { ...errorResponses(...codigos), ...(schema.response as object | undefined) },
  };
}

function empresaAtual(empresa: EmpresaDoUsuario | null): string {
  if (!empresa) throw httpErrors.forbidden('Escolha uma empresa para continuar.', 'empresa_nao_escolhida');
  return empresa.id;
}

function currentFirst(list: EmpresaDoUsuario[], current: EmpresaDoUsuario | null): EmpresaDoUsuario[] {
  return current ? [current, ...list.filter((empresa) => empresa.id !== current.id)] : list;
}

/**
 * Registered once for /api (server/app.ts), makes every route there require a live
 * session and resolve its company from X-Empresa-Id (default: the person's first), unless the
 * route says `config: { publica: true }`: a route nobody marked is closed. Both checks run before
 * the body is read, so a stranger gets 401 and a non-member 403 whatever they send.
 */
export const requireSession = fp(
  async function requireSession(app: FastifyInstance) {
    app.addHook('onRoute', documentar);
    app.decorateRequest('session', null as unknown as Session);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('autoria', function autoria(this: FastifyRequest, agora?: Date): Autoria {
      return { por: this.session.usuarioId, agora: agora ?? app.clock() };
    });

    /** A person's session: the company is the one X-Empresa-Id names among their memberships, else their first. */
    async function daPessoa(request: FastifyRequest, token: string, now: Date): Promise<EmpresaDoUsuario[]> {
      const hash = hashSecret(token);
      const row = await app.sessoesRecentes.buscar(hash, () => comoDono('sessao', () => sessoes.findComUsuario(app.db, hash)));
      if (!sessaoVigente(row, now)) throw httpErrors.unauthorized(SESSION_ENDED);
      if (now.getTime() - row.ultimo_uso_em.getTime() > TOUCH_EVERY_MS) {
        await comoDono('sessao', () => sessoes.touch(app.db, row.id, now));
        row.ultimo_uso_em = now;
      }
      request.session = { usuarioId: row.usuario_id, tokenId: row.id, perfil: row.perfil, tipo: 'pessoa' };
      return row.empresas;
    }

    /**
     * An API token: its company only, with its papel, on the company's routes; counted by its own
     * rate limit. A person's own routes (profile, invitations, companies, tokens) refuse it.
     */
    async function doToken(request: FastifyRequest, reply: FastifyReply, token: string, now: Date): Promise<EmpresaDoUsuario[]> {
      const hash = hashSecret(token);
      const row = await app.sessoesRecentes.buscar(`api:${hash}`, () => comoDono('sessao', () => tokensApi.porHash(app.db, hash)));
      if (!tokenApiVigente(row, now)) throw httpErrors.unauthorized(TOKEN_ENDED);
      const { permissao, somentePessoas } = request.routeOptions.config;
      if (!permissao || somentePessoas) throw httpErrors.forbidden(SO_PARA_PESSOAS, 'so_para_pessoas');
      request.session = { usuarioId: row.id, tokenId: row.id, perfil: row.perfil, tipo: 'token' };
      await app.limitarTokenDaApi(request, reply);
      if (!row.ultimo_uso_em || now.getTime() - row.ultimo_uso_em.getTime() > TOUCH_EVERY_MS) {
        await comoDono('sessao', () => tokensApi.touch(app.db, row.id, now));
        row.ultimo_uso_em = now;
      }
      return [{ id: row.empresa_id, nome: row.empresa_nome, cnpj: row.empresa_cnpj, papel: row.papel }];
    }

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.publica) return;
      const token = bearer(request);
      if (!token) throw httpErrors.unauthorized(NOT_SIGNED_IN);
      const now = app.clock();
      const mine = token.startsWith(PREFIXO_TOKEN_API) ? await doToken(request, reply, token, now) : await daPessoa(request, token, now);

      const wanted = request.headers[EMPRESA_HEADER.toLowerCase()];
      let empresa: EmpresaDoUsuario | null = mine[0] ?? null;
      if (wanted !== undefined) {
        empresa = mine.find((candidate) => candidate.id === wanted) ?? null;
        if (!empresa) throw httpErrors.forbidden(NOT_A_MEMBER, 'sem_acesso_a_empresa');
      }
      const acao = request.routeOptions.config.permissao;
      if (acao && !pode(empresa?.papel, acao)) throw httpErrors.forbidden(SEM_PERMISSAO);
      request.tenant = {
        empresa,
        empresas: currentFirst(mine, empresa),
        async transaction(work) {
          const id = empresaAtual(empresa);
          let usada: Trx | undefined;
          const resultado = await inEmpresa(app.db, id, (trx) => {
            usada = trx;
            return work(trx, id);
          });
          // Its live events go out before the answer: a person's other screens hear the change by the time this one has it.
          if (escreveuAoVivo(usada!)) await app.saidaAoVivo.publicar();
          return resultado;
        },
        leitura(work) {
          const id = empresaAtual(empresa);
          return lendoNaEmpresa(app.db, id, (db) => work(db, id));
        },
      };
    });
  },
  { name: 'require-session', dependencies: ['database', 'sessoes-recentes', 'saida-ao-vivo', 'rate-limiting'] },
);
