import type { Definicao, Mudanca, Pergunta, Secao } from './questionario';

const CAMPOS_PERGUNTA = ['tipo', 'enunciado', 'ajuda', 'obrigatoria', 'opcoes', 'config', 'regra', 'pontos', 'critica'] as const;

/** JSON with object keys sorted, so that two equal values compare equal whatever their key order. */
function canonico(valor: unknown): string {
  return JSON.stringify(valor, (_chave, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Who a failure's corrective action goes to: a person or a papel, one choice of the builder, so one field here. */
const acaoResponsavel = (pergunta: Pergunta) => canonico([pergunta.acao_responsavel_id ?? null, pergunta.acao_responsavel_papel ?? null]);

function camposAlterados(antes: Pergunta, depois: Pergunta): string[] {
  const campos: string[] = CAMPOS_PERGUNTA.filter((campo) => canonico(antes[campo] ?? null) !== canonico(depois[campo] ?? null));
  return acaoResponsavel(antes) === acaoResponsavel(depois) ? campos : [...campos, 'acao_responsavel'];
}

/**
 * The common items that moved: those outside the longest run kept in the same relative order
 * (so moving one question down by ten marks that question, not the ten it passed).
 */
function movidos(antes: readonly string[], depois: readonly string[]): Set<string> {
  const comuns = new Set(antes.filter((id) => depois.includes(id)));
  const posicaoAntes = new Map(antes.filter((id) => comuns.has(id)).map((id, indice) => [id, indice]));
  const sequencia = depois.filter((id) => comuns.has(id));
  const valores = sequencia.map((id) => posicaoAntes.get(id) ?? 0);
  // Longest increasing subsequence of the old positions, in patience-sorting form.
  const caudas: number[] = [];
  const anterior: number[] = valores.map(() => -1);
  valores.forEach((valor, indice) => {
    let baixo = 0;
    let alto = caudas.length;
    while (baixo < alto) {
      const meio = (baixo + alto) >> 1;
      if ((valores[caudas[meio] ?? 0] ?? 0) < valor) baixo = meio + 1;
      else alto = meio;
    }
    anterior[indice] = baixo > 0 ? (caudas[baixo - 1] ?? -1) : -1;
    caudas[baixo] = indice;
  });
  const mantidos = new Set<string>();
  for (let indice = caudas.at(-1) ?? -1; indice >= 0; indice = anterior[indice] ?? -1) mantidos.add(sequencia[indice] ?? '');
  return new Set(sequencia.filter((id) => !mantidos.has(id)));
}

function comSecao(definicao: Definicao): Map<string, { pergunta: Pergunta; secao: Secao }> {
  return new Map(definicao.secoes.flatMap((secao) => secao.perguntas.map((pergunta) => [pergunta.id, { pergunta, secao }] as const)));
}

/**
 * What changed from `de` to `para`, matching sections and questions by their stable ids: added,
 * removed, changed (with the fields) and moved (to another section, or to another place among
 * the questions both versions have). In `para`'s order, removed items last.
 */
export function compararDefinicoes(de: Definicao, para: Definicao): Mudanca[] {
  const mudancas: Mudanca[] = [];
  const cabecalho = (['titulo', 'descricao'] as const).filter((campo) => (de[campo] ?? null) !== (para[campo] ?? null));
  if (cabecalho.length > 0) mudancas.push({ tipo: 'alterada', item: 'questionario', id: null, rotulo: para.titulo, campos: [...cabecalho] });

  const secoesAntes = new Map(de.secoes.map((secao) => [secao.id, secao]));
  const secoesDepois = new Set(para.secoes.map((secao) => secao.id));
  const ids = (itens: readonly { id: string }[]) => itens.map((item) => item.id);
  const secoesMovidas = movidos(ids(de.secoes), ids(para.secoes));

  const perguntasAntes = comSecao(de);
  const perguntasDepois = comSecao(para);
  // A question's place is within its section: reordering sections moves sections, not their questions.
  const perguntasMovidas = new Set(
    para.secoes.flatMap((secao) => [...movidos(ids(secoesAntes.get(secao.id)?.perguntas ?? []), ids(secao.perguntas))]),
  );

  for (const secao of para.secoes) {
    const anterior = secoesAntes.get(secao.id);
    if (!anterior) mudancas.push({ tipo: 'adicionada', item: 'secao', id: secao.id, rotulo: secao.titulo, campos: [] });
    else {
      if (anterior.titulo !== secao.titulo) mudancas.push({ tipo: 'alterada', item: 'secao', id: secao.id, rotulo: secao.titulo, campos: ['titulo'] });
      if (secoesMovidas.has(secao.id)) {
        mudancas.push({ tipo: 'movida', item: 'secao', id: secao.id, rotulo: secao.titulo, campos: [] });
      }
    }
    for (const pergunta of secao.perguntas) {
      const antes = perguntasAntes.get(pergunta.id);
      const rotulo = pergunta.enunciado;
      if (!antes) {
        mudancas.push({ tipo: 'adicionada', item: 'pergunta', id: pergunta.id, rotulo, campos: [] });
        continue;
      }
      const campos = camposAlterados(antes.pergunta, pergunta);
      if (campos.length > 0) mudancas.push({ tipo: 'alterada', item: 'pergunta', id: pergunta.id, rotulo, campos });
      if (antes.secao.id !== secao.id || perguntasMovidas.has(pergunta.id)) {
        mudancas.push({ tipo: 'movida', item: 'pergunta', id: pergunta.id, rotulo, campos: [] });
      }
    }
  }
  for (const secao of de.secoes) {
    if (!secoesDepois.has(secao.id)) mudancas.push({ tipo: 'removida', item: 'secao', id: secao.id, rotulo: secao.titulo, campos: [] });
  }
  for (const [id, { pergunta }] of perguntasAntes) {
    if (!perguntasDepois.has(id)) mudancas.push({ tipo: 'removida', item: 'pergunta', id, rotulo: pergunta.enunciado, campos: [] });
  }
  return mudancas;
}
