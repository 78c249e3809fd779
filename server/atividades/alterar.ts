import { problemasDaAtividade, type AtividadeUpdateBody } from '#contract/atividade';
import { publicarEvento } from '../webhooks/publicar';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades, type AtividadeCompleta } from '../db/repositories/atividades';
import type { Autoria } from '../db/repositories/registros';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import { semProblemas } from '../http/registros';
import { linkDaAtividade, notificar } from '../notificacoes/notificar';
import { carregarNaVersao, retrato, type Retrato } from './carregar';
import type { Trx } from '../db/tenant';
import { conferirReferencias, type Referencias } from './referencias';
import { series } from '../db/repositories/series';
import type { SerieRow } from '../db/schema';
import { flutuante } from '../series/regra';
import { prazoDe } from './criar';
import { atividadesDoEscopo, deslocar, modeloDaMudanca, reagendarSerie, travarSerieDoEscopo } from './serie';
import type { EscopoDaSerie } from '#contract/atividade';

const CONCLUIDA = 'Esta atividade está concluída. Reabra-a para alterá-la.';
const CANCELADA = 'Esta atividade está cancelada e não pode ser alterada.';
const QUESTIONARIO_CONGELADO = 'O questionário não pode ser trocado depois que a atividade começou.';

const REFERENCIAS = ['tipo_servico_id', 'site_id', 'responsavel_id', 'questionario_id'] as const;

/** What an edit changed: the whole record before and after, and the fields it changed with their values before and after. */
export interface Mudanca {
  antes: Retrato;
  depois: Retrato;
  alterados: Partial<Retrato>;
  anteriores: Partial<Retrato>;
}

/**
 * Applies `mudanca` over `atual`, read at `versao`, while it is open: the stored record merged
 * with the change is checked whole, references only where they change (unless the caller checked
 * them already). Writes nothing when nothing changes (null); otherwise one version up, with the
 * fields it changed before and after in the histórico, and its webhook event.
 */
export async function aplicarMudanca(
  trx: Trx,
  empresaId: string,
  atual: AtividadeCompleta,
  versao: number,
  mudanca: Partial<Retrato>,
  autoria: Autoria,
  { conferir = true, avisar = true } = {},
): Promise<Mudanca | null> {
  if (atual.status === 'concluida') throw httpErrors.refused(CONCLUIDA);
  if (atual.status === 'cancelada') throw httpErrors.refused(CANCELADA);

  const antes = retrato(atual);
  const pedido = retrato({ ...atual, ...mudanca, prazo: mudanca.prazo === undefined ? atual.prazo : mudanca.prazo });
  const { valores, problemas } = problemasDaAtividade(pedido);
  const depois: Retrato = { ...pedido, ...valores };
  const campos = (Object.keys(depois) as (keyof Retrato)[]).filter((campo) => depois[campo] !== antes[campo]);
  if (campos.includes('questionario_id') && atual.status !== 'agendada') {
    throw httpErrors.conflict(QUESTIONARIO_CONGELADO, { questionario_id: [motivo('questionario_congelado')] });
  }
  if (conferir) {
    const novas: Referencias = {};
    for (const campo of REFERENCIAS) {
      const valor = depois[campo];
      if (campos.includes(campo) && valor !== null) novas[campo] = valor;
    }
    Object.assign(problemas, (await conferirReferencias(trx, empresaId, novas)).problemas);
  }
  semProblemas(problemas);
  if (campos.length === 0) return null;

  const anteriores = Object.fromEntries(campos.map((campo) => [campo, antes[campo]])) as Partial<Retrato>;
  const alterados = Object.fromEntries(campos.map((campo) => [campo, depois[campo]])) as Partial<Retrato>;
  if (!(await atividades.update(trx, empresaId, atual.id, versao, alterados, autoria))) throw httpErrors.stale();
  await atividadeHistorico.registrar(trx, empresaId, [{ atividadeId: atual.id, acao: 'edicao', antes: anteriores, depois: alterados }], autoria);
  await publicarEvento(trx, empresaId, 'atividade.alterada', { id: atual.id, codigo: atual.codigo, versao: versao + 1, antes: anteriores, depois: alterados }, autoria.agora);
  if (avisar && campos.includes('responsavel_id')) {
    await notificar(trx, empresaId, autoria, [depois.responsavel_id], {
      tipo: 'atividade_atribuida',
      params: { codigo: atual.codigo, titulo: depois.titulo, quantas: 1 },
      link: linkDaAtividade(atual.id),
    });
  }
  return { antes, depois, alterados, anteriores };
}

/**
 * Carries an edit of `atual` to the other activities its scope reaches, each one version up with
 * its histórico entry: the same fields, and a moved schedule moved as much on the wall clock
 * (the prazo at the same distance as the edited one's). The series keeps the new fields for the
 * activities it creates later, and its rule follows a moved schedule (reagendarSerie).
 */
async function levarMudancaASerie(
  trx: Trx,
  empresaId: string,
  { atual, feita, serie, escopo }: { atual: AtividadeCompleta; feita: Mudanca; serie: SerieRow; escopo: EscopoDaSerie },
  autoria: Autoria,
): Promise<void> {
  const outras = await atividadesDoEscopo(trx, empresaId, atual, escopo);
  const modelo = modeloDaMudanca(feita.alterados);
  const moveu = feita.alterados.agendada_para !== undefined;
  const mudaHorario = moveu || feita.alterados.prazo !== undefined;
  const deslocamento = flutuante(new Date(feita.depois.agendada_para), serie.fuso).getTime() - flutuante(new Date(feita.antes.agendada_para), serie.fuso).getTime();
  const prazoAposS = feita.depois.prazo === null ? null : Math.round((Date.parse(feita.depois.prazo) - Date.parse(feita.depois.agendada_para)) / 1000);
  for (const outra of outras) {
    const agendada = moveu ? deslocar(outra.agendada_para, deslocamento, serie.fuso) : outra.agendada_para;
    const horario = mudaHorario ? { agendada_para: agendada.toISOString(), prazo: prazoDe(agendada, prazoAposS) } : {};
    await aplicarMudanca(trx, empresaId, outra, outra.versao, { ...modelo, ...horario }, autoria, { conferir: false, avisar: false });
  }
  await series.update(trx, empresaId, serie.id, { ...modelo, ...(mudaHorario ? { prazo_apos_s: prazoAposS } : {}) });
  if (moveu && atual.serie_ocorrencia !== null) {
    await reagendarSerie(trx, empresaId, { ...serie, ...modelo }, [atual, ...outras], deslocamento, autoria.agora);
  }
}

/**
 * Applies `mudanca` over the activity the screen read at `versao` (aplicarMudanca), and in a
 * series, with `escopo`, over the following activities or all of them still agendadas
 * (./serie.ts). False when nothing changed.
 */
export async function alterarAtividade(trx: Trx, empresaId: string, id: string, body: AtividadeUpdateBody, autoria: Autoria): Promise<boolean> {
  const { versao, escopo = 'so_esta', ...mudanca } = body;
  const atual = await carregarNaVersao(trx, empresaId, id, versao);
  const serie = await travarSerieDoEscopo(trx, empresaId, atual, escopo);
  const feita = await aplicarMudanca(trx, empresaId, atual, versao, mudanca, autoria);
  if (!feita) return false;
  if (serie) await levarMudancaASerie(trx, empresaId, { atual, feita, serie, escopo }, autoria);
  return true;
}
