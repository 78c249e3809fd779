import { Type, type Static, type TObject } from '@sinclair/typebox';
import { EVENTOS_ACAO, ORIGENS_ACAO, STATUS_ACAO } from './acaoStatus';
import { NumeroOuNulo, TextoOuNulo } from './anulavel';
import { EVENTOS_ATIVIDADE, STATUS_ATIVIDADE } from './atividadeStatus';
import { PRIORIDADES } from './prioridade';
import type { EventoWebhook } from './webhooks';

// The `data` of each event a webhook receives (docs/webhooks.md): the server's publicarEvento is
// typed by them, and the API document describes them under OpenAPI's `webhooks`.

const escolha = <T extends string>(valores: readonly T[]) => Type.Union(valores.map((valor) => Type.Literal(valor)));
const DataHora = Type.String({ format: 'date-time' });
const DataHoraOuNulo = TextoOuNulo({ format: 'date-time' });

const identidade = {
  id: Type.String({ format: 'uuid' }),
  /** AT-000123 or AC-000045. */
  codigo: Type.String(),
  /** The record's version after the change. */
  versao: Type.Integer(),
};

/** An activity's fields a person edits, as its histórico records them. */
const camposDaAtividade = {
  titulo: Type.String(),
  tipo_servico_id: Type.String(),
  site_id: Type.String(),
  responsavel_id: TextoOuNulo(),
  prioridade: escolha(PRIORIDADES),
  agendada_para: DataHora,
  prazo: DataHoraOuNulo,
  descricao: TextoOuNulo(),
  questionario_id: TextoOuNulo(),
};

const transicaoDaAtividade = {
  ...identidade,
  evento: escolha(EVENTOS_ATIVIDADE),
  de: escolha(STATUS_ATIVIDADE),
  para: escolha(STATUS_ATIVIDADE),
  motivo: TextoOuNulo(),
};

const transicaoDaAcao = {
  ...identidade,
  evento: escolha(EVENTOS_ACAO),
  de: escolha(STATUS_ACAO),
  para: escolha(STATUS_ACAO),
  motivo: TextoOuNulo(),
};

export const DADOS_DOS_EVENTOS = {
  'atividade.criada': Type.Object({ ...identidade, status: Type.Literal('agendada'), ...camposDaAtividade }, { $id: 'AtividadeCriadaEvento' }),
  'atividade.alterada': Type.Object(
    { ...identidade, antes: Type.Partial(Type.Object(camposDaAtividade)), depois: Type.Partial(Type.Object(camposDaAtividade)) },
    { $id: 'AtividadeAlteradaEvento', description: 'Só os campos que mudaram, antes e depois.' },
  ),
  'atividade.transicao': Type.Object(transicaoDaAtividade, { $id: 'AtividadeTransicaoEvento' }),
  'atividade.concluida': Type.Object(
    { ...transicaoDaAtividade, conformidade: NumeroOuNulo(), perguntas_reprovadas: Type.Array(Type.String()) },
    { $id: 'AtividadeConcluidaEvento' },
  ),
  'acao.criada': Type.Object(
    {
      ...identidade,
      status: escolha(STATUS_ACAO),
      titulo: Type.String(),
      descricao: Type.Optional(TextoOuNulo()),
      prioridade: escolha(PRIORIDADES),
      prazo: DataHoraOuNulo,
      responsavel_id: Type.Optional(TextoOuNulo()),
      site_id: Type.String(),
      atividade_id: Type.Optional(TextoOuNulo()),
      pergunta_id: Type.Optional(TextoOuNulo()),
      origem: escolha(ORIGENS_ACAO),
      reincidente: Type.Optional(Type.Boolean()),
    },
    { $id: 'AcaoCriadaEvento', description: 'Também para as ações que a regra automática abre.' },
  ),
  'acao.transicao': Type.Object(transicaoDaAcao, { $id: 'AcaoTransicaoEvento' }),
  'questionario.publicado': Type.Object(
    { id: Type.String({ format: 'uuid' }), titulo: Type.String(), versao: Type.Integer({ description: 'A versão que acabou de ser publicada.' }) },
    { $id: 'QuestionarioPublicadoEvento' },
  ),
} satisfies Record<EventoWebhook, TObject>;

export type DadosDoEvento<E extends EventoWebhook> = Static<(typeof DADOS_DOS_EVENTOS)[E]>;

/** The body of every delivery: the event, when the change was made, and its data. */
export const corpoDoEvento = <E extends EventoWebhook>(evento: E) =>
  Type.Object({ type: Type.Literal(evento), timestamp: DataHora, data: DADOS_DOS_EVENTOS[evento] });
