/**
 * The reasons a field of the public pages (sign-in, sign-up, an invitation's sign-up, password
 * reset, two-step) can be refused for, and the general ones every form shares. They are part of
 * MENSAGENS_DO_CAMPO (contract/mensagensDoCampo.ts); kept apart so that the first page's catalog
 * carries only these (lingui.config.ts) and the rest comes with the signed-in pages.
 */
export const MENSAGENS_DA_ENTRADA = {
  obrigatorio: 'Campo obrigatório.',
  campo_nao_permitido: 'Campo não permitido.',
  tipo_invalido:
    '{tipo, select, string {Deve ser um texto.} number {Deve ser um número.} integer {Deve ser um número inteiro.} boolean {Deve ser verdadeiro ou falso.} object {Deve ser um objeto.} array {Deve ser uma lista.} null {Deve ser vazio.} other {Tipo de valor inválido.}}',
  min_caracteres: 'Deve ter pelo menos {minimo} caracteres.',
  max_caracteres: 'Deve ter no máximo {maximo} caracteres.',
  formato_invalido: 'Formato inválido.',
  valor_invalido: 'Valor inválido.',
  cnpj_invalido: 'CNPJ inválido.',
  email_longo: 'E-mail deve ter no máximo {maximo} caracteres.',
  email_invalido: 'E-mail inválido.',
  em_uso: 'Já está em uso.',
  caractere_nulo: 'O texto enviado contém um caractere nulo (U+0000), que não é aceito.',
  caractere_substituto: 'O texto enviado contém um caractere inválido (um substituto UTF-16 isolado).',
  senha_fraca: 'Esta senha é comum demais e fácil de adivinhar. Escolha outra.',
  senha_pessoal: 'A senha não pode ser o seu nome ou o seu e-mail. Escolha outra.',
  codigo_invalido: 'Código inválido.',
  codigo_ja_usado: 'Este código já foi usado. Espere o aplicativo mostrar o próximo.',
  convite_sem_empresa: 'Quem entra por um convite entra na empresa que convidou: não informe outra empresa.',
  email_do_convite: 'Use o e-mail que recebeu o convite: {email}.',
} as const;
