import { QUESTIONARIO_MAX, RESPOSTAS_SIM_NAO, type Condicao, type Definicao, type Pergunta } from './questionario';
import { chavesDePontos, perguntasEmOrdem, pontosMaximos } from './questionarioRegras';

/** What the messages that name something carry; the others carry nothing. */
interface ValoresPorCodigo {
  perguntas_demais: { maximo: number };
  id_repetido: { id: string };
  opcoes_repetidas: { rotulo: string };
  fotos_fora_do_limite: { maximo: number };
}

const CODIGOS = [
  'titulo_questionario', 'sem_perguntas', 'perguntas_demais', 'titulo_secao', 'id_repetido', 'enunciado',
  'opcoes_sem_escolha', 'opcoes_vazias', 'opcao_sem_texto', 'opcoes_repetidas', 'fotos_fora_do_limite', 'fotos_nenhuma',
  'minimo_acima_do_maximo', 'critica_sem_pontos', 'pontos_sem_escolha', 'pontos_resposta_inexistente', 'pontos_zerados',
  'regra_pergunta_inexistente', 'regra_propria', 'regra_posterior', 'regra_so_respondida', 'regra_comparacao_sem_numero',
  'regra_numero', 'regra_sem_valores', 'regra_sem_valor', 'regra_opcao_inexistente', 'regra_sim_nao',
] as const;

export type CodigoDoProblema = (typeof CODIGOS)[number];
export type ValoresDo<C extends CodigoDoProblema> = C extends keyof ValoresPorCodigo ? ValoresPorCodigo[C] : Record<string, never>;
/** One text per reason, given what it names. */
export type TextosDoProblema<T> = { [C in CodigoDoProblema]: (valores: ValoresDo<C>) => T };

/**
 * Every reason a draft cannot be published, in Portuguese: the API's `errors` carry these texts,
 * while the builder shows each code's text from its own catalog in the person's language.
 */
export const MENSAGENS_DO_PROBLEMA: TextosDoProblema<string> = {
  titulo_questionario: () => 'Informe o título do questionário.',
  sem_perguntas: () => 'O questionário precisa de ao menos uma pergunta.',
  perguntas_demais: ({ maximo }) => `O questionário pode ter no máximo ${maximo} perguntas.`,
  titulo_secao: () => 'Informe o título da seção.',
  id_repetido: ({ id }) => `O identificador "${id}" se repete no questionário.`,
  enunciado: () => 'Informe o enunciado da pergunta.',
  opcoes_sem_escolha: () => 'Só perguntas de escolha têm opções.',
  opcoes_vazias: () => 'Uma pergunta de escolha precisa de ao menos uma opção.',
  opcao_sem_texto: () => 'Toda opção precisa de um texto.',
  opcoes_repetidas: ({ rotulo }) => `Duas opções têm o mesmo texto: "${rotulo}".`,
  fotos_fora_do_limite: ({ maximo }) => `O número de fotos deve ser um inteiro de 0 a ${maximo}.`,
  fotos_nenhuma: () => 'Peça ao menos uma foto.',
  minimo_acima_do_maximo: () => 'O mínimo deve ser menor ou igual ao máximo.',
  critica_sem_pontos: () => 'Uma pergunta crítica precisa de pontuação.',
  pontos_sem_escolha: () => 'Só perguntas de sim/não e de escolha têm pontuação.',
  pontos_resposta_inexistente: () => 'A pontuação se refere a uma resposta que não existe.',
  pontos_zerados: () => 'Dê pontos a ao menos uma resposta.',
  regra_pergunta_inexistente: () => 'A regra se refere a uma pergunta que não existe.',
  regra_propria: () => 'A regra não pode depender da própria pergunta.',
  regra_posterior: () => 'A regra deve depender de uma pergunta anterior.',
  regra_so_respondida: () => 'Para esta pergunta, a regra só pode verificar se ela foi respondida.',
  regra_comparacao_sem_numero: () => '"Maior que" e "menor que" só se aplicam a perguntas de número ou avaliação.',
  regra_numero: () => 'Informe um número para comparar.',
  regra_sem_valores: () => 'Escolha ao menos um valor para a condição.',
  regra_sem_valor: () => 'Informe o valor da condição.',
  regra_opcao_inexistente: () => 'A condição usa uma opção que não existe nesta pergunta.',
  regra_sim_nao: () => 'Compare com "sim", "não" ou "não se aplica".',
};

interface MotivoDo<C extends CodigoDoProblema> {
  codigo: C;
  valores: ValoresDo<C>;
}
type Motivo = { [C in CodigoDoProblema]: MotivoDo<C> }[CodigoDoProblema];

/** The text of a reason from a table of texts (Portuguese here, the catalog's in the builder). */
export function textoDoMotivo<T, C extends CodigoDoProblema>(textos: TextosDoProblema<T>, { codigo, valores }: MotivoDo<C>): T {
  return textos[codigo](valores);
}

