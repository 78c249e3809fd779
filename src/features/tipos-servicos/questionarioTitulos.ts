import type { ListaDe } from '#contract/lista';
import { LIMITE_MAX } from '#contract/listaLimites';
import type { QuestionarioResumo, StatusQuestionario } from '#contract/questionario';
import type { TipoServico } from '#contract/tiposServico';
import { questionariosApi } from '../questionarios/questionariosApi';

export interface QuestionarioEscolhivel {
  id: string;
  titulo: string;
  status: StatusQuestionario;
}

const escolhivel = ({ id, titulo, status }: Pick<QuestionarioResumo, 'id' | 'titulo' | 'status'>): QuestionarioEscolhivel => ({ id, titulo, status });

/**
 * The questionnaires `ids` name: one page of the library holds them in most companies; one that
 * is not there (a larger library) is read by itself, and one that is gone is left out.
 */
export async function questionariosPorId(ids: readonly string[]): Promise<Map<string, QuestionarioEscolhivel>> {
  const encontrados = new Map<string, QuestionarioEscolhivel>();
  if (ids.length === 0) return encontrados;
  const { items } = await questionariosApi.list({ limite: String(LIMITE_MAX), ordem: '-atualizado_em' });
  for (const item of items) encontrados.set(item.id, escolhivel(item));
  const faltam = [...new Set(ids)].filter((id) => !encontrados.has(id));
  const lidos = await Promise.all(faltam.map((id) => questionariosApi.get(id).catch(() => null)));
  for (const lido of lidos) if (lido) encontrados.set(lido.id, escolhivel(lido));
  return encontrados;
}

/**
 * What the "questionário padrão" field offers: the published questionnaires (archived ones are
 * offered to nothing), plus the one the tipo already points at if it is no longer among them.
 */
export async function questionariosEscolhiveis(atual: string | null): Promise<QuestionarioEscolhivel[]> {
  const { items } = await questionariosApi.list({ status: 'publicado', ordem: 'titulo', limite: String(LIMITE_MAX) });
  const publicados = items.map(escolhivel);
  if (!atual || publicados.some((questionario) => questionario.id === atual)) return publicados;
  const escolhido = (await questionariosPorId([atual])).get(atual);
  return escolhido ? [...publicados, escolhido] : publicados;
}

/** A row of the tipos list: the tipo and its default questionnaire's título. */
export type TipoServicoLinha = TipoServico & { questionario_titulo: string | null };

/** The page of tipos with each default questionnaire's título beside its id. */
export async function comTitulos(pagina: ListaDe<TipoServico>): Promise<ListaDe<TipoServicoLinha>> {
  const ids = pagina.items.flatMap((tipo) => (tipo.questionario_id ? [tipo.questionario_id] : []));
  // Without the títulos the list still shows the tipos.
  const titulos = await questionariosPorId(ids).catch(() => new Map<string, QuestionarioEscolhivel>());
  return {
    ...pagina,
    items: pagina.items.map((tipo) => ({
      ...tipo,
      questionario_titulo: tipo.questionario_id ? (titulos.get(tipo.questionario_id)?.titulo ?? null) : null,
    })),
  };
}
