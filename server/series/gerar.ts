import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { ATIVIDADE_MAX } from '#contract/atividade';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { series } from '../db/repositories/series';
import { comoDono, inEmpresa, type Trx } from '../db/tenant';
import { inserirAtividades, prazoDe } from '../atividades/criar';
import { JANELA_DA_SERIE_MS, proximaDepois } from './janela';
import { ocorrencias } from './regra';

/** Series taken per round: a long backlog goes in several rounds. */
const POR_RODADA = 50;

/**
 * Creates the occurrences of one series from its `proxima_em` up to `limite`, under the series'
 * lock, skipping any that already has its activity: a round run twice, or in two processes at
 * once, creates each occurrence once. Answers how many it created.
 */
export async function estenderSerie(trx: Trx, empresaId: string, serieId: string, agora: Date, limite: Date): Promise<number> {
  const serie = await series.travar(trx, empresaId, serieId);
  if (!serie || serie.proxima_em === null || serie.encerrada_em !== null || serie.proxima_em.getTime() > limite.getTime()) return 0;
  const noTempo = { regra: serie.regra, inicio: serie.inicio, fuso: serie.fuso };
  const datas = ocorrencias(noTempo, { depoisDe: new Date(serie.proxima_em.getTime() - 1), ate: limite, maximo: ATIVIDADE_MAX.ocorrencias });
  const existentes = await series.jaCriadas(trx, empresaId, serie.id, datas);
  const novas = datas.filter((data) => !existentes.has(data.getTime()));
  if (novas.length > 0) {
    const modelo = {
      titulo: serie.titulo,
      tipo_servico_id: serie.tipo_servico_id,
      site_id: serie.site_id,
      responsavel_id: serie.responsavel_id,
      prioridade: serie.prioridade,
      descricao: serie.descricao,
      questionario_id: serie.questionario_id,
    };
    const agenda = novas.map((data) => ({
      agendada_para: data.toISOString(),
      prazo: prazoDe(data, serie.prazo_apos_s),
      serie_id: serie.id,
      serie_ocorrencia: data.toISOString(),
    }));
    // The series' author creates what it planned.
    await inserirAtividades(trx, empresaId, modelo, agenda, { por: serie.criado_por, agora });
  }
  const ultima = datas.at(-1);
  await series.update(trx, empresaId, serie.id, { proxima_em: proximaDepois(noTempo, ultima ?? limite) });
  return novas.length;
}

export interface RodadaDeSeries {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * One round: every endless series, of any company, whose next occurrence is within
 * JANELA_DA_SERIE_MS of now gets its activities up to there, each series in its company's own
 * transaction (one failing leaves the others done). Answers how many activities it created.
 */
export function gerarOcorrencias({ db, clock, log }: RodadaDeSeries): Promise<number> {
  return comoDono('series', async () => {
    const agora = clock();
    const limite = new Date(agora.getTime() + JANELA_DA_SERIE_MS);
    const devidas = await db
      .selectFrom('serie')
      .select(['empresa_id', 'id'])
      .where('proxima_em', 'is not', null)
      .where('encerrada_em', 'is', null)
      .where('proxima_em', '<=', limite)
      .orderBy('proxima_em')
      .limit(POR_RODADA)
      .execute();
    let criadas = 0;
    for (const devida of devidas) {
      try {
        criadas += await inEmpresa(db, devida.empresa_id, (trx) => estenderSerie(trx, devida.empresa_id, devida.id, agora, limite));
      } catch (err) {
        log.error({ err, serie: devida.id }, 'falha ao criar as atividades de uma série');
      }
    }
    return criadas;
  });
}
