import { PAPEIS_RESPONSAVEIS } from '#contract/atividade';
import { motivo, type MotivosPorCampo } from '#contract/mensagensDoCampo';
import { questionarios } from '../db/repositories/questionarios';
import { sites } from '../db/repositories/sites';
import { tiposServico } from '../db/repositories/tiposServico';
import type { TipoServicoRow } from '../db/schema';
import { isUuid } from '../db/uuid';
import type { Trx } from '../db/tenant';

export interface Referencias {
  tipo_servico_id?: string;
  site_id?: string;
  responsavel_id?: string;
  questionario_id?: string;
}

async function responsavelValido(trx: Trx, empresaId: string, usuarioId: string): Promise<boolean> {
  return (await responsaveisValidos(trx, empresaId, [usuarioId])).has(usuarioId);
}

/** Of these people, the ones who may be given activities and actions in the company now. */
export async function responsaveisValidos(trx: Trx, empresaId: string, usuarioIds: readonly string[]): Promise<Set<string>> {
  const validos = usuarioIds.filter(isUuid);
  if (validos.length === 0) return new Set();
  const rows = await trx
    .selectFrom('membro')
    .select('usuario_id')
    .where('empresa_id', '=', empresaId)
    .where('usuario_id', 'in', validos)
    .where('papel', 'in', PAPEIS_RESPONSAVEIS)
    .execute();
  return new Set(rows.map((row) => row.usuario_id));
}

/**
 * Checks the references an activity is given (on an edit, only the ones that change: a site
 * archived after the activity was scheduled stays while other fields are edited). Each must be
 * the company's and on offer: an active service type and site, a member who carries out work,
 * a published and unarchived questionnaire. Returns the reasons by field, and the service type.
 */
export async function conferirReferencias(
  trx: Trx,
  empresaId: string,
  referencias: Referencias,
): Promise<{ problemas: MotivosPorCampo; tipo: TipoServicoRow | undefined }> {
  const problemas: MotivosPorCampo = {};
  const { tipo_servico_id, site_id, responsavel_id, questionario_id } = referencias;
  const tipo = tipo_servico_id === undefined ? undefined : await tiposServico.find(trx, empresaId, tipo_servico_id);
  if (tipo_servico_id !== undefined && !tipo?.ativo) problemas.tipo_servico_id = [motivo('tipo_servico_inativo')];
  if (site_id !== undefined && !(await sites.find(trx, empresaId, site_id))?.ativo) problemas.site_id = [motivo('site_inativo')];
  if (responsavel_id !== undefined && !(await responsavelValido(trx, empresaId, responsavel_id))) {
    problemas.responsavel_id = [motivo('responsavel_invalido')];
  }
  if (questionario_id !== undefined && !(await questionarios.oferecivel(trx, empresaId, questionario_id))) {
    problemas.questionario_id = [motivo('questionario_nao_publicado')];
  }
  return { problemas, tipo };
}

/** The questionnaire a new activity of this service type fills in: its questionário padrão, while still on offer. */
export async function questionarioPadrao(trx: Trx, empresaId: string, tipo: TipoServicoRow): Promise<string | null> {
  const { questionario_id } = tipo;
  return questionario_id !== null && (await questionarios.oferecivel(trx, empresaId, questionario_id)) ? questionario_id : null;
}
