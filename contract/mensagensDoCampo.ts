/**
 * The text of each reason a field is refused, given what it names. The checks of the contract
 * (problemasDoSite, problemasDoTipoServico, problemasDaAtividade…) take these texts as a parameter:
 * the API answers with MENSAGENS_DO_CAMPO, the screens pass the same texts from their catalog in
 * the person's language, so a rule is written once and read in either.
 */
export interface TextosDoCampo {
  obrigatorio: () => string;
  max_caracteres: (valores: { maximo: number }) => string;
  entre: (valores: { minimo: number; maximo: number }) => string;
  numero_invalido: () => string;
  coordenadas_juntas: () => string;
  sim_ou_nao: () => string;
  uf_invalida: () => string;
  cep_nao_numerico: () => string;
  cep_digitos: () => string;
  cep_invalido: () => string;
  telefone_nao_numerico: () => string;
  telefone_digitos: () => string;
  telefone_invalido: () => string;
  email_longo: (valores: { maximo: number }) => string;
  email_invalido: () => string;
  cor_fora_da_paleta: (valores: { opcoes: number }) => string;
  duracao_fora_do_limite: (valores: { maximo: number }) => string;
  prazo_antes_do_agendamento: () => string;
}

/** The Portuguese the API sends in `errors`. */
export const MENSAGENS_DO_CAMPO: TextosDoCampo = {
  obrigatorio: () => 'Campo obrigatório.',
  max_caracteres: ({ maximo }) => `Deve ter no máximo ${maximo} caracteres.`,
  entre: ({ minimo, maximo }) => `Deve estar entre ${minimo} e ${maximo}.`,
  numero_invalido: () => 'Número inválido: use por exemplo -23,5505.',
  coordenadas_juntas: () => 'Informe latitude e longitude juntas.',
  sim_ou_nao: () => 'Use "sim" ou "não".',
  uf_invalida: () => 'UF inválida: use a sigla do estado, por exemplo SP.',
  cep_nao_numerico: () => 'CEP deve conter apenas números.',
  cep_digitos: () => 'CEP deve ter 8 dígitos.',
  cep_invalido: () => 'CEP inválido.',
  telefone_nao_numerico: () => 'Telefone deve conter apenas números.',
  telefone_digitos: () => 'Telefone deve ter DDD e 8 ou 9 dígitos.',
  telefone_invalido: () => 'Telefone inválido.',
  email_longo: ({ maximo }) => `E-mail deve ter no máximo ${maximo} caracteres.`,
  email_invalido: () => 'E-mail inválido.',
  cor_fora_da_paleta: ({ opcoes }) => `Escolha uma das cores da paleta (${opcoes} opções).`,
  duracao_fora_do_limite: ({ maximo }) => `Deve ser um número inteiro de minutos entre 1 e ${maximo}.`,
  prazo_antes_do_agendamento: () => 'O prazo não pode ser anterior ao agendamento.',
};
