import { Type, type Static } from '@sinclair/typebox';
import { NumeroOuNulo, TextoOuNulo } from './anulavel';
import { motivo, type MotivoDoCampo, type MotivosPorCampo } from './mensagensDoCampo';
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

const isTexto = (valor: unknown): valor is string => typeof valor === 'string';
const isLista = (valor: unknown): valor is unknown[] => Array.isArray(valor);
const isObjeto = (valor: unknown): valor is Record<string, unknown> => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

function problemaDoTexto(valor: unknown, max: number): MotivoDoCampo | null {
  return isTexto(valor) && valor.length <= max ? null : motivo('resposta_texto', { maximo: max });
}

function problemaDoNumero(pergunta: Pergunta, valor: unknown): MotivoDoCampo | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor)) return motivo('tipo_invalido', { tipo: 'number' });
  const { minimo, maximo, decimais } = pergunta.config ?? {};
  if (typeof minimo === 'number' && valor < minimo) return motivo('minimo', { minimo });
  if (typeof maximo === 'number' && valor > maximo) return motivo('maximo', { maximo });
  if (typeof decimais === 'number' && Number(valor.toFixed(decimais)) !== valor) {
    return decimais === 0 ? motivo('tipo_invalido', { tipo: 'integer' }) : motivo('casas_decimais', { maximo: decimais });
  }
  return null;
}

function problemaDaEscolha(pergunta: Pergunta, valor: unknown): MotivoDoCampo | null {
  if (!isObjeto(valor) || !isLista(valor.opcoes)) return motivo('fora_das_opcoes');
  const validas = new Set(pergunta.opcoes.map((opcao) => opcao.id));
  const escolhidas = valor.opcoes;
  if (!escolhidas.every((id) => isTexto(id) && validas.has(id))) return motivo('fora_das_opcoes');
  if (new Set(escolhidas).size !== escolhidas.length) return motivo('opcao_repetida');
  const outro = isTexto(valor.outro) && valor.outro.trim() !== '';
  if (outro && !pergunta.config?.permite_outro) return motivo('outro_nao_permitido');
  if (pergunta.tipo === 'escolha_unica' && escolhidas.length + (outro ? 1 : 0) > 1) return motivo('uma_so_opcao');
  return null;
}

function dataValida(valor: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valor)) return false;
  const data = new Date(`${valor}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().startsWith(valor);
}

function problemaDasFotos(pergunta: Pergunta, valor: unknown): MotivoDoCampo | null {
  if (!isLista(valor) || !valor.every(isTexto)) return motivo('fotos_invalidas');
  if (new Set(valor).size !== valor.length) return motivo('foto_repetida');
  const maximo = pergunta.config?.maximo ?? QUESTIONARIO_MAX.fotos;
  return valor.length > maximo ? motivo('fotos_demais', { maximo }) : null;
}

function problemaDaLocalizacao(valor: unknown): MotivoDoCampo | null {
  if (!isObjeto(valor)) return motivo('localizacao_invalida');
  const { latitude, longitude, precisao } = valor;
  const dentro = (numero: unknown, limite: number) => typeof numero === 'number' && Math.abs(numero) <= limite;
  const valida = dentro(latitude, 90) && dentro(longitude, 180) && (precisao === undefined || precisao === null || (typeof precisao === 'number' && precisao >= 0));
  return valida ? null : motivo('localizacao_invalida');
}

/** The files (photos, a signature) an answer refers to by id; none for other questions. */
export function arquivosDaResposta(pergunta: Pergunta, valor: unknown): string[] {
  if (pergunta.tipo === 'foto' && isLista(valor)) return valor.filter(isTexto);
  if (pergunta.tipo === 'assinatura' && isTexto(valor)) return [valor];
  return [];
}

/** Why `valor` does not answer `pergunta`, or null when it does (null, no answer, always does). */
export function problemaDaResposta(pergunta: Pergunta, valor: unknown): MotivoDoCampo | null {
  if (valor === null) return null;
  switch (pergunta.tipo) {
    case 'texto_curto':
      return problemaDoTexto(valor, RESPOSTA_MAX.texto_curto);
    case 'texto_longo':
      return problemaDoTexto(valor, RESPOSTA_MAX.texto_longo);
    case 'numero':
      return problemaDoNumero(pergunta, valor);
    case 'sim_nao':
      return (RESPOSTAS_SIM_NAO as readonly unknown[]).includes(valor) ? null : motivo('resposta_sim_nao');
    case 'escolha_unica':
    case 'multipla_escolha':
      return problemaDaEscolha(pergunta, valor);
    case 'data':
      return isTexto(valor) && dataValida(valor) ? null : motivo('data_invalida');
    case 'hora':
      return isTexto(valor) && /^([01]\d|2[0-3]):[0-5]\d$/.test(valor) ? null : motivo('hora_invalida');
    case 'foto':
      return problemaDasFotos(pergunta, valor);
    case 'assinatura':
      return isTexto(valor) && valor !== '' && valor.length <= RESPOSTA_MAX.arquivo ? null : motivo('assinatura_invalida');
    case 'avaliacao':
      return Number.isInteger(valor) && (valor as number) >= 1 && (valor as number) <= 5 ? null : motivo('entre', { minimo: 1, maximo: 5 });
    case 'localizacao':
      return problemaDaLocalizacao(valor);
  }
}

/**
 * Checks answers and comments against the questionnaire version they fill in: every id must be
 * one of its questions, and every answer must suit its question's type and settings. Returns
 * the reasons by field (`respostas.<id>`, `comentarios.<id>`), empty when all is well. Required
 * questions are not checked here: a draft of answers may be incomplete until concluding.
 */
export function problemasDasRespostas(
  definicao: Definicao,
  respostas: Readonly<Record<string, unknown>>,
  comentarios: Readonly<Record<string, unknown>> = {},
): MotivosPorCampo {
  const perguntas = new Map(perguntasEmOrdem(definicao).map(({ pergunta }) => [pergunta.id, pergunta]));
  const problemas: MotivosPorCampo = {};
  for (const [id, valor] of Object.entries(respostas)) {
    const pergunta = perguntas.get(id);
    const problema = pergunta ? problemaDaResposta(pergunta, valor) : motivo('pergunta_inexistente');
    if (problema) problemas[`respostas.${id}`] = [problema];
  }
  for (const id of Object.keys(comentarios)) {
    if (!perguntas.has(id)) problemas[`comentarios.${id}`] = [motivo('pergunta_inexistente')];
  }
  return problemas;
}
