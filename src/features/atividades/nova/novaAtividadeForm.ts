import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ATIVIDADE_MAX,
  DIAS_DA_SEMANA,
  problemasDaAtividade,
  type Atividade,
  type AtividadeCreateBody,
  type AtividadeUpdateBody,
  type DiaDaSemana,
  type Frequencia,
  type Prioridade,
  type Recorrencia,
} from '#contract/atividade';
import { textosDosCampos } from '@/ui/form/validation';
import { textoDoCampo } from '#machines/callFailure';
import { motivo } from '#contract/mensagensDoCampo';
import type { Problems } from '@/ui/editor/useEditor';
import { instanteNoFuso, relogioNoFuso } from './dataHora';

export interface NovaAtividadeValues {
  titulo: string;
  tipo_servico_id: string;
  site_id: string;
  responsavel_id: string;
  prioridade: Prioridade;
  /** Date and time on the company's clock, as the field holds them. */
  agendada_para: string;
  prazo: string;
  descricao: string;
  /** '' for none. */
  questionario_id: string;
  /** '' for a single activity. */
  frequencia: Frequencia | '';
  /** Every how many days, weeks or months. */
  intervalo: string;
  /** A weekly series' days; empty: the day of the first one. */
  dias: DiaDaSemana[];
  termina: 'ate' | 'vezes' | 'nunca';
  ate: string;
  vezes: string;
}

/** The weekday of a date-and-time field's value ("2026-03-10T09:00" is a Tuesday), or null while it is not a date. */
export function diaDaSemanaDe(local: string): DiaDaSemana | null {
  const partes = /^(\d{4})-(\d{2})-(\d{2})/.exec(local);
  if (!partes) return null;
  return DIAS_DA_SEMANA[new Date(Date.UTC(Number(partes[1]), Number(partes[2]) - 1, Number(partes[3]))).getUTCDay()] ?? null;
}

const DIA = 24 * 60 * 60 * 1000;

/** A new activity: tomorrow at 08:00 on the company's clock, normal priority. */
export function novaAtividadeValues(fuso: string, agora = Date.now()): NovaAtividadeValues {
  return {
    titulo: '',
    tipo_servico_id: '',
    site_id: '',
    responsavel_id: '',
    prioridade: 'normal',
    agendada_para: `${relogioNoFuso(agora + DIA, fuso).slice(0, 10)}T08:00`,
    prazo: '',
    descricao: '',
    questionario_id: '',
    frequencia: '',
    intervalo: '1',
    dias: [],
    termina: 'vezes',
    ate: '',
    vezes: '',
  };
}

/** An activity's stored values in the form, its moments on the company's clock. */
export function atividadeValues(atividade: Atividade, fuso: string): NovaAtividadeValues {
  return {
    ...novaAtividadeValues(fuso),
    titulo: atividade.titulo,
    tipo_servico_id: atividade.tipo_servico.id,
    site_id: atividade.site.id,
    responsavel_id: atividade.responsavel?.id ?? '',
    prioridade: atividade.prioridade,
    agendada_para: relogioNoFuso(Date.parse(atividade.agendada_para), fuso),
    prazo: atividade.prazo ? relogioNoFuso(Date.parse(atividade.prazo), fuso) : '',
    descricao: atividade.descricao ?? '',
    questionario_id: atividade.questionario_id ?? '',
  };
}

type Campos = Omit<AtividadeCreateBody, 'recorrencia' | 'questionario_id'>;

/**
 * The contract's checks over the fields every activity form has (problemasDaAtividade, as the
 * server runs them) and the choices they require. Dates are read on the company's clock.
 */
