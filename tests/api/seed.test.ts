import type { SessionResponse } from '../../contract/auth';
import type { Site } from '../../contract/sites';
import type { TipoServico } from '../../contract/tiposServico';
import type { Uf } from '../../contract/uf';
import { DEMO_ACESSOS, DEMO_PASSWORD, runSeeds } from '../../server/seed';
import { bearer } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';

/** The CEP ranges of each UF (first five digits), as the Correios assign them. */
const FAIXAS: Record<Uf, [number, number][]> = {
  SP: [[1000, 19999]], RJ: [[20000, 28999]], ES: [[29000, 29999]], MG: [[30000, 39999]],
  BA: [[40000, 48999]], SE: [[49000, 49999]], PE: [[50000, 56999]], AL: [[57000, 57999]],
  PB: [[58000, 58999]], RN: [[59000, 59999]], CE: [[60000, 63999]], PI: [[64000, 64999]],
  MA: [[65000, 65999]], PA: [[66000, 68899]], AP: [[68900, 68999]], AM: [[69000, 69299], [69400, 69899]],
  RR: [[69300, 69399]], AC: [[69900, 69999]], DF: [[70000, 72799], [73000, 73699]], GO: [[72800, 72999], [73700, 76799]],
  RO: [[76800, 76999]], TO: [[77000, 77999]], MT: [[78000, 78899]], MS: [[79000, 79999]],
  PR: [[80000, 87999]], SC: [[88000, 89999]], RS: [[90000, 99999]],
};

function cepDaUf(cep: string, uf: Uf): boolean {
  const prefix = Number(cep.slice(0, 5));
  return FAIXAS[uf].some(([from, to]) => prefix >= from && prefix <= to);
}

describe('the demo seed', () => {
  it('gives "Prumo Demonstração" sites in every UF, eight service types and a sign-in per papel, once', async () => {
    const app = await buildTestApp();
    await runSeeds(app);
    await runSeeds(app);

    const sessions = new Map<string, SessionResponse>();
    for (const { email, papel } of DEMO_ACESSOS) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
      expect([email, response.statusCode]).toEqual([email, 200]);
      const session = response.json() as SessionResponse;
      expect(session.user.empresa).toEqual([expect.objectContaining({ nome: 'Prumo Demonstração', papel })]);
      sessions.set(papel, session);
    }
    expect([...sessions.keys()].sort()).toEqual(['admin', 'gestor', 'leitor', 'tecnico']);

    const headers = bearer(sessions.get('leitor')!.token);
    const { items: sites, total } = (await app.inject({ method: 'GET', url: '/api/sites?limite=100', headers })).json() as {
      items: Site[];
      total: number;
    };
    expect(total).toBe(40);
    expect(new Set(sites.map((site) => site.uf)).size).toBe(27);
    for (const site of sites) {
      expect([site.nome, cepDaUf(site.cep!, site.uf!)]).toEqual([site.nome, true]);
      expect(site.latitude).not.toBeNull();
    }
    expect(sites.filter((site) => !site.ativo)).toHaveLength(2);
    const paulo = (await app.inject({ method: 'GET', url: '/api/sites?q=sao%20paulo', headers })).json() as { total: number };
    expect(paulo.total).toBe(2);

    const tipos = (await app.inject({ method: 'GET', url: '/api/tipos-servicos', headers })).json() as { items: TipoServico[] };
    expect(tipos.items.map((tipo) => tipo.nome)).toEqual([
      'Auditoria',
      'Inspeção de segurança',
      'Instalação',
      'Limpeza técnica',
      'Manutenção corretiva',
      'Manutenção preventiva',
      'Treinamento',
      'Vistoria',
    ]);
  });
});
