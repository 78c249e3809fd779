import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import babel from '@lingui/cli/api/extractors/babel';
import { defineConfig, type ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { MENSAGENS_DA_ENTRADA } from '#contract/mensagensDaEntrada';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';
import { TEXTO_DA_NOTIFICACAO, TITULOS_DA_NOTIFICACAO } from '#contract/notificacaoTextos';

/**
 * The field reasons are plain text in the contract, which the server runs without macros: each
 * enters the catalogs as `campo.<code>` (machines/callFailure.ts asks for it by that id). Those
 * of the public pages go to the first page's catalog, from their own file; the rest to the other.
 */
const motivosDoCampo: ExtractorType = {
  match: (filename) => /contract\/(mensagensDoCampo|mensagensDaEntrada)\.ts$/.test(filename),
  extract(filename, _code, onMessageExtracted) {
    const daEntrada = filename.endsWith('mensagensDaEntrada.ts');
    for (const [code, message] of Object.entries(daEntrada ? MENSAGENS_DA_ENTRADA : MENSAGENS_DO_CAMPO)) {
      if (daEntrada || !(code in MENSAGENS_DA_ENTRADA)) onMessageExtracted({ id: `campo.${code}`, message, origin: [filename, 0] });
    }
  },
};

/** The same for what notifications say: `notificacao.<tipo>` and `notificacao.texto` (src/features/notificacoes/palavrasDaNotificacao.ts, server/notificacoes/palavras.ts). */
const textosDaNotificacao: ExtractorType = {
  match: (filename) => filename.endsWith('contract/notificacaoTextos.ts'),
  extract(filename, _code, onMessageExtracted) {
    for (const [tipo, message] of Object.entries(TITULOS_DA_NOTIFICACAO)) {
      onMessageExtracted({ id: `notificacao.${tipo}`, message, origin: [filename, 0] });
    }
    onMessageExtracted({ id: 'notificacao.texto', message: TEXTO_DA_NOTIFICACAO, origin: [filename, 0] });
  },
};

/**
 * What a visitor sees before signing in (the public pages and what draws them): its own small
 * catalog, the only one in the first page; the rest comes with the first page that needs it.
 */
export const PRIMEIRA_PAGINA = [
  '<rootDir>/src/app/*.{ts,tsx}',
  '<rootDir>/src/app/session/**',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/landing',
  '<rootDir>/src/features/errors',
  '<rootDir>/src/features/demo/navLabels.ts',
  // Each resource's descriptor: the route table reads its titles, which name the tab of every page.
  '<rootDir>/src/features/*/recurso.ts',
  '<rootDir>/src/i18n',
  '<rootDir>/src/theme',
  '<rootDir>/src/http',
  '<rootDir>/src/ui/form',
  '<rootDir>/src/ui/confirm',
  '<rootDir>/src/ui/loading',
  '<rootDir>/src/ui/toast',
  '<rootDir>/src/ui/BrandMark.tsx',
  '<rootDir>/src/ui/PageSpinner.tsx',
  '<rootDir>/machines/sessionMachine.ts',
  // Every failure reads through it, the sign-in page's too.
  '<rootDir>/machines/callFailure.ts',
  '<rootDir>/contract/mensagensDaEntrada.ts',
];
/** The back-office's folders: what only its pages draw (each made with the `escritorio` catalog, src/app/pagina.ts). */
const PASTAS_DO_ESCRITORIO = [
  'src/features/demo',
  'src/features/painel',
  'src/features/configuracoes',
  'src/features/usuarios',
  'src/features/tipos-servicos',
  'src/features/questionarios/builder',
  'src/features/questionarios/versoes',
  'src/features/questionarios/QuestionariosPage.tsx',
  'src/features/questionarios/colunas.tsx',
  'src/features/questionarios/NovoQuestionarioDialog.tsx',
  'src/features/questionarios/ModeloChoice.tsx',
  'src/features/questionarios/StatusFilter.tsx',
  'src/features/questionarios/useQuestionarioActions.tsx',
  'src/features/questionarios/QuestionarioStatusChip.tsx',
  'src/features/profile/ProfilePage.tsx',
  'src/features/profile/ProfileForm.tsx',
  'src/features/profile/PasswordForm.tsx',
  'src/features/profile/TwoFactorSection.tsx',
  'src/features/profile/PreferenciasDeNotificacao.tsx',
];

/** What the field pages borrow from those folders: its texts stay in the catalog they load. */
const EMPRESTADOS_AO_CAMPO = [
  'src/features/configuracoes/useConfiguracoesDaEmpresa.ts',
  'src/features/configuracoes/configuracoesApi.ts',
  'src/features/tipos-servicos/TipoServicoChip.tsx',
  'src/features/tipos-servicos/QuestionarioPadraoField.tsx',
  'src/features/tipos-servicos/questionarioTitulos.ts',
  'src/features/questionarios/builder/builderNomes.ts',
  'src/features/questionarios/builder/campos.ts',
];

const arquivosDe = (caminho: string): string[] =>
  statSync(caminho).isDirectory() ? readdirSync(caminho).flatMap((nome) => arquivosDe(`${caminho}/${nome}`)) : [caminho];

/**
 * The back-office's files, whose texts are a catalog of their own that the field pages (Meu dia,
 * the lists, an activity) never load. tests/app/catalogoDoEscritorio.test.ts checks that no other
 * page reaches them.
 */
export const ESCRITORIO = PASTAS_DO_ESCRITORIO.flatMap((pasta) => arquivosDe(path.join(__dirname, pasta)))
  .map((arquivo) => path.relative(__dirname, arquivo))
  .filter((arquivo) => !EMPRESTADOS_AO_CAMPO.includes(arquivo))
  .map((arquivo) => `<rootDir>/${arquivo}`);

// A folder in an exclusion needs its contents named: the exclusions are glob patterns.
const conteudo = (caminho: string) => (/\.\w+$|\*/.test(caminho) ? caminho : `${caminho}/**`);

export default defineConfig({
  sourceLocale: 'pt-BR',
  locales: ['pt-BR', 'en', 'fr', 'ar', 'zh', 'vi'],
  fallbackLocales: { default: 'pt-BR' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/inicio', include: PRIMEIRA_PAGINA },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines', '<rootDir>/contract/mensagensDoCampo.ts'],
      exclude: [...PRIMEIRA_PAGINA, ...ESCRITORIO].map(conteudo),
    },
    // What notifications say, apart in contract/ so the server mails them in the person's
    // language from the catalog the bell reads (src/i18n/i18n.ts loads it with `resto`).
    { path: '<rootDir>/contract/locales/{locale}/notificacoes', include: ['<rootDir>/contract/notificacaoTextos.ts'] },
    { path: '<rootDir>/src/locales/{locale}/escritorio', include: ESCRITORIO, exclude: PRIMEIRA_PAGINA.map(conteudo) },
  ],
  extractors: [motivosDoCampo, textosDaNotificacao, babel],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
