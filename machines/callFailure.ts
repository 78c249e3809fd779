// How every call's failure reads, in the session and on any page; no XState here, so a page can use it alone.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError, CodigoDeErro, ProblemaDoCampo } from '#contract/errors';

/** What a failed call hands back: the HTTP status (null without an answer) and the server's body. */
export interface CallFailure {
  status: number | null;
  body: Partial<ApiError> | null;
  /** No answer came in the time allowed (src/http/prazo.ts): nothing was refused, it can go again. */
  prazo?: true;
}

/**
 * The app's own code for a call that got no HTTP answer at all (the network down, the server out
 * of reach, a fetch that failed): no server sends it, so it is not in contract/errors.ts.
 */
export const SEM_RESPOSTA = 'sem_resposta';

/** What a failure is, for a screen that acts on one: the server's code, or no answer. */
export type CodigoDaFalha = CodigoDeErro | typeof SEM_RESPOSTA;

/** Each code's meaning in general words (docs/erros.md): the server's own sentence is Portuguese. */
const ERROS: Record<CodigoDaFalha, MessageDescriptor> = {
  sem_resposta: msg`Sem conexão com o servidor. Verifique a conexão e tente de novo.`,
  requisicao_invalida: msg`A requisição não é válida.`,
  json_invalido: msg`O corpo da requisição não é um JSON válido.`,
  corpo_grande_demais: msg`O envio é grande demais.`,
  tipo_de_conteudo: msg`Tipo de conteúdo não suportado.`,
  nao_autenticado: msg`Faça login para continuar.`,
  credenciais_invalidas: msg`E-mail ou senha inválidos.`,
  desafio_encerrado: msg`A verificação expirou. Entre novamente.`,
  link_encerrado: msg`Este link é inválido, já foi usado ou expirou.`,
  empresa_nao_escolhida: msg`Escolha uma empresa para continuar.`,
  sem_acesso_a_empresa: msg`Você não tem acesso a esta empresa.`,
  sem_permissao: msg`Seu papel nesta empresa não permite esta ação.`,
  email_nao_confirmado: msg`Confirme o seu e-mail para continuar.`,
  so_para_pessoas: msg`Esta rota é só para pessoas: um token de API não pode chamá-la.`,
  nao_encontrado: msg`Não encontrado: pode ter sido removido.`,
  rota_nao_encontrada: msg`Endereço da API não encontrado.`,
  metodo_nao_permitido: msg`Método não permitido.`,
  conflito: msg`Não foi possível: o registro está em outro estado.`,
  em_uso: msg`Este valor já está em uso.`,
  versao_desatualizada: msg`Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.`,
  transicao_recusada: msg`Esta ação não é possível na situação atual da atividade.`,
  validacao: msg`Verifique os dados informados.`,
  limite_de_tentativas: msg`Muitas tentativas. Aguarde um pouco e tente novamente.`,
  erro_interno: msg`Erro interno. Tente novamente em instantes.`,
  banco_indisponivel: msg`O serviço está indisponível no momento. Tente novamente em instantes.`,
};

// The server writes its sentences in the catalogs' source language: there they are said as sent.
const falaComoOServidor = () => i18n.locale === 'pt-BR';

const temTexto = (texto: unknown): texto is string => typeof texto === 'string' && texto.length > 0;

/** The call got no HTTP answer at all, not even an empty one: nothing was refused, it can go again. */
export function semResposta(error: unknown): boolean {
  const failure = error as Partial<CallFailure> | null;
  return failure?.status === null && !failure.body;
}

/** What the person reads for a failed call: the server's words, its code's translation, or a general one. */
export function failureMessage(error: unknown): string {
  if ((error as Partial<CallFailure> | null)?.prazo) return i18n._(msg`O servidor não respondeu a tempo. Será enviado de novo em instantes.`);
  const body = (error as Partial<CallFailure> | null)?.body;
  if (temTexto(body?.message) && falaComoOServidor()) return body.message;
  const codigo = failureCode(error);
  const geral = codigo ? ERROS[codigo] : undefined;
  if (geral) return i18n._(geral);
  return temTexto(body?.message) ? body.message : i18n._(msg`Error occurred`);
}

/**
 * One refused field's reason in the person's language: its text is in the catalogs as
 * `campo.<code>` (contract/mensagensDoCampo.ts), so the first page carries none of the texts
 * it cannot receive. A code the catalogs loaded so far lack is said in the server's words.
 */
export function textoDoCampo(problema: Pick<ProblemaDoCampo, 'code' | 'params'> & { message?: string }): string {
  if (temTexto(problema.message) && falaComoOServidor()) return problema.message;
  const id = `campo.${problema.code}`;
  if (id in i18n.messages) return i18n._({ id, values: problema.params });
  return problema.message ?? i18n._(msg`Valor inválido.`);
}

/** The failure's code, for a screen that acts on one (a stale record reloads). */
export const failureCode = (error: unknown): CodigoDaFalha | null =>
  (error as Partial<CallFailure> | null)?.body?.code ?? (semResposta(error) ? SEM_RESPOSTA : null);

export function asFailure(error: unknown): CallFailure {
  const failure = error as Partial<CallFailure> | null;
  return { status: failure?.status ?? null, body: failure?.body ?? null, ...(failure?.prazo ? { prazo: true as const } : {}) };
}
