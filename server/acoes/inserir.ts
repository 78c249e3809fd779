import { codigoDaAcao } from '#contract/acoes';
import { acaoHistorico } from '../db/repositories/acaoHistorico';
import { acoes, type AcaoNova } from '../db/repositories/acoes';
import { reservarNumeros } from '../db/repositories/contadores';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { linkDaAcao, notificar } from '../notificacoes/notificar';
import { publicarEvento } from '../webhooks/publicar';

export type AcaoSemNumero = Omit<AcaoNova, 'numero' | 'codigo'>;

/** An action's fields as the histórico records them: references by id, moments in ISO 8601. */
export function retratoDaAcao(acao: AcaoSemNumero): Omit<AcaoSemNumero, 'prazo'> & { prazo: string | null } {
  const { prazo, ...campos } = acao;
  return { ...campos, prazo: prazo === null || prazo === undefined ? null : new Date(prazo).toISOString() };
}

/**
 * Creates the actions, each with the company's next número and its histórico entry, in the
 * caller's transaction, and tells each responsável; their ids, in the order given.
 */
export async function inserirAcoes(trx: Trx, empresaId: string, novas: AcaoSemNumero[], autoria: Autoria): Promise<string[]> {
  if (novas.length === 0) return [];
  const primeiro = await reservarNumeros(trx, 'acao_contador', empresaId, novas.length);
  const numeradas = novas.map((nova, indice) => ({ ...nova, numero: primeiro + indice, codigo: codigoDaAcao(primeiro + indice) }));
  const ids = await acoes.create(trx, empresaId, numeradas, autoria);
  const criacoes = novas.map((nova, indice) => ({ acaoId: ids[indice]!, acao: 'criacao' as const, antes: null, depois: { status: 'aberta' as const, ...retratoDaAcao(nova) } }));
  await acaoHistorico.registrar(trx, empresaId, criacoes, autoria);
  for (const [indice, acao] of numeradas.entries()) {
    await publicarEvento(trx, empresaId, 'acao.criada', { id: ids[indice]!, codigo: acao.codigo, versao: 1, ...criacoes[indice]!.depois }, autoria.agora);
    await notificar(trx, empresaId, autoria, [acao.responsavel_id], {
      tipo: 'acao_atribuida',
      params: { codigo: acao.codigo, titulo: acao.titulo },
      link: linkDaAcao(ids[indice]!),
    });
  }
  return ids;
}
