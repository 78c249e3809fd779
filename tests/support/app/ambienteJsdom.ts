import JSDOMEnvironment from '@jest/environment-jsdom-abstract';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import * as jsdom from 'jsdom';

/**
 * Jest's jsdom environment on the jsdom in package.json: jest-environment-jsdom brings jsdom 26,
 * whose selector engine made every getComputedStyle slow on MUI's rules (docs/testes.md).
 */
export default class AmbienteJsdom extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context, jsdom);
  }
}
