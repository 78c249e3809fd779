import type { FastifyInstance } from 'fastify';
import { mencao } from '#contract/atividadeComentario';
import { criarFila, type Fila } from '#server/fila/fila';
import { comEmailConfirmado } from '../support/api/accounts';
import { criada, novaEmpresa, ok, type Empresa } from '../support/api/atividades';
import { buildTestApp, manualClock, peloDono, testDatabase } from '../support/api/buildTestApp';
import { unfold, type Smtp } from '../support/api/smtp';
import { appComSmtp } from '../support/api/appComSmtp';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let smtp: Smtp;
let app: FastifyInstance;
let empresa: Empresa;

appComSmtp(clock, (arquivo) => ({ app, smtp } = arquivo));
beforeAll(async () => {
  await app.fila.iniciar();
}, 60_000);

beforeEach(async () => {
  empresa = await novaEmpresa(app);
  await comEmailConfirmado({ user: { id: empresa.ids.tecnico } });
}, 60_000);

/**
 * The round's record once it is settled (completed or failed), as pg-boss keeps it. A queue's first
 * round on a loaded machine took up to half a minute on PostgreSQL: the tests wait up to one.
 */
async function settled(fila: Fila, nome: string, id: string | null) {
  if (!id) throw new Error(`a rodada de ${nome} não entrou na fila`);
  for (let i = 0; i < 500; i++) {
    const rodada = await fila.rodada(nome, id);
    if (rodada && ['completed', 'failed'].includes(rodada.state)) return rodada;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`a rodada de ${nome} não terminou a tempo`);
}

/** The gestor mentions the técnico in a comment: one notification the técnico wants by e-mail. */
async function mencionarTecnico() {
  const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.gestor });
  await ok(app.inject({ method: 'POST', url: `/api/atividades/${atividade.id}/comentarios`, headers: empresa.headers.gestor, payload: { texto: `Veja, ${mencao('Rafael', empresa.ids.tecnico)}` } }), 201);
}

const emailDoTecnico = () =>
  peloDono(async (db) => (await db.selectFrom('usuario').select('email').where('id', '=', empresa.ids.tecnico).executeTakeFirstOrThrow()).email);
const mencoesPara = (email: string) => smtp.mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && unfold(mail.raw).includes('Abra no Prumo'));

describe('the job queue', () => {
  it('sends a notification marked in the request by a round of its own, and keeps the round with how many it sent', async () => {
    await mencionarTecnico();
    const rodada = await settled(app.fila, 'emails-de-notificacao', await app.fila.agora('emails-de-notificacao'));
    expect(rodada).toMatchObject({ state: 'completed', output: { enviados: 1 } });
    expect(mencoesPara(await emailDoTecnico())).toHaveLength(1);
    const [linha] = await peloDono((db) => db.selectFrom('notificacao').select(['email_enviado_em']).where('empresa_id', '=', empresa.empresaId).where('usuario_id', '=', empresa.ids.tecnico).execute());
    expect(linha?.email_enviado_em).toEqual(clock());
  }, 60_000);

  it('runs a round at a time: two apps on one database, both asking for a round, mail the notification once', async () => {
    const outra = await buildTestApp({ clock, config: { smtpUrl: smtp.url } });
    await outra.fila.iniciar();
    await mencionarTecnico();
    const ids = await Promise.all([app.fila.agora('emails-de-notificacao'), outra.fila.agora('emails-de-notificacao')]);
    const rodadas = await Promise.all(ids.filter((id) => id !== null).map((id) => settled(app.fila, 'emails-de-notificacao', id)));
    expect(rodadas.map((rodada) => rodada.state)).not.toContain('failed');
    expect(rodadas.reduce((soma, rodada) => soma + (rodada.output as { enviados: number }).enviados, 0)).toBe(1);
    expect(mencoesPara(await emailDoTecnico())).toHaveLength(1);
  }, 60_000);

  it('retries a round that failed, and keeps the failure and the retry', async () => {
    let tentativas = 0;
    const fila = criarFila({
      banco: (await testDatabase()).handle.fila,
      log: app.log,
      buscaS: 0.5,
      esperaS: 1,
      agendar: false,
      trabalhos: {
        instavel: {
          quando: '0 0 1 1 *',
          fazer: async () => {
            tentativas++;
            if (tentativas === 1) throw new Error('servidor de e-mail fora do ar');
            return { feitos: 1 };
          },
        },
      },
    });
    await fila.iniciar();
    try {
      const rodada = await settled(fila, 'instavel', await fila.agora('instavel'));
      expect(rodada).toMatchObject({ state: 'completed', retryCount: 1, output: { feitos: 1 } });
      expect(tentativas).toBe(2);
    } finally {
      await fila.parar();
    }
  }, 60_000);
});
