import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Prioridade } from '#contract/atividade';
import { problemasDaAcao, type AcaoCorretiva, type AcaoCreateBody } from '#contract/acoes';
import { motivo } from '#contract/mensagensDoCampo';
import { textoDoCampo } from '#machines/callFailure';
import type { Problems } from '@/ui/editor/useEditor';
import { textosDosCampos } from '@/ui/form/validation';
import { instanteNoFuso, relogioNoFuso } from '../../atividades/nova/dataHora';

export interface AcaoValues {
  titulo: string;
  descricao: string;
  prioridade: Prioridade;
  /** Date and time on the company's clock, as the field holds them; '' for the company's rule (new) or none (edit). */
  prazo: string;
  responsavel_id: string;
  site_id: string;
}

/** Where a new action comes from: an answer of an activity (its site is the activity's). */
export interface AcaoDaResposta {
  atividade_id: string;
  pergunta_id: string;
  site: { id: string; nome: string };
  titulo: string;
}

export function acaoValues(acao: AcaoCorretiva | null, fuso: string, daResposta?: AcaoDaResposta): AcaoValues {
  return {
    titulo: acao?.titulo ?? daResposta?.titulo ?? '',
    descricao: acao?.descricao ?? '',
    prioridade: acao?.prioridade ?? 'normal',
    prazo: acao?.prazo ? relogioNoFuso(Date.parse(acao.prazo), fuso) : '',
    responsavel_id: acao?.responsavel?.id ?? '',
    site_id: acao?.site.id ?? daResposta?.site.id ?? '',
  };
}

/**
 * The contract's checks (problemasDaAcao, as the server runs them) and the choices the form
 * requires. A new action without a prazo takes the company's rule for its priority; an edit that
 * empties it leaves the action without one.
 */
export function checkAcao(values: AcaoValues, fuso: string, i18n: I18n, daResposta?: AcaoDaResposta): { body: AcaoCreateBody; problems: Problems } {
  const obrigatorio = textoDoCampo(motivo('obrigatorio'));
  const { valores, problemas } = problemasDaAcao({ titulo: values.titulo, descricao: values.descricao });
  const problems: Problems = textosDosCampos(problemas);
  if (!values.responsavel_id) problems.responsavel_id = [obrigatorio];
  if (!values.site_id) problems.site_id = [obrigatorio];
  const prazo = values.prazo ? instanteNoFuso(values.prazo, fuso) : null;
  if (values.prazo && !prazo) problems.prazo = [i18n._(msg`Informe a data e a hora.`)];
  const body: AcaoCreateBody = {
    titulo: valores.titulo,
    descricao: valores.descricao,
    prioridade: values.prioridade,
    responsavel_id: values.responsavel_id,
    site_id: values.site_id,
    ...(prazo && { prazo }),
    ...(daResposta && { atividade_id: daResposta.atividade_id, pergunta_id: daResposta.pergunta_id }),
  };
  return { body, problems };
}
