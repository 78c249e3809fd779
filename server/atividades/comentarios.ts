import { COMENTARIO_MAX, mencoesDoTexto, textoLegivel, type Comentario } from '#contract/atividadeComentario';
import { atividadeComentarios, type ComentarioGuardado } from '../db/repositories/atividadeComentarios';
import { avisarAoVivo } from '../db/aoVivoDaTransacao';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import type { Autoria } from '../db/repositories/registros';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import { linkDaAtividade, nomeDoAutor, notificar } from '../notificacoes/notificar';
import type { AtividadeCompleta } from '../db/repositories/atividades';
import { carregar, type Ator } from './carregar';
import type { Trx } from '../db/tenant';

export const COMENTARIO_NAO_ENCONTRADO = 'Comentário não encontrado.';

/** The text trimmed and within bounds, and the members it mentions, each one checked (422 otherwise). */
async function validar(trx: Trx, empresaId: string, bruto: string): Promise<{ texto: string; mencoes: string[] }> {
  const texto = bruto.trim();
  if (!texto) throw httpErrors.invalidField('texto', motivo('obrigatorio'));
  if (texto.length > COMENTARIO_MAX) throw httpErrors.invalidField('texto', motivo('max_caracteres', { maximo: COMENTARIO_MAX }));
  const mencoes = mencoesDoTexto(texto);
  const validas = await atividadeComentarios.mencionaveis(trx, empresaId, mencoes);
  if (mencoes.some((id) => !validas.has(id))) throw httpErrors.invalidField('texto', motivo('mencao_invalida'));
  return { texto, mencoes };
}

async function lido(trx: Trx, empresaId: string, atividadeId: string, id: number): Promise<Comentario> {
  const [comentario] = await atividadeComentarios.list(trx, empresaId, atividadeId, { limite: 1, id });
  return comentario!;
}

/** Tells each person mentioned that they were, with the comment's activity. */
async function avisarMencionados(trx: Trx, empresaId: string, atividade: AtividadeCompleta, mencionados: string[], autoria: Autoria): Promise<void> {
  if (mencionados.length === 0) return;
  await notificar(trx, empresaId, autoria, mencionados, {
    tipo: 'mencao',
    params: { codigo: atividade.codigo, titulo: atividade.titulo, autor: await nomeDoAutor(trx, autoria) },
    link: linkDaAtividade(atividade.id),
  });
}

async function doAutor(trx: Trx, empresaId: string, atividadeId: string, comentarioId: string): Promise<{ atividade: AtividadeCompleta; atual: ComentarioGuardado }> {
  const atividade = await carregar(trx, empresaId, atividadeId);
  const atual = await atividadeComentarios.find(trx, empresaId, atividadeId, comentarioId);
  if (!atual) throw httpErrors.notFound(COMENTARIO_NAO_ENCONTRADO);
  return { atividade, atual };
}

/**
 * Comments on an activity, each written with its histórico entry in the same transaction. They
 * do not change the activity's versao: a conversation never makes someone's answers stale. The
 * live screens hear that the activity's comments changed (recurso `comentarios`).
 */
const comentariosMudaram = (trx: Trx, empresaId: string, atividadeId: string) =>
  avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id: atividadeId, recurso: 'comentarios' }]);

export const comentarios = {
  async criar(trx: Trx, empresaId: string, atividadeId: string, bruto: string, autoria: Autoria): Promise<Comentario> {
    const atividade = await carregar(trx, empresaId, atividadeId);
    const { texto, mencoes } = await validar(trx, empresaId, bruto);
    const id = await atividadeComentarios.inserir(trx, empresaId, atividadeId, texto, mencoes, autoria);
    await atividadeHistorico.registrar(
      trx,
      empresaId,
      [{ atividadeId, acao: 'comentario', antes: null, depois: { comentario: String(id), texto: textoLegivel(texto) } }],
      autoria,
    );
    await avisarMencionados(trx, empresaId, atividade, mencoes, autoria);
    await comentariosMudaram(trx, empresaId, atividadeId);
    return lido(trx, empresaId, atividadeId, id);
  },

  /** Only its author edits a comment. */
  async alterar(trx: Trx, empresaId: string, atividadeId: string, comentarioId: string, bruto: string, ator: Ator, autoria: Autoria): Promise<Comentario> {
    const { atividade, atual } = await doAutor(trx, empresaId, atividadeId, comentarioId);
    if (atual.criado_por !== ator.usuarioId) throw httpErrors.forbidden('Só quem escreveu o comentário pode editá-lo.');
    const { texto, mencoes } = await validar(trx, empresaId, bruto);
    if (texto !== atual.texto) {
      await atividadeComentarios.alterar(trx, empresaId, atividadeId, atual.id, texto, mencoes, autoria.agora);
      await atividadeHistorico.registrar(
        trx,
        empresaId,
        [
          {
            atividadeId,
            acao: 'comentario_editado',
            antes: { comentario: String(atual.id), texto: textoLegivel(atual.texto) },
            depois: { comentario: String(atual.id), texto: textoLegivel(texto) },
          },
        ],
        autoria,
      );
      // Only who the edit newly mentions: the others were told when first mentioned.
      const antes = new Set(mencoesDoTexto(atual.texto));
      await avisarMencionados(trx, empresaId, atividade, mencoes.filter((id) => !antes.has(id)), autoria);
      await comentariosMudaram(trx, empresaId, atividadeId);
    }
    return lido(trx, empresaId, atividadeId, atual.id);
  },

  /** Its author removes a comment, and so do admin and gestor (moderation). */
  async remover(trx: Trx, empresaId: string, atividadeId: string, comentarioId: string, ator: Ator, autoria: Autoria): Promise<void> {
    const { atual } = await doAutor(trx, empresaId, atividadeId, comentarioId);
    const gere = ator.papel === 'admin' || ator.papel === 'gestor';
    if (!gere && atual.criado_por !== ator.usuarioId) throw httpErrors.forbidden('Só quem escreveu o comentário, um admin ou um gestor pode removê-lo.');
    await atividadeComentarios.remover(trx, empresaId, atividadeId, atual.id);
    await atividadeHistorico.registrar(
      trx,
      empresaId,
      [{ atividadeId, acao: 'comentario_removido', antes: { comentario: String(atual.id), texto: textoLegivel(atual.texto) }, depois: null }],
      autoria,
    );
    await comentariosMudaram(trx, empresaId, atividadeId);
  },
};
