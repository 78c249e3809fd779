import { QUESTIONARIO_MAX, RESPOSTAS_SIM_NAO, type Condicao, type Definicao, type Pergunta } from './questionario';
import { chavesDePontos, perguntasEmOrdem, pontosMaximos } from './questionarioRegras';
import { motivo as motivoDoCampo, type CodigoDoCampo, type MotivoDoCampo, type MotivosPorCampo } from './mensagensDoCampo';

/** What the reasons that name something carry; the others carry nothing (their texts: contract/mensagensDoCampo.ts). */
interface ValoresPorCodigo {
  perguntas_demais: { maximo: number };
  id_repetido: { id: string };
  opcoes_repetidas: { rotulo: string };
  fotos_fora_do_limite: { maximo: number };
}

/**
 * One reason a draft cannot be published. `id` is the section's or question's id (null for the
 * questionnaire itself), so the builder can link the reason to the item.
 */
export type ProblemaDefinicao = MotivoDoCampo & {
  id: string | null;
  campo: string;
};

/** A problem as a screen lists it, its reason already said in the person's language. */
export interface ProblemaNoItem {
  id: string | null;
  campo: string;
  mensagem: string;
}

// The shared `motivo`, with the params of the reasons that name something checked.
function motivo(code: Exclude<CodigoDoCampo, keyof ValoresPorCodigo>): MotivoDoCampo;
function motivo<C extends keyof ValoresPorCodigo & CodigoDoCampo>(code: C, params: ValoresPorCodigo[C]): MotivoDoCampo;
function motivo(code: CodigoDoCampo, params: MotivoDoCampo['params'] = {}): MotivoDoCampo {
  return motivoDoCampo(code, params);
}

const ESCOLHAS: ReadonlySet<Pergunta['tipo']> = new Set(['escolha_unica', 'multipla_escolha']);
const NUMERICOS: ReadonlySet<Pergunta['tipo']> = new Set(['numero', 'avaliacao']);
/** Types whose answer is a file or a point: a rule can only ask whether they were answered. */
const SO_RESPONDIDA: ReadonlySet<Pergunta['tipo']> = new Set(['foto', 'assinatura', 'localizacao']);

const vazio = (texto: string | null | undefined) => !texto?.trim();

function problemasDaCondicao(condicao: Condicao, alvo: Pergunta | undefined, posicao: 'anterior' | 'propria' | 'posterior' | 'ausente'): MotivoDoCampo[] {
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

function problemasDaConfig(pergunta: Pergunta): MotivoDoCampo[] {
  const { minimo, maximo } = pergunta.config ?? {};
  const problemas: MotivoDoCampo[] = [];
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

function problemasDosPontos(pergunta: Pergunta): MotivoDoCampo[] {
  if (!pergunta.pontos) return pergunta.critica ? [motivo('critica_sem_pontos')] : [];
  if (!(pergunta.tipo === 'sim_nao' || ESCOLHAS.has(pergunta.tipo))) return [motivo('pontos_sem_escolha')];
  const validas = new Set(chavesDePontos(pergunta));
  if (Object.keys(pergunta.pontos).some((chave) => !validas.has(chave))) return [motivo('pontos_resposta_inexistente')];
  return pontosMaximos(pergunta) > 0 ? [] : [motivo('pontos_zerados')];
}

function problemasDasOpcoes(pergunta: Pergunta): MotivoDoCampo[] {
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
  const add = (id: string | null, campo: string, motivos: MotivoDoCampo[]) => {
    for (const razao of motivos) problemas.push({ ...razao, id, campo });
  };
  if (vazio(definicao.titulo)) add(null, 'titulo', [motivo('questionario_sem_titulo')]);
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
    if (vazio(secao.titulo)) add(secao.id, 'titulo', [motivo('secao_sem_titulo')]);
    if (repetidos.has(secao.id)) add(secao.id, 'id', [motivo('id_repetido', { id: secao.id })]);
    for (const pergunta of secao.perguntas) {
      if (repetidos.has(pergunta.id)) add(pergunta.id, 'id', [motivo('id_repetido', { id: pergunta.id })]);
      const opcaoRepetida = pergunta.opcoes.find((opcao) => repetidos.has(opcao.id));
      if (opcaoRepetida) add(pergunta.id, 'opcoes', [motivo('id_repetido', { id: opcaoRepetida.id })]);
      if (vazio(pergunta.enunciado)) add(pergunta.id, 'enunciado', [motivo('sem_enunciado')]);
      add(pergunta.id, 'opcoes', problemasDasOpcoes(pergunta));
      add(pergunta.id, 'config', problemasDaConfig(pergunta));
      add(pergunta.id, 'pontos', problemasDosPontos(pergunta));
      if (pergunta.acao_responsavel_id && pergunta.acao_responsavel_papel) add(pergunta.id, 'acao_responsavel_papel', [motivo('acao_responsavel_duplo')]);
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

/** The problems as the API's `errors`: keyed `<id>.<campo>`, or `<campo>` for the questionnaire's own; each reason once. */
export function problemasPorCampo(problemas: readonly ProblemaDefinicao[]): MotivosPorCampo {
  const porCampo: MotivosPorCampo = {};
  for (const { id, campo, code, params } of problemas) {
    const deles = (porCampo[id === null ? campo : `${id}.${campo}`] ??= []);
    if (!deles.some((outro) => outro.code === code && JSON.stringify(outro.params) === JSON.stringify(params))) deles.push({ code, params });
  }
  return porCampo;
}
