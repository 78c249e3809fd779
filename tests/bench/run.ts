import { rmSync } from 'node:fs';
import { TOTAL_MAX } from '#contract/listaLimites';
import { DEMO_EMAIL } from '#server/seed/demoEmpresa';
import { DEMO_MEMBROS } from '#server/seed/demoMembros';
import { allChunks, buildSpa, startApp, type FileSize } from './bundle';
import { measureBuilder } from './builder';
import { ATIVIDADES, measureAtividades } from './atividades';
import { measureEscala } from './escala';
import { ATIVIDADES_EXPORTADAS, measureExportacao } from './exportacao';
import { OUTRAS_EMPRESAS } from './atividadesSeed';
import { measureHttp, median, type LoadPair, type LoadResult } from './http';
import { cpuCalibrada, lighthouse, type LighthouseScore } from './lighthouse';
import { loadPage, PHONE, type PageLoad } from './pageLoad';
import { measurePooler } from './pooler';
import { measureRegras, PERGUNTAS, REGRAS } from './questionarioRegras';
import { FOTOS_PDF, measureRelatorioPdf, PERGUNTAS_PDF } from './relatorioPdf';
import { signedIn } from './signedIn';
import { measureSites, SITES_IN_COMPANY, SITES_IN_OTHER_COMPANY } from './sites';
import { measureSoak } from './soak';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const FIRST_PAGE_TARGET_GZIP = 130 * 1024;
const LIGHTHOUSE_MOBILE_TARGET = 95;
const LIGHTHOUSE_RUNS = 5;
const SIGNED_IN_PAGE_TARGET_GZIP = 250 * 1024;
const SIGNED_IN_LIGHTHOUSE_TARGET = 90;
const WATERFALL_TARGET = 3;
const emailOf = (papel: 'gestor' | 'tecnico') => DEMO_MEMBROS.find((membro) => membro.papel === papel)?.email ?? DEMO_EMAIL;
/** The pages a técnico opens most, each as the person who opens it: the company's list, and the técnico's own day. */
const SIGNED_IN_PAGES = [
  { pathname: '/atividades/lista', email: emailOf('gestor') },
  { pathname: '/meu-dia', email: emailOf('tecnico') },
];
const API_TARGET_RATIO = 0.6;
const API_TARGET_P99 = 2;
const PAINEL_TARGET_P99_MS = 300;

function printSizes(title: string, files: FileSize[]): void {
  console.log(`\n${title}`);
  console.table(files.map(({ file, raw, gzip }) => ({ arquivo: file, bruto: kb(raw), gzip: kb(gzip) })));
}

/** A page's JavaScript and its longest chain of requests, each beside its target. */
function printLoad(pathname: string, load: PageLoad, targetGzip: number): void {
  const gzip = load.scripts.reduce((sum, file) => sum + file.gzip, 0);
  const raw = load.scripts.reduce((sum, file) => sum + file.raw, 0);
  printSizes(`JavaScript de ${pathname} (celular de ${PHONE.viewport.width}×${PHONE.viewport.height})`, load.scripts);
  console.log(
    `Total: ${load.scripts.length} arquivos, ${kb(raw)} bruto, ${kb(gzip)} gzip (meta: até ${kb(targetGzip)} gzip) ${gzip <= targetGzip ? 'OK' : 'ACIMA DA META'}`,
  );
  const depth = load.waterfall.length;
  console.log(
    `Cascata de pedidos: ${depth} níveis, contando o documento (meta: até ${WATERFALL_TARGET}) ${depth <= WATERFALL_TARGET ? 'OK' : 'ACIMA DA META'}\n  ${load.waterfall.join('\n  → ')}`,
  );
}

/**
 * Lighthouse's runs of one page (one swings by several points on a shared machine; its authors
 * judge the median of runs), judged against `target`; `titulo` names runs that are information only.
 */
function printLighthouse(pathname: string, scores: LighthouseScore[], target: number, titulo?: string): void {
  console.log(`\n${titulo ?? `Lighthouse, ${pathname} (celular ${LIGHTHOUSE_RUNS} vezes)`}`);
  console.table(scores);
  const mobile = median(scores.filter((score) => score.formFactor === 'mobile').map((score) => score.performance));
  console.log(
    titulo
      ? `Mediana no celular, calibrada: ${mobile} (a meta ${target} é julgada acima, a 4×) em ${pathname}`
      : `Mediana no celular: ${mobile} (meta: ${target} ou mais) ${mobile >= target ? 'OK' : 'ABAIXO DA META'}`,
  );
}

