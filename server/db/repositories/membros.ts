import { sql, type Kysely } from 'kysely';
import { PAPEIS_RESPONSAVEIS, type Responsavel, type ResponsavelListaQuery } from '#contract/atividade';
import { lerOrdem, LIMITE_PADRAO } from '#contract/lista';
import type { Membro, MembroListaQuery, MembroOrdem } from '#contract/usuarios';
import type { Papel } from '#contract/papel';
import type { Database } from '../schema';
import { isUuid } from '../uuid';
import { paginaComContagem, type Contagem } from './contagem';
import { contendo, semAcento, type Autoria } from './registros';
import type { Trx } from '../tenant';

function membroQuery(trx: Trx, empresaId: string) {
  return trx
    .selectFrom('membro')
    .innerJoin('usuario_da_empresa as usuario', 'usuario.id', 'membro.usuario_id')
    .select(['usuario.id', 'usuario.nome', 'usuario.email', 'membro.papel', 'membro.criado_em', 'membro.versao'])
    .where('membro.empresa_id', '=', empresaId);
}

interface MembroRow {
  id: string;
  nome: string;
  email: string;
  papel: Papel;
  criado_em: Date;
  versao: number;
}

function toMembro({ criado_em, ...row }: MembroRow): Membro {
  return { ...row, desde: criado_em.toISOString() };
}

const ORDENAVEIS: Record<MembroOrdem, ReturnType<typeof semAcento> | 'membro.papel' | 'membro.criado_em'> = {
  nome: semAcento('usuario.nome'),
  email: semAcento('usuario.email'),
  papel: 'membro.papel',
  desde: 'membro.criado_em',
};

/** The members of the company a transaction is bound to (see ../tenant.ts). */
export const membros = {
  async list(trx: Trx, empresaId: string, query: MembroListaQuery): Promise<{ items: Membro[] } & Contagem> {
    let filtered = membroQuery(trx, empresaId);
    if (query.q?.trim()) {
      filtered = filtered.where(contendo(sql<string>`prumo_sem_acento(usuario.nome || ' ' || usuario.email)`, query.q.trim()));
    }
    if (query.papel) filtered = filtered.where('membro.papel', '=', query.papel);
    const { campo, descendente } = lerOrdem<MembroOrdem>(query.ordem ?? 'nome');
    const limite = query.limite ?? LIMITE_PADRAO;
    const ordenada = filtered.orderBy(ORDENAVEIS[campo], descendente ? 'desc' : 'asc').orderBy('usuario.id');
    const { items, ...contagem } = await paginaComContagem(trx, filtered, ordenada, { pagina: query.pagina ?? 1, limite });
    return { items: items.map(toMembro), ...contagem };
  },

  /** The members who may be an activity's responsável, by nome; `q` finds words of the nome. */
  async responsaveis(trx: Trx, empresaId: string, query: ResponsavelListaQuery): Promise<Responsavel[]> {
    let filtered = membroQuery(trx, empresaId).where('membro.papel', 'in', [...PAPEIS_RESPONSAVEIS]);
    if (query.q?.trim()) filtered = filtered.where(contendo(semAcento('usuario.nome'), query.q.trim()));
    const rows = await filtered
      .orderBy(semAcento('usuario.nome'))
      .orderBy('usuario.id')
      .limit(query.limite ?? LIMITE_PADRAO)
      .execute();
    return rows.map(({ id, nome, papel }) => ({ id, nome, papel }));
  },

  async find(trx: Trx, empresaId: string, usuarioId: string): Promise<Membro | undefined> {
    if (!isUuid(usuarioId)) return undefined;
    const row = await membroQuery(trx, empresaId).where('membro.usuario_id', '=', usuarioId).executeTakeFirst();
    return row && toMembro(row);
  },

  async isMemberEmail(trx: Trx, empresaId: string, email: string): Promise<boolean> {
    const row = await membroQuery(trx, empresaId).where('usuario.email', '=', email).executeTakeFirst();
    return row !== undefined;
  },

  /**
   * The company's admins, locked until the transaction ends: two admins demoting each other at
   * the same moment then take turns, and the second sees that only one is left.
   */
  async lockAdmins(trx: Trx, empresaId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('membro')
      .select('usuario_id')
      .where('empresa_id', '=', empresaId)
      .where('papel', '=', 'admin')
      .forUpdate()
      .execute();
    return rows.map((row) => row.usuario_id);
  },

  /** Changes the papel if the row is still at `versao`; false when it moved on. */
  async setPapel(trx: Trx, empresaId: string, usuarioId: string, change: { papel: Papel; versao: number }, autoria: Autoria): Promise<boolean> {
    const result = await trx
      .updateTable('membro')
      .set((eb) => ({ papel: change.papel, versao: eb('versao', '+', 1), atualizado_em: autoria.agora, atualizado_por: autoria.por }))
      .where('empresa_id', '=', empresaId)
      .where('usuario_id', '=', usuarioId)
      .where('versao', '=', change.versao)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async remove(trx: Trx, empresaId: string, usuarioId: string): Promise<void> {
    await trx.deleteFrom('membro').where('empresa_id', '=', empresaId).where('usuario_id', '=', usuarioId).execute();
  },

  /** Makes a person a member; runs as the owner, since the person is not in the company yet. */
  async add(db: Kysely<Database>, values: { empresa_id: string; usuario_id: string; papel: Papel; agora: Date }): Promise<void> {
    const { agora, ...rest } = values;
    await db
      .insertInto('membro')
      .values({ ...rest, criado_em: agora, atualizado_em: agora })
      .onConflict((oc) => oc.columns(['empresa_id', 'usuario_id']).doNothing())
      .execute();
  },
};
