import type { I18n } from '@lingui/core';
import { COR_PADRAO } from '#contract/cores';
import { problemasDoTipoServico, type TipoServico, type TipoServicoCreateBody } from '#contract/tiposServico';
import { textosDosCampos } from '../../ui/form/validation';
import type { Problems } from '../../ui/editor/useEditor';

export interface TipoServicoFormValues {
  nome: string;
  descricao: string;
  cor: string;
  /** Minutes, as typed. */
  duracao_minutos: string;
  questionario_id: string;
  enviar_relatorio_ao_cliente: boolean;
  ativo: boolean;
}

export function tipoServicoFormValues(tipo: TipoServico | null): TipoServicoFormValues {
  return {
    nome: tipo?.nome ?? '',
    descricao: tipo?.descricao ?? '',
    cor: tipo?.cor ?? COR_PADRAO,
    duracao_minutos: tipo?.duracao_minutos === null || tipo?.duracao_minutos === undefined ? '' : String(tipo.duracao_minutos),
    questionario_id: tipo?.questionario_id ?? '',
    enviar_relatorio_ao_cliente: tipo?.enviar_relatorio_ao_cliente ?? false,
    ativo: tipo?.ativo ?? true,
  };
}

/** The contract's checks over the form, in the person's language; a duration that is not a whole number is refused by them. */
export function checkTipoServico(values: TipoServicoFormValues, i18n: I18n): { body: TipoServicoCreateBody; problems: Problems } {
  const duracao = values.duracao_minutos.trim();
  const { valores, problemas } = problemasDoTipoServico(
    { ...values, duracao_minutos: duracao === '' ? null : Number(duracao.replace(',', '.')) },
  );
  return { body: valores, problems: textosDosCampos(problemas) };
}