const mobileRuns = (url: string, profile?: string, cpu?: number) => Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(url, 'mobile', profile, cpu));

/**
 * The same page again with the CPU slowdown calibrated to this machine's median benchmarkIndex.
 * The target is judged on Lighthouse's default above, as the issue measured it; this shows how
 * much of a score is the machine (a slow machine at 4× is a slower phone than the target's).
 */
function printCalibrated(pathname: string, url: string, scores: LighthouseScore[], target: number, profile?: string): void {
  const index = median(scores.map((score) => score.benchmarkIndex));
  const cpu = cpuCalibrada(index);
  const titulo = `O mesmo, com a CPU ${cpu.toFixed(1)}× mais lenta (não 4×): o que a documentação do Lighthouse indica para um processador de benchmarkIndex ${index}; informativo`;
  printLighthouse(pathname, mobileRuns(url, profile, cpu), target, titulo);
}

/**
 * Each query through the API beside the bare route running its SQL: req/s as a fraction of the
 * bare route's (target API_TARGET_RATIO or more) and, when asked, p99 as a multiple of its (API_TARGET_P99 or less).
 */
function printPairs(pairs: LoadPair[], withP99: boolean): void {
  console.log('autocannon, 10 conexões; um segundo sem medir em cada lado, depois puro, API, API, puro, cada um por metade do tempo');
  console.table(
    pairs.flatMap(({ name, bare, api }) => {
      const ratio = api.requestsPerSecond / Math.max(bare.requestsPerSecond, 1);
      const p99 = api.p99 / Math.max(bare.p99, 1);
      const row = (result: LoadResult, who: string, fraction: string, p99Fraction: string) => ({
        consulta: name,
        servidor: who,
        'req/s': result.requestsPerSecond,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        erros: result.errors,
        'fração do puro': fraction,
        ...(withP99 ? { 'p99 / puro': p99Fraction } : {}),
      });
      return [
        row(bare, 'Fastify puro + SQL', '', ''),
        row(
          api,
          'API',
          `${ratio.toFixed(2)} ${ratio >= API_TARGET_RATIO ? 'OK' : 'ABAIXO DA META'}`,
          `${p99.toFixed(2)} ${p99 <= API_TARGET_P99 ? 'OK' : 'ACIMA DA META'}`,
        ),
      ];
    }),
  );
  console.log(`Meta: a API com pelo menos ${API_TARGET_RATIO}× as req/s da rota pura${withP99 ? `, e p99 até ${API_TARGET_P99}× o dela` : ''}`);
}

