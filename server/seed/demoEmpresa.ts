import type { FastifyInstance } from 'fastify';
import { empresas } from '../db/repositories/empresas';
import { comoDono } from '../db/tenant';
import { usuarios } from '../db/repositories/usuarios';

export const DEMO_EMAIL = 'admin@prumo.example';
export const DEMO_PASSWORD = 'prumo-demo';
const DEMO_EMPRESA = 'Prumo Demonstração';
const DEMO_CNPJ = '11222333000181';

export interface DemoEmpresa {
  empresaId: string;
  adminId: string;
  /** True on the start that created it. */
  created: boolean;
}

/** The demo company "Prumo Demonstração" and its admin, made on the first start. */
export function demoEmpresa(app: FastifyInstance): Promise<DemoEmpresa> {
  return comoDono('inicio', async () => {
    const existing = await usuarios.findByEmail(app.db, DEMO_EMAIL);
    if (existing) {
      const empresa = (await empresas.doUsuario(app.db, existing.id)).find((candidate) => candidate.nome === DEMO_EMPRESA);
      if (empresa) return { empresaId: empresa.id, adminId: existing.id, created: false };
    }
    const senha_hash = await app.passwords.hash(DEMO_PASSWORD);
    const agora = app.clock();
    return app.db.transaction().execute(async (trx) => {
      const adminId =
        existing?.id ?? (await usuarios.create(trx, { nome: 'Administrador Demonstração', email: DEMO_EMAIL, senha_hash, agora, email_verificado_em: agora }));
      const empresa = await empresas.createWithAdmin(trx, { nome: DEMO_EMPRESA, cnpj: DEMO_CNPJ, mostrar_demo: true }, adminId, agora);
      return { empresaId: empresa.id, adminId, created: true };
    });
  });
}