/**
 * One reason a draft cannot be published. `id` is the section's or question's id (null for the
 * questionnaire itself), so the builder can link the message to the item.
 */
export type ProblemaDefinicao = Motivo & {
  id: string | null;
  campo: string;
  /** The Portuguese text of `codigo`. */
  mensagem: string;
};

/** A problem as a screen lists it: the server's `errors` give only the text. */
export type ProblemaNoItem = Pick<ProblemaDefinicao, 'id' | 'campo' | 'mensagem'>;

function motivo<C extends Exclude<CodigoDoProblema, keyof ValoresPorCodigo>>(codigo: C): Motivo;
function motivo<C extends keyof ValoresPorCodigo>(codigo: C, valores: ValoresPorCodigo[C]): Motivo;
function motivo(codigo: CodigoDoProblema, valores: object = {}): Motivo {
  return { codigo, valores } as Motivo;
}

const ESCOLHAS: ReadonlySet<Pergunta['tipo']> = new Set(['escolha_unica', 'multipla_escolha']);
const NUMERICOS: ReadonlySet<Pergunta['tipo']> = new Set(['numero', 'avaliacao']);
/** Types whose answer is a file or a point: a rule can only ask whether they were answered. */
const SO_RESPONDIDA: ReadonlySet<Pergunta['tipo']> = new Set(['foto', 'assinatura', 'localizacao']);

const vazio = (texto: string | null | undefined) => !texto?.trim();

function problemasDaCondicao(condicao: Condicao, alvo: Pergunta | undefined, posicao: 'anterior' | 'propria' | 'posterior' | 'ausente'): Motivo[] {
  if (posicao === 'ausente' || !alvo) return [motivo('regra_pergunta_inexistente')];
  if (posicao === 'propria') return [motivo('regra_propria')];
  if (posicao === 'posterior') return [motivo('regra_posterior')];
  const { operador } = condicao;
  if (operador === 'respondida' || operador === 'nao_respondida') return [];
  if (SO_RESPONDIDA.has(alvo.tipo)) return [motivo('regra_so_respondida')];
  if (operador === 'maior_que' || operador === 'menor_que') {
    if (!NUMERICOS.has(alvo.tipo)) return [motivo('regra_comparacao_sem_numero')];
    return typeof condicao.valor === 'number' && Number.isFinite(condicao.valor) ? [] : [motivo('regra_numero')];
  }
  const esperados = operador === 'um_de' ? (condicao.valores ?? []) : condicao.valor === undefined ? [] : [condicao.valor];
  if (esperados.length === 0 || esperados.some((valor) => typeof valor === 'string' && vazio(valor))) {
    return [motivo(operador === 'um_de' ? 'regra_sem_valores' : 'regra_sem_valor')];
  }
  if (ESCOLHAS.has(alvo.tipo)) {
    const ids = new Set(alvo.opcoes.map((opcao) => opcao.id));
    return esperados.every((valor) => ids.has(String(valor))) ? [] : [motivo('regra_opcao_inexistente')];
  }
  if (alvo.tipo === 'sim_nao') {
    const validas: readonly string[] = RESPOSTAS_SIM_NAO;
    return esperados.every((valor) => validas.includes(String(valor))) ? [] : [motivo('regra_sim_nao')];
  }
  if (NUMERICOS.has(alvo.tipo)) {
    return esperados.every((valor) => Number.isFinite(Number(valor))) ? [] : [motivo('regra_numero')];
  }
  return [];
}

function problemasDaConfig(pergunta: Pergunta): Motivo[] {
  const { minimo, maximo } = pergunta.config ?? {};
  const problemas: Motivo[] = [];
  if (pergunta.tipo === 'foto') {
    const contagem = (valor: number | null | undefined) =>
      valor === null || valor === undefined || (Number.isInteger(valor) && valor >= 0 && valor <= QUESTIONARIO_MAX.fotos);
    if (!contagem(minimo) || !contagem(maximo)) problemas.push(motivo('fotos_fora_do_limite', { maximo: QUESTIONARIO_MAX.fotos }));
    if (maximo === 0) problemas.push(motivo('fotos_nenhuma'));
  }
  if ((pergunta.tipo === 'numero' || pergunta.tipo === 'foto') && typeof minimo === 'number' && typeof maximo === 'number' && minimo > maximo) {
    problemas.push(motivo('minimo_acima_do_maximo'));
  }
  return problemas;
}

function problemasDosPontos(pergunta: Pergunta): Motivo[] {
  if (!pergunta.pontos) return pergunta.critica ? [motivo('critica_sem_pontos')] : [];
  if (!(pergunta.tipo === 'sim_nao' || ESCOLHAS.has(pergunta.tipo))) return [motivo('pontos_sem_escolha')];
  const validas = new Set(chavesDePontos(pergunta));
  if (Object.keys(pergunta.pontos).some((chave) => !validas.has(chave))) return [motivo('pontos_resposta_inexistente')];
  return pontosMaximos(pergunta) > 0 ? [] : [motivo('pontos_zerados')];
}

