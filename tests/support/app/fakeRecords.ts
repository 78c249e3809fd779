import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import { foldText } from '@/ui/foldText';
import type { FakeCall, FakeReply } from './fakeApi';

type Handler = (call: FakeCall) => FakeReply;

export function site(fields: Partial<Site> & Pick<Site, 'id' | 'nome'>): Site {
  return {
    codigo: null,
    cep: null,
    logradouro: null,
    numero: null,
    complemento: null,
    bairro: null,
    cidade: null,
    uf: null,
    latitude: null,
    longitude: null,
    contato_nome: null,
    contato_telefone: null,
    contato_email: null,
    observacoes: null,
    enviar_relatorio_ao_cliente: false,
    ativo: true,
    versao: 1,
    criado_em: '2026-01-05T12:00:00.000Z',
    atualizado_em: '2026-01-05T12:00:00.000Z',
    ...fields,
  };
}

export function tipoServico(fields: Partial<TipoServico> & Pick<TipoServico, 'id' | 'nome'>): TipoServico {
  return { descricao: null, cor: '#1E5AA8', duracao_minutos: null, questionario_id: null, enviar_relatorio_ao_cliente: false, ativo: true, versao: 1, ...fields };
}

/** The lists whose pages say `mais` and whose count is `GET /api/<base>/total`, as the API's (docs/listas.md). */
const CONTAM_A_PARTE: ReadonlySet<string> = new Set(['sites']);

/**
 * A company's records behind `/api/<base>` as the API answers them: the list with its search, `ativo`
 * and exact-match filters, paging and `{ items, total }` (or `mais` and a count apart); each record
 * by id; archive and restore. Enough of the server for the screens; the API's own tests hold the real rules.
 */
export function fakeRecords<R extends { id: string; nome: string; ativo: boolean; versao: number }>(
  base: string,
  records: R[],
  searched: Array<keyof R> = ['nome'],
): Record<string, Handler> {
  const encontrados = (query: Record<string, string>) => {
    const { q, ativo, pagina: _pagina, limite: _limite, ordem: _ordem, ...exact } = query;
    return records.filter(
      (record) =>
        (!q || searched.some((field) => foldText(String(record[field] ?? '')).includes(foldText(q)))) &&
        (ativo === undefined || String(record.ativo) === ativo) &&
        Object.entries(exact).every(([field, value]) => foldText(String(record[field as keyof R] ?? '')) === foldText(value)),
    );
  };
  const routes: Record<string, Handler> = {
    [`GET /api/${base}`]: ({ query }) => {
      const found = encontrados(query);
      const limite = Number(query.limite ?? '25');
      const start = (Number(query.pagina ?? '1') - 1) * limite;
      const items = found.slice(start, start + limite);
      if (!CONTAM_A_PARTE.has(base)) return { status: 200, data: { items, total: found.length } };
      const mais = found.length > start + limite;
      return { status: 200, data: mais ? { items, mais } : { items, mais, total: found.length, total_limitado: false } };
    },
  };
  if (CONTAM_A_PARTE.has(base)) {
    routes[`GET /api/${base}/total`] = ({ query }) => ({ status: 200, data: { total: encontrados(query).length, total_limitado: false } });
  }
  for (const record of records) {
    // A copy, as a network would give: the screen must not see later changes to the server's record.
    routes[`GET /api/${base}/${record.id}`] = () => ({ status: 200, data: JSON.parse(JSON.stringify(records.find((current) => current.id === record.id))) });
    for (const [acao, ativo] of [['arquivar', false], ['restaurar', true]] as const) {
      routes[`POST /api/${base}/${record.id}/${acao}`] = () => {
        const current = records.find((candidate) => candidate.id === record.id)!;
        Object.assign(current, { ativo, versao: current.versao + 1 });
        return { status: 200, data: current };
      };
    }
  }
  return routes;
}
