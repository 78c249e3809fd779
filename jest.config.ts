/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import tsconfig from './tsconfig.json';

// ESM-only packages that babel-jest must transform.
const esmPackages = ['wouter', 'regexparam', '@faker-js', '@lingui', '@messageformat', 'use-sync-external-store'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

// tsconfig.json's `paths` (`@/ui/x` → src/ui/x), which Jest does not read; package.json's `imports` it does.
const aliases = Object.fromEntries(
  Object.entries(tsconfig.compilerOptions.paths).map(([alias, [alvo]]) => [`^${alias.replace('*', '(.*)')}$`, `<rootDir>/${alvo!.replace('./', '').replace('*', '$1')}`]),
);

const shared = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.(css|png|svg|jpg|webp|woff2?)$': '<rootDir>/tests/support/fileStub.ts', ...aliases },
};

const config: Config = {
  testTimeout: 30_000,
  // Jest's default (one worker fewer than the cores) leaves one of two cores idle, while most
  // tests here are bound by one core each (jsdom, PGlite) or wait on a browser or a server.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'app',
      testEnvironment: '<rootDir>/tests/support/app/ambienteJsdom.ts',
      testMatch: ['<rootDir>/tests/{app,machines,mirage,contract}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/repetirNoCi.ts', '<rootDir>/tests/support/setupApp.ts'],
    },
    {
      ...shared,
      // PGlite's CommonJS build loads Node modules with import(), which Jest runs only once Babel
      // has turned it into require(); content-disposition and cookie (under
      // @fastify/static and light-my-request) are ESM-only, and so are pg-boss and some of its own.
      transform: { '^.+\\.c?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [`/node_modules/(?!(${[...esmPackages, '@electric-sql/pglite', 'content-disposition', 'cookie', 'pg-boss', 'serialize-error', 'non-error', 'rrule-temporal'].join('|')})/)`],
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/repetirNoCi.ts'],
      globalSetup: '<rootDir>/tests/support/api/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/support/api/globalTeardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/repetirNoCi.ts', '<rootDir>/tests/e2e/support/fecharPaginasDoTeste.ts'],
      globalSetup: '<rootDir>/tests/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/globalTeardown.ts',
    },
  ],
};

export default config;
