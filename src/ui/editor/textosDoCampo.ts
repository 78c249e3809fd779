import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { TextosDoCampo } from '../../../contract/mensagensDoCampo';

/**
 * The contract's field messages in the person's language, for the checks an editor runs before
 * sending; the contract keeps the Portuguese the API sends, and a test holds the two equal in pt-BR.
 */
export const textosDoCampo = (i18n: I18n): TextosDoCampo => ({
  obrigatorio: () => i18n._(msg`Campo obrigatório.`),
  max_caracteres: ({ maximo }) => i18n._(msg`Deve ter no máximo ${maximo} caracteres.`),
  entre: ({ minimo, maximo }) => i18n._(msg`Deve estar entre ${minimo} e ${maximo}.`),
  numero_invalido: () => i18n._(msg`Número inválido: use por exemplo -23,5505.`),
  coordenadas_juntas: () => i18n._(msg`Informe latitude e longitude juntas.`),
  sim_ou_nao: () => i18n._(msg`Use "sim" ou "não".`),
  uf_invalida: () => i18n._(msg`UF inválida: use a sigla do estado, por exemplo SP.`),
  cep_nao_numerico: () => i18n._(msg`CEP deve conter apenas números.`),
  cep_digitos: () => i18n._(msg`CEP deve ter 8 dígitos.`),
  cep_invalido: () => i18n._(msg`CEP inválido.`),
  telefone_nao_numerico: () => i18n._(msg`Telefone deve conter apenas números.`),
  telefone_digitos: () => i18n._(msg`Telefone deve ter DDD e 8 ou 9 dígitos.`),
  telefone_invalido: () => i18n._(msg`Telefone inválido.`),
  email_longo: ({ maximo }) => i18n._(msg`E-mail deve ter no máximo ${maximo} caracteres.`),
  email_invalido: () => i18n._(msg`E-mail inválido.`),
  cor_fora_da_paleta: ({ opcoes }) => i18n._(msg`Escolha uma das cores da paleta (${opcoes} opções).`),
  duracao_fora_do_limite: ({ maximo }) => i18n._(msg`Deve ser um número inteiro de minutos entre 1 e ${maximo}.`),
  prazo_antes_do_agendamento: () => i18n._(msg`O prazo não pode ser anterior ao agendamento.`),
});
