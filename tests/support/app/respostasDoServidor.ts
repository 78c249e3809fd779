import type { ProblemaDoCampo } from '#contract/errors';

/** A field problem as the API answers one the server words itself (docs/erros.md). */
export const problema = (message: string): ProblemaDoCampo => ({ code: 'valor_invalido', params: {}, message });
