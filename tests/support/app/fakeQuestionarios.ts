import type { Questionario, QuestionarioResumo, QuestionarioVersao, Secao } from '#contract/questionario';
import { foldText } from '@/ui/foldText';
import type { FakeCall, FakeReply } from './fakeApi';

type Handler = (call: FakeCall) => FakeReply;

export function questionarioResumo(fields: Partial<QuestionarioResumo> & Pick<QuestionarioResumo, 'id' | 'titulo'>): QuestionarioResumo {
  return {
    descricao: null,
    status: 'rascunho',
    versao_atual: null,
    rascunho_aberto: true,
    versao: 1,
    atualizado_em: '2026-01-05T12:00:00.000Z',
    publicado_em: null,
    total_perguntas: 0,
    ...fields,
  };
}

/** A questionnaire's library row with the sections GET /:id answers for it. */
export interface FakeQuestionario {
  resumo: QuestionarioResumo;
  secoes: Secao[];
  /** The frozen versions by number. */
  versoes?: Record<number, Secao[]>;
}

/**
 * `/api/questionarios` as the library, the versions dialog and the tipos' editor use it: the list
 * with `q` and `status`, each questionnaire, its versions, archive, restore and delete. The API's
 * own tests hold the real rules.
 */
export function fakeQuestionarios(records: FakeQuestionario[]): Record<string, Handler> {
  const base = '/api/questionarios';
  const routes: Record<string, Handler> = {
    [`GET ${base}`]: ({ query }) => {
      const { q, status, pagina = '1', limite = '25' } = query;
      const found = records
        .map((record) => record.resumo)
        .filter((resumo) => (!q || foldText(resumo.titulo).includes(foldText(q))) && (!status || resumo.status === status));
      const start = (Number(pagina) - 1) * Number(limite);
      return { status: 200, data: { items: found.slice(start, start + Number(limite)), total: found.length } };
    },
  };
  for (const record of records) {
    const { id } = record.resumo;
    const { total_perguntas: _total, ...cabecalho } = record.resumo;
    routes[`GET ${base}/${id}`] = () => ({ status: 200, data: { ...cabecalho, secoes: record.secoes } satisfies Questionario });
    for (const [numero, secoes] of Object.entries(record.versoes ?? {})) {
      routes[`GET ${base}/${id}/versoes/${numero}`] = () => ({
        status: 200,
        data: {
          questionario_id: id,
          numero: Number(numero),
          titulo: record.resumo.titulo,
          descricao: null,
          secoes,
          publicado_em: '2026-01-10T12:00:00.000Z',
          publicado_por: { id: 'u-1', nome: 'Ana Souza' },
        } satisfies QuestionarioVersao,
      });
    }
    for (const acao of ['arquivar', 'restaurar'] as const) {
      routes[`POST ${base}/${id}/${acao}`] = () => {
        const status = acao === 'arquivar' ? 'arquivado' : record.resumo.versao_atual === null ? 'rascunho' : 'publicado';
        Object.assign(record.resumo, { status, versao: record.resumo.versao + 1 });
        return { status: 200, data: record.resumo };
      };
    }
    routes[`DELETE ${base}/${id}`] = () => {
      records.splice(records.indexOf(record), 1);
      return { status: 204 };
    };
  }
  return routes;
}
