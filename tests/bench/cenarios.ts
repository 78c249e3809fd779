import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { atividadeScenarios, type AtividadeParametros } from './atividadesScenarios';
import { expectOk, pair, type LoadPair } from './http';
import { siteScenarios } from './sitesScenarios';

/** One query the API answers, beside the repository call it makes (the bare route runs the SQL that call sends). */
export interface SqlScenario {
  name: string;
  /** What the API is asked. */
  path: string;
  /** The repository calls the route makes for that address, in the company's transaction. */
  run: (trx: Transaction<Database>, empresaId: string) => Promise<unknown>;
}

/** What a set of scenarios needs from the seeded data (ids, a cursor), passed to the bare server as JSON. */
export type Parametros = Record<string, string>;

/** Every set the bare server (sqlBaseline.ts) can serve, by name. */
export const CENARIOS = {
  sites: (parametros: Parametros) => siteScenarios(parametros.siteId ?? '', parametros.usuarioId ?? ''),
  atividades: (parametros: Parametros) => atividadeScenarios(parametros as AtividadeParametros),
} satisfies Record<string, (parametros: Parametros) => SqlScenario[]>;

export type Conjunto = keyof typeof CENARIOS;

/** Each scenario through the API (with `headers`) and through the bare route of the same index, checked first. */
export async function measureScenarios(appUrl: string, baseUrl: string, scenarios: SqlScenario[], headers: Record<string, string>): Promise<LoadPair[]> {
  const pairs: LoadPair[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    await expectOk(`${baseUrl}/bare/${index}`);
    await expectOk(`${appUrl}${scenario.path}`, headers);
    pairs.push(await pair(scenario.name, { url: `${baseUrl}/bare/${index}` }, { url: `${appUrl}${scenario.path}`, headers }));
  }
  return pairs;
}