/** `npm run bench`: prints figures, never fails on them; the targets are printed beside them. */
async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const wants = (part: string) => only.size === 0 || only.has(part);

  if (wants('spa')) {
    buildSpa();
    const app = await startApp();
    try {
      printLoad('/login', await loadPage(app.url, '/login'), FIRST_PAGE_TARGET_GZIP);
      printSizes('Todos os pedaços de JavaScript (carregados sob demanda)', allChunks());
      printLighthouse('/login', [...mobileRuns(`${app.url}/login`), lighthouse(`${app.url}/login`, 'desktop')], LIGHTHOUSE_MOBILE_TARGET);
      for (const { pathname, email } of SIGNED_IN_PAGES) {
        const { profile, storage } = await signedIn(app.url, email, pathname);
        console.log(`\n${pathname}, com a sessão de ${email}`);
        try {
          printLoad(pathname, await loadPage(app.url, pathname, storage), SIGNED_IN_PAGE_TARGET_GZIP);
          const scores = mobileRuns(app.url + pathname, profile);
          printLighthouse(pathname, scores, SIGNED_IN_LIGHTHOUSE_TARGET);
          printCalibrated(pathname, app.url + pathname, scores, SIGNED_IN_LIGHTHOUSE_TARGET, profile);
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
    } finally {
      await app.stop();
    }
  }

  if (wants('http')) {
    const { results, login } = await measureHttp();
    const floor = results[0]?.requestsPerSecond ?? 1;
    console.log(`\nAPI sob carga (autocannon, 10 conexões, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    console.table(
      results.map((result) => ({
        rota: result.name,
        'req/s': result.requestsPerSecond,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'fração do Fastify puro': (result.requestsPerSecond / floor).toFixed(2),
        erros: result.errors,
      })),
    );
    console.log(
      `Login recusado: senha errada ${login.wrongPasswordMs.toFixed(0)} ms, e-mail desconhecido ${login.unknownEmailMs.toFixed(0)} ms (devem ser parecidos)`,
    );
  }

  if (wants('regras')) {
    console.log(`\nQuestionário de ${PERGUNTAS} perguntas com ${REGRAS} regras: validar e avaliar`);
    console.table(measureRegras());
  }

  if (wants('relatorio')) {
    console.log(`\nPDF do relatório: ${PERGUNTAS_PDF} perguntas, ${FOTOS_PDF} fotos de 1024×768 e uma assinatura`);
    console.table(await measureRelatorioPdf());
  }

  if (wants('builder')) {
    const medidas = measureBuilder();
    console.log(`\nConstrutor de questionários, ${PERGUNTAS} perguntas com ${REGRAS} regras (jsdom, React em modo de desenvolvimento)`);
    console.table(medidas);
  }

  if (wants('sites')) {
    const { engine, seedSeconds, pairs } = await measureSites();
    console.log(
      `\nSites: ${SITES_IN_COMPANY.toLocaleString('pt-BR')} na empresa e ${SITES_IN_OTHER_COMPANY.toLocaleString('pt-BR')} em outra (${engine}, gravados em ${seedSeconds.toFixed(0)} s)`,
    );
    console.log(
      `API: sessão, empresa, papel e RLS; uma página não conta a lista, o total (até ${TOTAL_MAX.toLocaleString('pt-BR')}) é pedido à parte; Fastify puro: o piso, o mesmo SQL como dono das tabelas, sem RLS`,
    );
    printPairs(pairs, false);
  }

  // The painel's quarter is one of the activity scenarios: `painel` prints it beside the list's figures.
  if (wants('atividades') || wants('painel')) {
    const { engine, naEmpresa, todas, seedSeconds, pairs } = await measureAtividades();
    const gravadas = seedSeconds === null ? 'do banco já semeado' : `gravadas em ${seedSeconds.toFixed(0)} s`;
    console.log(
      `\nAtividades: ${todas.toLocaleString('pt-BR')}, ${naEmpresa.toLocaleString('pt-BR')} na empresa e as outras em ${OUTRAS_EMPRESAS} empresas (${engine}, ${gravadas})`,
    );
    if (todas < 1_000_000) console.log(`Menos que o 1.000.000 da meta: ATIVIDADES=${ATIVIDADES}`);
    console.log(
      `API: sessão, empresa, papel e RLS; uma página não conta a lista, o total (até ${TOTAL_MAX.toLocaleString('pt-BR')}) é pedido à parte; Fastify puro: o piso, o mesmo SQL como dono das tabelas, sem RLS`,
    );
    printPairs(pairs, true);
    const painel = pairs.find((um) => um.name.startsWith('Painel'));
    if (painel) {
      console.log(`Painel de um trimestre: p99 ${painel.api.p99} ms (meta: até ${PAINEL_TARGET_P99_MS} ms) ${painel.api.p99 <= PAINEL_TARGET_P99_MS ? 'OK' : 'ACIMA DA META'}`);
    }
  }

  if (wants('exportar')) {
    const { engine, naEmpresa, seedSeconds, medidas } = await measureExportacao();
    const gravadas = seedSeconds === null ? 'do banco já semeado' : `gravadas em ${seedSeconds.toFixed(0)} s`;
    console.log(`\nExportação de atividades: ${naEmpresa.toLocaleString('pt-BR')} na empresa (${engine}, ${gravadas}; meta: ${ATIVIDADES_EXPORTADAS.toLocaleString('pt-BR')})`);
    console.table(medidas);
    console.log('O arquivo é escrito enquanto é lido, em lotes: a memória do servidor não deve crescer com o número de linhas');
  }

  if (wants('escala')) await measureEscala();

  if (wants('pooler')) await measurePooler();
  // Ten minutes: only when asked by name.
  if (only.has('soak')) await measureSoak();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
