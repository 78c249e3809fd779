import type { ProblemaDoCampo } from '#contract/errors';
import { motivo, type CodigoDoCampo, type ParametrosDoCampo } from '#contract/mensagensDoCampo';
import { dito } from '#server/http/textoDoCampo';

/** A field problem as the API answers it: its code and its Portuguese text (docs/erros.md). */
export const problema = (code: CodigoDoCampo, params: ParametrosDoCampo = {}): ProblemaDoCampo => dito(motivo(code, params));
