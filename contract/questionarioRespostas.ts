import { Type, type Static } from '@sinclair/typebox';
import { NumeroOuNulo, TextoOuNulo } from './anulavel';
import { ID_ITEM_PADRAO, QUESTIONARIO_MAX, RESPOSTAS_SIM_NAO, type Definicao, type Pergunta } from './questionario';
import { perguntasEmOrdem, type Resposta } from './questionarioRegras';

/** Longest answer texts (characters), and the length of a file's id (photos, signature). */
export const RESPOSTA_MAX = {
  texto_curto: 500,
  texto_longo: 10_000,
  outro: 500,
  comentario: 2000,
  arquivo: 64,
} as const;

/**
 * An answer on the wire, whatever its question (see `Resposta` in questionarioRegras.ts): the
 * shape only. Whether it suits its question's type is `problemasDasRespostas`'s to say, against
 * the version the activity froze.
 */
export const RespostaSchema = Type.Unsafe<Resposta>(
  Type.Union([
    Type.String({ maxLength: RESPOSTA_MAX.texto_longo }),
    Type.Number(),
    Type.Array(Type.String({ maxLength: RESPOSTA_MAX.arquivo }), { maxItems: QUESTIONARIO_MAX.fotos }),
    Type.Object(
      {
        opcoes: Type.Array(Type.String({ maxLength: 64 }), { maxItems: QUESTIONARIO_MAX.opcoes }),
        outro: Type.Optional(TextoOuNulo({ maxLength: RESPOSTA_MAX.outro })),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
        precisao: Type.Optional(NumeroOuNulo({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
    Type.Null(),
  ]),
);

const IdPergunta = Type.String({ pattern: ID_ITEM_PADRAO });

/** Answers by question id, as a write sends them: null clears an answer. */
export const RespostasSchema = Type.Record(IdPergunta, RespostaSchema, { maxProperties: QUESTIONARIO_MAX.perguntas });
export type RespostasEnviadas = Static<typeof RespostasSchema>;

/** Comments by question id (why a critical question failed, what was seen): null or blank clears one. */
export const ComentariosSchema = Type.Record(IdPergunta, TextoOuNulo({ maxLength: RESPOSTA_MAX.comentario }), {
  maxProperties: QUESTIONARIO_MAX.perguntas,
});
export type ComentariosEnviados = Static<typeof ComentariosSchema>;

const PERGUNTA_DESCONHECIDA = 'Esta pergunta não existe na versão do questionário desta atividade.';

const isTexto = (valor: unknown): valor is string => typeof valor === 'string';
const isLista = (valor: unknown): valor is unknown[] => Array.isArray(valor);
const isObjeto = (valor: unknown): valor is Record<string, unknown> => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

function problemaDoTexto(valor: unknown, max: number): string | null {
  return isTexto(valor) && valor.length <= max ? null : `Responda com um texto de até ${max} caracteres.`;
}

function problemaDoNumero(pergunta: Pergunta, valor: unknown): string | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor)) return 'Responda com um número.';
  const { minimo, maximo, decimais } = pergunta.config ?? {};
  if (typeof minimo === 'number' && valor < minimo) return `Deve ser no mínimo ${minimo}.`;
  if (typeof maximo === 'number' && valor > maximo) return `Deve ser no máximo ${maximo}.`;
  if (typeof decimais === 'number' && Number(valor.toFixed(decimais)) !== valor) {
    if (decimais === 0) return 'Responda com um número inteiro.';
    return decimais === 1 ? 'Use no máximo 1 casa decimal.' : `Use no máximo ${decimais} casas decimais.`;
  }
  return null;
}

function problemaDaEscolha(pergunta: Pergunta, valor: unknown): string | null {
  if (!isObjeto(valor) || !isLista(valor.opcoes)) return 'Escolha entre as opções da pergunta.';
  const validas = new Set(pergunta.opcoes.map((opcao) => opcao.id));
  const escolhidas = valor.opcoes;
  if (!escolhidas.every((id) => isTexto(id) && validas.has(id))) return 'Escolha entre as opções da pergunta.';
  if (new Set(escolhidas).size !== escolhidas.length) return 'Uma opção foi escolhida mais de uma vez.';
  const outro = isTexto(valor.outro) && valor.outro.trim() !== '';
  if (outro && !pergunta.config?.permite_outro) return 'Esta pergunta não aceita outra resposta além das opções.';
  if (pergunta.tipo === 'escolha_unica' && escolhidas.length + (outro ? 1 : 0) > 1) return 'Escolha uma só opção.';
  return null;
}

function dataValida(valor: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valor)) return false;
  const data = new Date(`${valor}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().startsWith(valor);
}

function problemaDasFotos(pergunta: Pergunta, valor: unknown): string | null {
  if (!isLista(valor) || !valor.every(isTexto)) return 'Envie as fotos pela pergunta.';
  if (new Set(valor).size !== valor.length) return 'A mesma foto aparece mais de uma vez.';
  const maximo = pergunta.config?.maximo ?? QUESTIONARIO_MAX.fotos;
  return valor.length > maximo ? `Envie no máximo ${maximo} ${maximo === 1 ? 'foto' : 'fotos'}.` : null;
}

function problemaDaLocalizacao(valor: unknown): string | null {
  if (!isObjeto(valor)) return 'Informe a localização.';
  const { latitude, longitude, precisao } = valor;
  const dentro = (numero: unknown, limite: number) => typeof numero === 'number' && Math.abs(numero) <= limite;
  if (!dentro(latitude, 90) || !dentro(longitude, 180)) return 'Informe a localização.';
  return precisao === undefined || precisao === null || (typeof precisao === 'number' && precisao >= 0) ? null : 'Informe a localização.';
}

/** The files (photos, a signature) an answer refers to by id; none for other questions. */
export function arquivosDaResposta(pergunta: Pergunta, valor: unknown): string[] {
  if (pergunta.tipo === 'foto' && isLista(valor)) return valor.filter(isTexto);
  if (pergunta.tipo === 'assinatura' && isTexto(valor)) return [valor];
  return [];
}

/** Why `valor` does not answer `pergunta`, or null when it does (null, no answer, always does). */
export function problemaDaResposta(pergunta: Pergunta, valor: unknown): string | null {
  if (valor === null) return null;
  switch (pergunta.tipo) {
    case 'texto_curto':
      return problemaDoTexto(valor, RESPOSTA_MAX.texto_curto);
    case 'texto_longo':
      return problemaDoTexto(valor, RESPOSTA_MAX.texto_longo);
    case 'numero':
      return problemaDoNumero(pergunta, valor);
    case 'sim_nao':
      return (RESPOSTAS_SIM_NAO as readonly unknown[]).includes(valor) ? null : 'Responda sim, não ou não se aplica.';
    case 'escolha_unica':
    case 'multipla_escolha':
      return problemaDaEscolha(pergunta, valor);
    case 'data':
      return isTexto(valor) && dataValida(valor) ? null : 'Informe uma data no formato AAAA-MM-DD.';
    case 'hora':
      return isTexto(valor) && /^([01]\d|2[0-3]):[0-5]\d$/.test(valor) ? null : 'Informe uma hora no formato HH:MM.';
    case 'foto':
      return problemaDasFotos(pergunta, valor);
    case 'assinatura':
      return isTexto(valor) && valor !== '' && valor.length <= RESPOSTA_MAX.arquivo ? null : 'Envie a assinatura desenhada.';
    case 'avaliacao':
      return Number.isInteger(valor) && (valor as number) >= 1 && (valor as number) <= 5 ? null : 'Avalie de 1 a 5.';
    case 'localizacao':
      return problemaDaLocalizacao(valor);
  }
}

/**
 * Checks answers and comments against the questionnaire version they fill in: every id must be
 * one of its questions, and every answer must suit its question's type and settings. Returns
 * messages by field (`respostas.<id>`, `comentarios.<id>`), empty when all is well. Required
 * questions are not checked here: a draft of answers may be incomplete until concluding.
 */
export function problemasDasRespostas(
  definicao: Definicao,
  respostas: Readonly<Record<string, unknown>>,
  comentarios: Readonly<Record<string, unknown>> = {},
): Record<string, string[]> {
  const perguntas = new Map(perguntasEmOrdem(definicao).map(({ pergunta }) => [pergunta.id, pergunta]));
  const problemas: Record<string, string[]> = {};
  for (const [id, valor] of Object.entries(respostas)) {
    const pergunta = perguntas.get(id);
    const problema = pergunta ? problemaDaResposta(pergunta, valor) : PERGUNTA_DESCONHECIDA;
    if (problema) problemas[`respostas.${id}`] = [problema];
  }
  for (const id of Object.keys(comentarios)) {
    if (!perguntas.has(id)) problemas[`comentarios.${id}`] = [PERGUNTA_DESCONHECIDA];
  }
  return problemas;
}
