import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { problemasDaAtividade, type AtividadeCreateBody, type Frequencia, type Prioridade } from '../../../../contract/atividade';
import type { Problems } from '../../../ui/editor/useEditor';
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
  termina: 'ate' | 'vezes';
  ate: string;
  vezes: string;
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
    termina: 'vezes',
    ate: '',
    vezes: '',
  };
}

/**
 * The contract's checks over the form (problemasDaAtividade, as the server runs them) and what
 * the form alone knows: the choices it requires and a recurrence's end. Dates are read on the company's clock.
 */
export function checkNovaAtividade(values: NovaAtividadeValues, fuso: string, i18n: I18n): { body: AtividadeCreateBody; problems: Problems } {
  const obrigatorio = i18n._(msg`Campo obrigatório.`);
  const agendada = instanteNoFuso(values.agendada_para, fuso);
  const prazo = values.prazo ? instanteNoFuso(values.prazo, fuso) : null;
  const { valores, problemas } = problemasDaAtividade({
    titulo: values.titulo,
    descricao: values.descricao,
    agendada_para: agendada ?? '',
    prazo,
  });
  const problems: Problems = { ...problemas };
  for (const campo of ['tipo_servico_id', 'site_id', 'responsavel_id'] as const) if (!values[campo]) problems[campo] = [obrigatorio];
  if (!agendada) problems.agendada_para = [obrigatorio];
  if (values.prazo && !prazo) problems.prazo = [i18n._(msg`Informe a data e a hora.`)];
  const vezes = Number(values.vezes);
  if (values.frequencia && values.termina === 'ate' && !values.ate) problems['recorrencia.ate'] = [obrigatorio];
  if (values.frequencia && values.termina === 'vezes' && !(Number.isInteger(vezes) && vezes >= 1)) {
    problems['recorrencia.vezes'] = [i18n._(msg`Informe um número inteiro de vezes, a partir de 1.`)];
  }
  const body: AtividadeCreateBody = {
    titulo: valores.titulo,
    tipo_servico_id: values.tipo_servico_id,
    site_id: values.site_id,
    responsavel_id: values.responsavel_id,
    prioridade: values.prioridade,
    agendada_para: agendada ?? '',
    prazo,
    descricao: valores.descricao,
    questionario_id: values.questionario_id || null,
    ...(values.frequencia && {
      recorrencia: { frequencia: values.frequencia, ...(values.termina === 'ate' ? { ate: values.ate } : { vezes }) },
    }),
  };
  return { body, problems };
}
