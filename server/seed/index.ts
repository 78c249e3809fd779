import type { FastifyInstance } from 'fastify';
import { demoEmpresa, type DemoEmpresa } from './demoEmpresa';

/** What earlier seeds made, for later ones to build on (e.g. demo sites in the demo company). */
export interface SeedContext {
  demo: DemoEmpresa;
}

/**
 * A seed adds demo data the first time; it runs at every start, so it must find its own data
 * and do nothing when it is already there.
 */
export interface Seed {
  name: string;
  run(app: FastifyInstance, context: SeedContext): Promise<void>;
}

/** Later issues add their seeds here, in order. */
const seeds: Seed[] = [];

export async function runSeeds(app: FastifyInstance): Promise<SeedContext> {
  const context: SeedContext = { demo: await demoEmpresa(app) };
  for (const seed of seeds) await seed.run(app, context);
  return context;
}

export { DEMO_EMAIL, DEMO_PASSWORD } from './demoEmpresa';
