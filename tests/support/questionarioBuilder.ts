import type { Questionario } from '#contract/questionario';
import { escolha, pergunta, secao, simNao } from './questionarios';

/** A draft as GET /api/questionarios/:id answers it: two sections, a scored sim/não and a choice. */
export function questionarioLido(campos: Partial<Questionario> = {}): Questionario {
  return {
    id: 'q-1',
    titulo: 'Vistoria',
    descricao: null,
    status: 'rascunho',
    versao_atual: null,
    rascunho_aberto: true,
    versao: 3,
    atualizado_em: '2026-03-02T12:00:00.000Z',
    publicado_em: null,
    secoes: [
      secao('s1', [simNao('p1', { enunciado: 'Extintor no lugar?' }), pergunta('p2', { enunciado: 'Observações' })], 'Área externa'),
      secao('s2', [escolha('p3', ['Bom', 'Ruim'], { enunciado: 'Estado da sinalização' })], 'Sinalização'),
    ],
    ...campos,
  };
}
