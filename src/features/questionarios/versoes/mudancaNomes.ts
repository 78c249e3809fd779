import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TipoMudanca } from '#contract/questionario';

const MUDANCA_NOMES: Record<TipoMudanca, MessageDescriptor> = {
  adicionada: msg`Adicionada`,
  removida: msg`Removida`,
  alterada: msg`Alterada`,
  movida: msg`Movida`,
};

/** The fields compararDefinicoes names, as a person reads them (an unknown one shows as sent). */
const CAMPO_NOMES: Partial<Record<string, MessageDescriptor>> = {
  titulo: msg`título`,
  descricao: msg`descrição`,
  tipo: msg`tipo`,
  enunciado: msg`enunciado`,
  ajuda: msg`ajuda`,
  obrigatoria: msg`obrigatória`,
  opcoes: msg`opções`,
  config: msg`configuração`,
  regra: msg`regra de visibilidade`,
  pontos: msg`pontuação`,
  critica: msg`crítica`,
  acao_responsavel: msg`responsável pela ação corretiva`,
};

/** What happened to an item between two versions: "Adicionada", "Removida", … */
export const nomeDaMudanca = (i18n: I18n, tipo: TipoMudanca): string => i18n._(MUDANCA_NOMES[tipo]);

/** "enunciado, opções": the changed fields of an `alterada`, translated (an unknown one as sent). */
export const nomesDosCampos = (i18n: I18n, campos: readonly string[]): string =>
  campos
    .map((campo) => {
      const nome = CAMPO_NOMES[campo];
      return nome ? i18n._(nome) : campo;
    })
    .join(', ');
