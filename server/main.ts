import path from 'node:path';
import pino from 'pino';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_ACESSOS, DEMO_PASSWORD, runSeeds } from './seed';
import { spa } from './spa/plugin';
import { cicloDeEntregas } from './webhooks/entregar';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  // A person at a terminal reads lines; a log collector reads JSON. The JSON is written off the
  // request's path: written at once, a line per request was a write(2) on the event loop, 6% of
  // a read of one site (`npm run bench -- sites`). Lines written while one write is under way
  // go out together, and pino writes what is left when the process exits.
  const logger = process.stdout.isTTY
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,address,database,email,password,papel' } } }
    : { level: config.logLevel, stream: pino.destination({ dest: process.stdout.fd, sync: false }) };
  const app = await buildApp({ config, logger });
  await app.register(spa, { distDir: path.resolve(__dirname, '../dist') });
  await app.ready();
  await runSeeds(app);
  // The webhook worker runs beside the API in this process (docs/webhooks.md).
  const pararEntregas = cicloDeEntregas(app);
  app.saidaAoVivo.iniciar();
  // The overdue notices, the notifications' e-mails and the series' next weeks (docs/arquitetura.md).
  await app.fila.iniciar();

  // Finishes the requests in flight, then closes the app (and the database with it).
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'encerrando após um erro');
    else app.log.info({ signal }, 'encerrando');
    await pararEntregas();
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  app.log.info(
    { address, database: app.dbEngine },
    `Prumo no ar em ${address} (banco: ${app.dbEngine === 'pglite' ? `PGlite em ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL'})`,
  );
  for (const { papel, email } of DEMO_ACESSOS) {
    app.log.info({ email, password: DEMO_PASSWORD, papel }, `Acesso de demonstração (${papel}): ${email} / senha ${DEMO_PASSWORD}`);
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error && error.name !== 'Error' ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
