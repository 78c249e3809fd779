import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Combinacao, Operador, RespostaSimNao } from '#contract/questionario';

/** A condition read as a sentence: "<pergunta> é igual a <valor>". */
export const OPERADOR_NOMES: Record<Operador, MessageDescriptor> = {
  igual: msg`é igual a`,
  um_de: msg`é um de`,
  maior_que: msg`é maior que`,
  menor_que: msg`é menor que`,
  respondida: msg`foi respondida`,
  nao_respondida: msg`não foi respondida`,
};

export const COMBINACAO_NOMES: Record<Combinacao, MessageDescriptor> = {
  todas: msg`Todas as condições valem`,
  qualquer: msg`Qualquer uma das condições vale`,
};

export const SIM_NAO_NOMES: Record<RespostaSimNao, MessageDescriptor> = {
  sim: msg`Sim`,
  nao: msg`Não`,
  na: msg`Não se aplica`,
};