function problemasDasOpcoes(pergunta: Pergunta): Motivo[] {
  if (!ESCOLHAS.has(pergunta.tipo)) return pergunta.opcoes.length > 0 ? [motivo('opcoes_sem_escolha')] : [];
  if (pergunta.opcoes.length === 0) return [motivo('opcoes_vazias')];
  if (pergunta.opcoes.some((opcao) => vazio(opcao.rotulo))) return [motivo('opcao_sem_texto')];
  const rotulos = pergunta.opcoes.map((opcao) => opcao.rotulo.trim().toLocaleLowerCase('pt-BR'));
  const repetido = rotulos.find((rotulo, indice) => rotulos.indexOf(rotulo) !== indice);
  return repetido === undefined ? [] : [motivo('opcoes_repetidas', { rotulo: repetido })];
}

/**
 * Why a draft cannot be published, in the builder's order: the questionnaire, then each
 * section and question. An empty list means it can be published. Never throws on a definition
 * that passed DefinicaoSchema, whatever its references point at.
 */
export function problemasDaDefinicao(definicao: Definicao): ProblemaDefinicao[] {
  const problemas: ProblemaDefinicao[] = [];
  const add = (id: string | null, campo: string, motivos: Motivo[]) => {
    for (const razao of motivos) problemas.push({ ...razao, id, campo, mensagem: textoDoMotivo(MENSAGENS_DO_PROBLEMA, razao) });
  };
  if (vazio(definicao.titulo)) add(null, 'titulo', [motivo('titulo_questionario')]);
  const ordem = perguntasEmOrdem(definicao);
  if (ordem.length === 0) add(null, 'secoes', [motivo('sem_perguntas')]);
  if (ordem.length > QUESTIONARIO_MAX.perguntas) add(null, 'secoes', [motivo('perguntas_demais', { maximo: QUESTIONARIO_MAX.perguntas })]);

  const vistos = new Set<string>();
  const repetidos = new Set<string>();
  const marcar = (id: string) => (vistos.has(id) ? repetidos.add(id) : vistos.add(id));
  for (const secao of definicao.secoes) {
    marcar(secao.id);
    for (const pergunta of secao.perguntas) {
      marcar(pergunta.id);
      for (const opcao of pergunta.opcoes) marcar(opcao.id);
    }
  }
  const indice = new Map(ordem.map(({ pergunta }, posicao) => [pergunta.id, posicao]));
  const porId = new Map(ordem.map(({ pergunta }) => [pergunta.id, pergunta]));

  let posicao = 0;
  for (const secao of definicao.secoes) {
    if (vazio(secao.titulo)) add(secao.id, 'titulo', [motivo('titulo_secao')]);
    if (repetidos.has(secao.id)) add(secao.id, 'id', [motivo('id_repetido', { id: secao.id })]);
    for (const pergunta of secao.perguntas) {
      if (repetidos.has(pergunta.id)) add(pergunta.id, 'id', [motivo('id_repetido', { id: pergunta.id })]);
      const opcaoRepetida = pergunta.opcoes.find((opcao) => repetidos.has(opcao.id));
      if (opcaoRepetida) add(pergunta.id, 'opcoes', [motivo('id_repetido', { id: opcaoRepetida.id })]);
      if (vazio(pergunta.enunciado)) add(pergunta.id, 'enunciado', [motivo('enunciado')]);
      add(pergunta.id, 'opcoes', problemasDasOpcoes(pergunta));
      add(pergunta.id, 'config', problemasDaConfig(pergunta));
      add(pergunta.id, 'pontos', problemasDosPontos(pergunta));
      for (const condicao of pergunta.regra?.condicoes ?? []) {
        const alvo = indice.get(condicao.pergunta);
        const relacao = alvo === undefined ? 'ausente' : alvo < posicao ? 'anterior' : alvo === posicao ? 'propria' : 'posterior';
        add(pergunta.id, 'regra', problemasDaCondicao(condicao, porId.get(condicao.pergunta), relacao));
      }
      posicao += 1;
    }
  }
  return problemas;
}

/** The problems as the API's `errors`: keyed `<id>.<campo>`, or `<campo>` for the questionnaire's own. */
export function problemasPorCampo(problemas: readonly ProblemaNoItem[]): Record<string, string[]> {
  const porCampo: Record<string, string[]> = {};
  for (const { id, campo, mensagem } of problemas) {
    const chave = id === null ? campo : `${id}.${campo}`;
    (porCampo[chave] ??= []).includes(mensagem) || porCampo[chave].push(mensagem);
  }
  return porCampo;
}
