import type { AcaoLoteBody, AcaoLoteItem } from '#contract/acaoLote';
import { motivo as motivoDoCampo } from '#contract/mensagensDoCampo';
import { conferirReferencias } from '../atividades/referencias';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { conferirIds, porItem } from '../http/lote';
import { semProblemas } from '../http/registros';
import { alterarAcao } from './alterar';
import { carregarAcao } from './carregar';

/** What the request asks of every action, checked once: its refusal is the whole request's (422). */
async function conferirPedido(trx: Trx, empresaId: string, body: AcaoLoteBody): Promise<string> {
  conferirIds(body.ids, motivoDoCampo('lote_vazio_acoes'));
  if (!body.responsavel_id) throw httpErrors.invalidField('responsavel_id', motivoDoCampo('obrigatorio'));
  semProblemas((await conferirReferencias(trx, empresaId, { responsavel_id: body.responsavel_id })).problemas);
  return body.responsavel_id;
}

/**
 * Reassigns each action named through PATCH /api/acoes/:id's rules (alterarAcao: the histórico
 * entry, the versao bump, the `acao_atribuida` notification), over the version stored when the
 * request arrives, each under its own savepoint (server/http/lote.ts): an unknown or another
 * company's id, a verified or cancelled action, or one changed by a racing write is that action's
 * refusal with its reason.
 */
export async function aplicarLoteDeAcoes(trx: Trx, empresaId: string, body: AcaoLoteBody, autoria: Autoria): Promise<AcaoLoteItem[]> {
  const responsavel_id = await conferirPedido(trx, empresaId, body);
  return porItem(trx, body.ids, async (id) => {
    const atual = await carregarAcao(trx, empresaId, id);
    return (await alterarAcao(trx, empresaId, id, { responsavel_id, versao: atual.versao }, autoria))
      ? { id, resultado: 'alterada', motivo: null, status: atual.status, versao: atual.versao + 1 }
      : { id, resultado: 'sem_mudanca', motivo: null, status: atual.status, versao: atual.versao };
  });
}
