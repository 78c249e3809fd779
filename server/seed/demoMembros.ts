import type { Papel } from '#contract/papel';
import { membros } from '../db/repositories/membros';
import { usuarios } from '../db/repositories/usuarios';
import { comoDono } from '../db/tenant';
import { DEMO_PASSWORD } from './demoEmpresa';
import type { Seed } from './index';

/** One demo sign-in per papel below admin, so each view of the app can be tried. */
export const DEMO_MEMBROS: readonly { papel: Exclude<Papel, 'admin'>; email: string; nome: string }[] = [
  { papel: 'gestor', email: 'gestor@prumo.example', nome: 'Marina Costa' },
  { papel: 'tecnico', email: 'tecnico@prumo.example', nome: 'Rafael Lima' },
  { papel: 'leitor', email: 'leitor@prumo.example', nome: 'Beatriz Souza' },
];

/** Made with their account: an account that exists already is left as it is, membership included. */
export const demoMembros: Seed = {
  name: 'membros de demonstração',
  async run(app, { demo }) {
    for (const membro of DEMO_MEMBROS) {
      if (await comoDono('inicio', () => usuarios.findByEmail(app.db, membro.email))) continue;
      const senha_hash = await app.passwords.hash(DEMO_PASSWORD);
      const agora = app.clock();
      await comoDono('inicio', () =>
        app.db.transaction().execute(async (trx) => {
          const usuarioId = await usuarios.create(trx, { nome: membro.nome, email: membro.email, senha_hash, agora, email_verificado_em: agora });
          await membros.add(trx, { empresa_id: demo.empresaId, usuario_id: usuarioId, papel: membro.papel, agora });
        }),
      );
    }
  },
};
