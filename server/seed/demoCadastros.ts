import { problemasDoSite } from '#contract/sites';
import { problemasDoTipoServico } from '#contract/tiposServico';
import { sites } from '../db/repositories/sites';
import { tiposServico } from '../db/repositories/tiposServico';
import { inEmpresa } from '../db/tenant';
import { DEMO_SITES } from './demoSitesDados';
import { DEMO_TIPOS_SERVICO } from './demoTiposServico';
import type { Seed } from './index';

/** Demo data goes through the same checks as the editor's: a typo here fails the start, loudly. */
function checked<V>(what: string, result: { valores: V; problemas: object }): V {
  if (Object.keys(result.problemas).length > 0) throw new Error(`${what}: ${JSON.stringify(result.problemas)}`);
  return result.valores;
}

/**
 * The demo company's sites and service types, written as its admin inside the company's
 * transaction. Each is seeded while the company has none, so a start after the demo was
 * edited leaves it as it is.
 */
export const demoCadastros: Seed = {
  name: 'sites e tipos de serviço de demonstração',
  async run(app, { demo }) {
    const autoria = { por: demo.adminId, agora: app.clock() };
    await inEmpresa(app.db, demo.empresaId, async (trx) => {
      if ((await sites.contar(trx, demo.empresaId, {}, 1)).total === 0) {
        const valores = DEMO_SITES.map((site) => checked(site.nome ?? '', problemasDoSite(site)));
        await sites.create(trx, demo.empresaId, valores, autoria);
      }
      if ((await tiposServico.list(trx, demo.empresaId, { limite: 1 })).total === 0) {
        for (const tipo of DEMO_TIPOS_SERVICO) {
          await tiposServico.create(trx, demo.empresaId, checked(tipo.nome ?? '', problemasDoTipoServico(tipo)), autoria);
        }
      }
    });
  },
};
