import type { AtividadeLoteBody, AtividadeLoteItem } from '#contract/atividadeLote';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { atividades, type AtividadeCompleta } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import { motivo as motivoDoCampo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import { conferirIds, porItem } from '../http/lote';
import { semProblemas } from '../http/registros';
import { alterarAtividade } from './alterar';
import { NAO_ENCONTRADA, type Ator } from './carregar';
import type { Trx } from '../db/tenant';
import { conferirReferencias } from './referencias';
import { transicionar } from './transicionar';

/** What the request asks of every activity, checked once: its refusal is the whole request's (422). */
async function conferirPedido(trx: Trx, empresaId: string, body: AtividadeLoteBody): Promise<void> {
  conferirIds(body.ids, motivoDoCampo('lote_vazio'));
  if (body.acao === 'reatribuir') {
    if (!body.responsavel_id) throw httpErrors.invalidField('responsavel_id', motivoDoCampo('obrigatorio'));
    semProblemas((await conferirReferencias(trx, empresaId, { responsavel_id: body.responsavel_id })).problemas);
  }
  if (body.acao === 'reagendar' && !body.agendada_para) throw httpErrors.invalidField('agendada_para', motivoDoCampo('obrigatorio'));
  if (body.acao === 'cancelar') {
    const motivo = body.motivo?.trim() ?? '';
    if (!motivo) throw httpErrors.invalidField('motivo', motivoDoCampo('obrigatorio'));
    if (motivo.length > MOTIVO_MAX) throw httpErrors.invalidField('motivo', motivoDoCampo('max_caracteres', { maximo: MOTIVO_MAX }));
  }
}

/** The prazo at the same distance from the new schedule as from the old one. */
function prazoDeslocado(atual: AtividadeCompleta, agendadaPara: string): string | null {
  if (atual.prazo === null) return null;
  const distancia = new Date(atual.prazo).getTime() - new Date(atual.agendada_para).getTime();
  return new Date(Date.parse(agendadaPara) + distancia).toISOString();
}

/** One activity through the single-record rules: true when it was written. */
async function aplicar(trx: Trx, empresaId: string, atual: AtividadeCompleta, body: AtividadeLoteBody, ator: Ator, autoria: Autoria): Promise<boolean> {
  const { id, versao } = atual;
  switch (body.acao) {
    case 'reatribuir':
      return alterarAtividade(trx, empresaId, id, { responsavel_id: body.responsavel_id, versao }, autoria);
    case 'reagendar': {
      const agendada_para = body.agendada_para!;
      return alterarAtividade(trx, empresaId, id, { agendada_para, prazo: prazoDeslocado(atual, agendada_para), versao }, autoria);
    }
    case 'cancelar':
      await transicionar(trx, empresaId, id, ator, { evento: 'cancelar', motivo: body.motivo, versao }, autoria);
      return true;
  }
}

/**
 * Applies one change to each activity named, each under its own savepoint (server/http/lote.ts):
 * what the single-record route would refuse (an unknown or another company's id, a concluded
 * activity, a transition the lifecycle machine refuses) is that activity's refusal with its
 * reason; anything else fails the whole request.
 */
export async function aplicarLote(trx: Trx, empresaId: string, body: AtividadeLoteBody, ator: Ator, autoria: Autoria): Promise<AtividadeLoteItem[]> {
  await conferirPedido(trx, empresaId, body);
  return porItem(trx, body.ids, async (id) => {
    const atual = await atividades.find(trx, empresaId, id);
    if (!atual) throw httpErrors.notFound(NAO_ENCONTRADA);
    const escrita = await aplicar(trx, empresaId, atual, body, ator, autoria);
    return escrita
      ? { id, resultado: 'alterada', motivo: null, status: body.acao === 'cancelar' ? 'cancelada' : atual.status, versao: atual.versao + 1 }
      : { id, resultado: 'sem_mudanca', motivo: null, status: atual.status, versao: atual.versao };
  });
}