function checkCampos(values: NovaAtividadeValues, fuso: string, i18n: I18n): { campos: Campos; problems: Problems } {
  const obrigatorio = textoDoCampo(motivo('obrigatorio'));
  const agendada = instanteNoFuso(values.agendada_para, fuso);
  const prazo = values.prazo ? instanteNoFuso(values.prazo, fuso) : null;
  const { valores, problemas } = problemasDaAtividade(
    { titulo: values.titulo, descricao: values.descricao, agendada_para: agendada ?? '', prazo },
  );
  const problems: Problems = textosDosCampos(problemas);
  for (const campo of ['tipo_servico_id', 'site_id', 'responsavel_id'] as const) if (!values[campo]) problems[campo] = [obrigatorio];
  if (!agendada) problems.agendada_para = [obrigatorio];
  if (values.prazo && !prazo) problems.prazo = [i18n._(msg`Informe a data e a hora.`)];
  const campos: Campos = {
    titulo: valores.titulo,
    tipo_servico_id: values.tipo_servico_id,
    site_id: values.site_id,
    responsavel_id: values.responsavel_id,
    prioridade: values.prioridade,
    agendada_para: agendada ?? '',
    prazo,
    descricao: valores.descricao,
  };
  return { campos, problems };
}

/**
 * The recurrence the fields describe: the interval only when it is not 1, the weekdays only when
 * they are not just the first one's (the server takes that day by itself), and its end.
 */
function recorrenciaDos(values: NovaAtividadeValues, frequencia: Frequencia): Recorrencia {
  const intervalo = Number(values.intervalo);
  const doInicio = diaDaSemanaDe(values.agendada_para);
  const dias = DIAS_DA_SEMANA.filter((dia) => values.dias.includes(dia));
  const soOPrimeiro = dias.length === 0 || (dias.length === 1 && dias[0] === doInicio);
  return {
    frequencia,
    ...(intervalo !== 1 ? { intervalo } : {}),
    ...(frequencia === 'semanal' && !soOPrimeiro ? { dias_da_semana: dias } : {}),
    ...(values.termina === 'ate' ? { ate: values.ate } : values.termina === 'vezes' ? { vezes: Number(values.vezes) } : {}),
  };
}

/** A new activity: the common fields, the questionnaire and a recurrence's interval and end. */
export function checkNovaAtividade(values: NovaAtividadeValues, fuso: string, i18n: I18n): { body: AtividadeCreateBody; problems: Problems } {
  const obrigatorio = textoDoCampo(motivo('obrigatorio'));
  const { campos, problems } = checkCampos(values, fuso, i18n);
  const vezes = Number(values.vezes);
  const intervalo = Number(values.intervalo);
  if (values.frequencia && !(Number.isInteger(intervalo) && intervalo >= 1 && intervalo <= ATIVIDADE_MAX.intervalo)) {
    problems['recorrencia.intervalo'] = [textoDoCampo(motivo('entre', { minimo: 1, maximo: ATIVIDADE_MAX.intervalo }))];
  }
  if (values.frequencia && values.termina === 'ate' && !values.ate) problems['recorrencia.ate'] = [obrigatorio];
  if (values.frequencia && values.termina === 'vezes' && !(Number.isInteger(vezes) && vezes >= 1)) {
    problems['recorrencia.vezes'] = [i18n._(msg`Informe um número inteiro de vezes, a partir de 1.`)];
  }
  const body: AtividadeCreateBody = {
    ...campos,
    questionario_id: values.questionario_id || null,
    ...(values.frequencia && { recorrencia: recorrenciaDos(values, values.frequencia) }),
  };
  return { body, problems };
}

/**
 * An edit: the common fields only (the questionnaire stays as it is), sent over the versao read.
 * A moment left as the form showed it keeps the instant read: the field holds minutes, and an
 * activity made through the API may hold seconds, which an edit of its description must not move.
 */
export function checkEdicao(
  values: NovaAtividadeValues,
  fuso: string,
  i18n: I18n,
  lida: Atividade | null,
): { body: Omit<AtividadeUpdateBody, 'versao'>; problems: Problems } {
  const { campos, problems } = checkCampos(values, fuso, i18n);
  if (!lida) return { body: campos, problems };
  const mostrados = atividadeValues(lida, fuso);
  const body = {
    ...campos,
    ...(values.agendada_para === mostrados.agendada_para ? { agendada_para: lida.agendada_para } : {}),
    ...(values.prazo === mostrados.prazo ? { prazo: lida.prazo } : {}),
  };
  return { body, problems };
}
