import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TipoPergunta } from '#contract/questionario';

/** Each question type as a person reads it. */
export const TIPO_PERGUNTA_NOMES: Record<TipoPergunta, MessageDescriptor> = {
  texto_curto: msg`Texto curto`,
  texto_longo: msg`Texto longo`,
  // Not the número of an address: a quantity.
  numero: msg({ message: 'Número', context: 'tipo de pergunta' }),
  sim_nao: msg`Sim/Não/N.A.`,
  escolha_unica: msg`Escolha única`,
  multipla_escolha: msg`Múltipla escolha`,
  data: msg`Data`,
  hora: msg`Hora`,
  foto: msg`Foto`,
  assinatura: msg`Assinatura`,
  avaliacao: msg`Avaliação 1–5`,
  localizacao: msg`Localização`,
};
