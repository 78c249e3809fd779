import type { Definicao, Pergunta, TipoPergunta } from '#contract/questionario';
import { duplicarItem, idsParaDuplicar, moverItem, removerItem, soltarItem, vizinhoAposRemover } from './questionarioEstrutura';
import {
  acharPergunta,
  adicionarOpcao,
  adicionarPergunta,
  adicionarSecao,
  atualizarOpcao,
  atualizarPergunta,
  atualizarQuestionario,
  atualizarSecao,
  ehEscolha,
  geradorDeIds,
  localizar,
  moverOpcao,
  novaPergunta,
  removerOpcao,
  type Lugar,
  type Selecao,
} from './questionarioRascunho';

/** The builder's edits as events: each changes the draft (or nothing), never the saving. */
export type EdicaoEvent =
  | { type: 'builder.questionario.update'; campos: { titulo?: string; descricao?: string | null } }
  | { type: 'builder.secao.add' }
  | { type: 'builder.secao.update'; id: string; titulo: string }
  | { type: 'builder.pergunta.add'; tipo: TipoPergunta }
  | { type: 'builder.pergunta.update'; id: string; campos: Partial<Omit<Pergunta, 'id'>> }
  | { type: 'builder.opcao.add'; pergunta: string }
  | { type: 'builder.opcao.update'; pergunta: string; opcao: string; rotulo: string }
  | { type: 'builder.opcao.move'; pergunta: string; opcao: string; passo: 1 | -1 }
  | { type: 'builder.opcao.remove'; pergunta: string; opcao: string }
  | { type: 'builder.item.move'; id: string; passo: 1 | -1 }
  | { type: 'builder.item.drop'; id: string; alvo: string; lugar: Lugar }
  | { type: 'builder.item.duplicate'; id: string }
  | { type: 'builder.item.remove'; id: string };

export const EDICOES: EdicaoEvent['type'][] = [
  'builder.questionario.update',
  'builder.secao.add',
  'builder.secao.update',
  'builder.pergunta.add',
  'builder.pergunta.update',
  'builder.opcao.add',
  'builder.opcao.update',
  'builder.opcao.move',
  'builder.opcao.remove',
  'builder.item.move',
  'builder.item.drop',
  'builder.item.duplicate',
  'builder.item.remove',
];

/** What edits read: the draft, the selection and where new ids come from (see geradorDeIds). */
export interface EstadoDaEdicao {
  rascunho: Definicao;
  selecionado: Selecao;
  semente: string;
  contador: number;
}

export type Edicao = Pick<EstadoDaEdicao, 'rascunho'> & Partial<Pick<EstadoDaEdicao, 'selecionado' | 'contador'>>;

/** What one edit makes of the draft, and where the selection and the id counter go. */
export function editar(context: EstadoDaEdicao, event: EdicaoEvent): Edicao {
  const { rascunho, selecionado } = context;
  const gerador = geradorDeIds(rascunho, context.semente, context.contador);
  switch (event.type) {
    case 'builder.questionario.update':
      return { rascunho: atualizarQuestionario(rascunho, event.campos) };
    case 'builder.secao.add': {
      const id = gerador.novo();
      return { rascunho: adicionarSecao(rascunho, selecionado, id), selecionado: id, contador: gerador.contador() };
    }
    case 'builder.secao.update':
      return { rascunho: atualizarSecao(rascunho, event.id, event.titulo) };
    case 'builder.pergunta.add': {
      const pergunta = novaPergunta(gerador.novo(), event.tipo, ehEscolha(event.tipo) ? gerador.novo() : null);
      const secaoId = rascunho.secoes.length === 0 ? gerador.novo() : '';
      return { rascunho: adicionarPergunta(rascunho, selecionado, pergunta, secaoId), selecionado: pergunta.id, contador: gerador.contador() };
    }
    case 'builder.pergunta.update': {
      const atual = acharPergunta(rascunho, event.id);
      const semOpcoes = event.campos.tipo && ehEscolha(event.campos.tipo) && atual && !ehEscolha(atual.tipo);
      const opcaoId = semOpcoes ? gerador.novo() : null;
      return { rascunho: atualizarPergunta(rascunho, event.id, event.campos, opcaoId), contador: gerador.contador() };
    }
    case 'builder.opcao.add': {
      const id = gerador.novo();
      return { rascunho: adicionarOpcao(rascunho, event.pergunta, id), contador: gerador.contador() };
    }
    case 'builder.opcao.update':
      return { rascunho: atualizarOpcao(rascunho, event.pergunta, event.opcao, event.rotulo) };
    case 'builder.opcao.move':
      return { rascunho: moverOpcao(rascunho, event.pergunta, event.opcao, event.passo) };
    case 'builder.opcao.remove':
      return { rascunho: removerOpcao(rascunho, event.pergunta, event.opcao) };
    case 'builder.item.move':
      return { rascunho: moverItem(rascunho, event.id, event.passo) };
    case 'builder.item.drop':
      return { rascunho: soltarItem(rascunho, event.id, event.alvo, event.lugar) };
    case 'builder.item.duplicate': {
      const ids = Array.from({ length: idsParaDuplicar(rascunho, event.id) }, gerador.novo);
      const { definicao, copia } = duplicarItem(rascunho, event.id, ids);
      return { rascunho: definicao, selecionado: copia ?? selecionado, contador: gerador.contador() };
    }
    case 'builder.item.remove': {
      const local = localizar(rascunho, event.id);
      const selecaoSai = selecionado === event.id || (local?.pergunta === null && localizar(rascunho, selecionado)?.secao === local.secao);
      return {
        rascunho: removerItem(rascunho, event.id),
        selecionado: selecaoSai ? vizinhoAposRemover(rascunho, event.id) : selecionado,
      };
    }
  }
}
