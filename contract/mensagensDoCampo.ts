/**
 * Every reason a field is refused, by code, in Portuguese with ICU placeholders: the only place
 * these texts are written. The checks of the contract (problemasDoSite, problemasDoTipoServico,
 * problemasDaAtividade…) answer codes; the API says them in Portuguese (server/http/textoDoCampo.ts)
 * and the screens through Lingui, whose catalogs take them from here as `campo.<code>` (lingui.config.ts).
 */
export const MENSAGENS_DO_CAMPO = {
  obrigatorio: 'Campo obrigatório.',
  campo_nao_permitido: 'Campo não permitido.',
  tipo_invalido:
    '{tipo, select, string {Deve ser um texto.} number {Deve ser um número.} integer {Deve ser um número inteiro.} boolean {Deve ser verdadeiro ou falso.} object {Deve ser um objeto.} array {Deve ser uma lista.} null {Deve ser vazio.} other {Tipo de valor inválido.}}',
  min_caracteres: 'Deve ter pelo menos {minimo} caracteres.',
  max_caracteres: 'Deve ter no máximo {maximo} caracteres.',
  minimo: 'Deve ser no mínimo {minimo}.',
  maximo: 'Deve ser no máximo {maximo}.',
  min_itens: 'Deve ter pelo menos {minimo} itens.',
  max_itens: 'Deve ter no máximo {maximo} itens.',
  formato_invalido: 'Formato inválido.',
  valor_invalido: 'Valor inválido.',
  entre: 'Deve estar entre {minimo} e {maximo}.',
  numero_invalido: 'Número inválido: use por exemplo -23,5505.',
  coordenadas_juntas: 'Informe latitude e longitude juntas.',
  sim_ou_nao: 'Use "sim" ou "não".',
  uf_invalida: 'UF inválida: use a sigla do estado, por exemplo SP.',
  cep_nao_numerico: 'CEP deve conter apenas números.',
  cep_digitos: 'CEP deve ter 8 dígitos.',
  cep_invalido: 'CEP inválido.',
  cnpj_invalido: 'CNPJ inválido.',
  telefone_nao_numerico: 'Telefone deve conter apenas números.',
  telefone_digitos: 'Telefone deve ter DDD e 8 ou 9 dígitos.',
  telefone_invalido: 'Telefone inválido.',
  email_longo: 'E-mail deve ter no máximo {maximo} caracteres.',
  email_invalido: 'E-mail inválido.',
  em_uso: 'Já está em uso.',
  repetido: 'Repetido: a linha {linha} já usa este valor.',
  resposta_alterada: 'Esta resposta foi alterada por outra pessoa depois que você a leu.',
  arquivo_grande_demais: 'O arquivo é grande demais.',
  cor_fora_da_paleta: 'Escolha uma das cores da paleta ({opcoes} opções).',
  duracao_fora_do_limite: 'Deve ser um número inteiro de minutos entre 1 e {maximo}.',
  prazo_antes_do_agendamento: 'O prazo não pode ser anterior ao agendamento.',
} as const;

export type CodigoDoCampo = keyof typeof MENSAGENS_DO_CAMPO;
export type ParametrosDoCampo = Record<string, string | number>;

/** One reason a field was refused, to be said in whichever language reads it. */
export interface MotivoDoCampo {
  code: CodigoDoCampo;
  params: ParametrosDoCampo;
}

export const motivo = (code: CodigoDoCampo, params: ParametrosDoCampo = {}): MotivoDoCampo => ({ code, params });

/** The reasons by field (`empresa.nome`, `respostas.extintor`…), as the checks answer them. */
export type MotivosPorCampo = Record<string, MotivoDoCampo[]>;
