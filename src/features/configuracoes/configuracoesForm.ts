import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatCnpj } from '#contract/cnpj';
import { isPrefixoAtividade, type Configuracoes, type ConfiguracoesUpdateBody } from '#contract/configuracoes';
import { FUSO_PADRAO, isFusoHorario } from '#contract/fusoHorario';
import type { Idioma } from '#contract/limits';
import type { Problems } from '../../ui/editor/useEditor';
import { optionalCnpj } from '../../ui/form/validation';

export type ConfiguracoesValues = Omit<ConfiguracoesUpdateBody, 'versao' | 'cnpj'> & { cnpj: string };
export type ConfiguracoesBody = Omit<ConfiguracoesUpdateBody, 'versao'>;

export function configuracoesValues(record: Configuracoes | null): ConfiguracoesValues {
  return {
    nome: record?.nome ?? '',
    cnpj: record?.cnpj ? formatCnpj(record.cnpj) : '',
    fuso_horario: record?.fuso_horario ?? FUSO_PADRAO,
    prefixo_atividade: record?.prefixo_atividade ?? 'AT-',
    mostrar_demo: record?.mostrar_demo ?? true,
    idioma_padrao: record?.idioma_padrao ?? ('pt-BR' satisfies Idioma),
  };
}

/** The same rules the server applies, in the person's language, before anything is sent. */
export function checkConfiguracoes(values: ConfiguracoesValues, i18n: I18n): { body: ConfiguracoesBody; problems: Problems } {
  const body: ConfiguracoesBody = {
    ...values,
    nome: values.nome.trim(),
    cnpj: values.cnpj.trim() || null,
    fuso_horario: values.fuso_horario.trim(),
    prefixo_atividade: values.prefixo_atividade.trim().toUpperCase(),
  };
  const problems: Problems = {};
  if (!body.nome) problems.nome = [i18n._(msg`Informe o nome da empresa.`)];
  const cnpj = optionalCnpj(values.cnpj);
  if (cnpj) problems.cnpj = [i18n._(cnpj)];
  if (!isFusoHorario(body.fuso_horario)) problems.fuso_horario = [i18n._(msg`Escolha um fuso horário da lista.`)];
  if (!isPrefixoAtividade(body.prefixo_atividade)) {
    problems.prefixo_atividade = [i18n._(msg`Use até 5 letras ou números, seguidos ou não de "-", "/" ou ".".`)];
  }
  return { body, problems };
}

/** How the first activity number will look with this prefix (`AT-000123`). */
export const exemploNumero = (prefixo: string): string => `${prefixo.trim().toUpperCase()}000123`;
