import type { FastifyInstance } from 'fastify';
import type { Papel } from '#contract/papel';
import { demoAtividades } from './demoAtividades';
import { demoCadastros } from './demoCadastros';
import { DEMO_EMAIL, demoEmpresa, type DemoEmpresa } from './demoEmpresa';
import { DEMO_MEMBROS, demoMembros } from './demoMembros';
import { demoQuestionarios } from './demoQuestionarios';

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
const seeds: Seed[] = [demoMembros, demoCadastros, demoQuestionarios, demoAtividades];

export async function runSeeds(app: FastifyInstance): Promise<SeedContext> {
  const context: SeedContext = { demo: await demoEmpresa(app) };
  for (const seed of seeds) await seed.run(app, context);
  return context;
}

export { DEMO_EMAIL, DEMO_PASSWORD } from './demoEmpresa';

/** Every demo sign-in (all with DEMO_PASSWORD), for the start-up log. */
export const DEMO_ACESSOS: readonly { papel: Papel; email: string }[] = [{ papel: 'admin', email: DEMO_EMAIL }, ...DEMO_MEMBROS];
