import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { textoDoMotivo, type ProblemaDefinicao, type ProblemaNoItem, type TextosDoProblema } from '#contract/questionarioProblemas';

/** The contract's reasons in the person's language; the contract keeps the Portuguese the API sends. */
export const TEXTOS_DO_PROBLEMA: TextosDoProblema<MessageDescriptor> = {
  titulo_questionario: () => msg`Informe o título do questionário.`,
  sem_perguntas: () => msg`O questionário precisa de ao menos uma pergunta.`,
  perguntas_demais: ({ maximo }) => msg`O questionário pode ter no máximo ${maximo} perguntas.`,
  titulo_secao: () => msg`Informe o título da seção.`,
  id_repetido: ({ id }) => msg`O identificador "${id}" se repete no questionário.`,
  enunciado: () => msg`Informe o enunciado da pergunta.`,
  opcoes_sem_escolha: () => msg`Só perguntas de escolha têm opções.`,
  opcoes_vazias: () => msg`Uma pergunta de escolha precisa de ao menos uma opção.`,
  opcao_sem_texto: () => msg`Toda opção precisa de um texto.`,
  opcoes_repetidas: ({ rotulo }) => msg`Duas opções têm o mesmo texto: "${rotulo}".`,
  fotos_fora_do_limite: ({ maximo }) => msg`O número de fotos deve ser um inteiro de 0 a ${maximo}.`,
  fotos_nenhuma: () => msg`Peça ao menos uma foto.`,
  minimo_acima_do_maximo: () => msg`O mínimo deve ser menor ou igual ao máximo.`,
  critica_sem_pontos: () => msg`Uma pergunta crítica precisa de pontuação.`,
  pontos_sem_escolha: () => msg`Só perguntas de sim/não e de escolha têm pontuação.`,
  pontos_resposta_inexistente: () => msg`A pontuação se refere a uma resposta que não existe.`,
  pontos_zerados: () => msg`Dê pontos a ao menos uma resposta.`,
  regra_pergunta_inexistente: () => msg`A regra se refere a uma pergunta que não existe.`,
  regra_propria: () => msg`A regra não pode depender da própria pergunta.`,
  regra_posterior: () => msg`A regra deve depender de uma pergunta anterior.`,
  regra_so_respondida: () => msg`Para esta pergunta, a regra só pode verificar se ela foi respondida.`,
  regra_comparacao_sem_numero: () => msg`"Maior que" e "menor que" só se aplicam a perguntas de número ou avaliação.`,
  regra_numero: () => msg`Informe um número para comparar.`,
  regra_sem_valores: () => msg`Escolha ao menos um valor para a condição.`,
  regra_sem_valor: () => msg`Informe o valor da condição.`,
  regra_opcao_inexistente: () => msg`A condição usa uma opção que não existe nesta pergunta.`,
  regra_sim_nao: () => msg`Compare com "sim", "não" ou "não se aplica".`,
};

/** The problems found in the browser, with their text in the person's language. */
export function problemasTraduzidos(i18n: I18n, problemas: readonly ProblemaDefinicao[]): ProblemaNoItem[] {
  return problemas.map((problema) => ({ id: problema.id, campo: problema.campo, mensagem: i18n._(textoDoMotivo(TEXTOS_DO_PROBLEMA, problema)) }));
}
