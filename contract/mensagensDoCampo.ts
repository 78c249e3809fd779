import { MENSAGENS_DA_ENTRADA } from './mensagensDaEntrada';

/**
 * Every reason a field is refused, by code, in Portuguese with ICU placeholders: with
 * contract/mensagensDaEntrada.ts, which holds those the public pages receive, the only place these
 * texts are written. The checks of the contract (problemasDoSite, problemasDoTipoServico,
 * problemasDaAtividade…) answer codes; the API says them in Portuguese (server/http/textoDoCampo.ts)
 * and the screens through Lingui, whose catalogs take them from here as `campo.<code>` (lingui.config.ts).
 */
export const MENSAGENS_DO_CAMPO = {
  ...MENSAGENS_DA_ENTRADA,
  minimo: 'Deve ser no mínimo {minimo}.',
  maximo: 'Deve ser no máximo {maximo}.',
  min_itens: 'Deve ter pelo menos {minimo} itens.',
  max_itens: 'Deve ter no máximo {maximo} itens.',
  entre: 'Deve estar entre {minimo} e {maximo}.',
  numero_invalido: 'Número inválido: use por exemplo -23,5505.',
  coordenadas_juntas: 'Informe latitude e longitude juntas.',
  sim_ou_nao: 'Use "sim" ou "não".',
  uf_invalida: 'UF inválida: use a sigla do estado, por exemplo SP.',
  cep_nao_numerico: 'CEP deve conter apenas números.',
  cep_digitos: 'CEP deve ter 8 dígitos.',
  cep_invalido: 'CEP inválido.',
  telefone_nao_numerico: 'Telefone deve conter apenas números.',
  telefone_digitos: 'Telefone deve ter DDD e 8 ou 9 dígitos.',
  telefone_invalido: 'Telefone inválido.',
  repetido: 'Repetido: a linha {linha} já usa este valor.',
  resposta_alterada: 'Esta resposta foi alterada por outra pessoa depois que você a leu.',
  arquivo_grande_demais: 'O arquivo deve ter no máximo {maximo}.',
  tipo_de_imagem: 'Envie uma imagem PNG, JPEG ou WebP.',
  tipo_de_anexo: 'Envie um PDF, uma imagem (PNG, JPEG ou WebP) ou um documento do Word ou do Excel (.docx, .xlsx).',
  pdf_ativo:
    'Este PDF contém conteúdo que age sozinho (JavaScript, ações ao abrir, programas ou arquivos embutidos) ou não pôde ser verificado. Salve-o de novo sem esse conteúdo (por exemplo, com "Imprimir como PDF") e envie outra vez.',
  cursor_invalido: 'Esta página da lista não vale mais. Volte à primeira página.',
  cor_fora_da_paleta: 'Escolha uma das cores da paleta ({opcoes} opções).',
  duracao_fora_do_limite: 'Deve ser um número inteiro de minutos entre 1 e {maximo}.',
  fuso_horario_invalido: 'Escolha um fuso horário da lista.',
  prefixo_invalido: 'Use até 5 letras ou números, seguidos ou não de "-", "/" ou ".".',
  // A webhook's address (docs/webhooks.md).
  url_invalida: 'Informe um endereço que comece com http:// ou https://.',
  destino_privado: 'Este endereço leva a uma rede interna (local, privada ou de enlace): use um endereço público.',
  destino_desconhecido: 'Não foi possível encontrar este endereço.',
  sem_eventos: 'Escolha ao menos um evento.',
  exportacao_grande_demais: 'A exportação leva no máximo {maximo, number} sites: filtre a lista.',

  senha_incorreta: 'Senha incorreta.',

  tipo_servico_inativo: 'Escolha um tipo de serviço ativo.',
  site_inativo: 'Escolha um site ativo.',
  responsavel_invalido: 'Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).',
  questionario_nao_publicado: 'Escolha um questionário publicado.',
  questionario_congelado: 'O questionário não pode ser trocado depois que a atividade começou.',
  prazo_antes_do_agendamento: 'O prazo não pode ser anterior ao agendamento.',
  recorrencia_dias_sem_semana: 'Escolha dias da semana só para repetir toda semana.',
  recorrencia_fim_duplo: 'Diga até que data ou quantas vezes repetir, não os dois.',
  escopo_so_para_cancelar: 'Só o cancelamento vale para mais de uma atividade da série.',
  recorrencia_fim_antes: 'A data final deve ser a do primeiro agendamento ou depois dela.',
  recorrencia_longa_demais: 'A recorrência criaria mais de {maximo} atividades. Escolha uma data final mais próxima ou um número de vezes.',
  lote_vazio: 'Escolha ao menos uma atividade.',
  lote_vazio_acoes: 'Escolha ao menos uma ação.',
  mencao_invalida: 'Só é possível mencionar pessoas da empresa que trabalham nas atividades.',
  validade_passada: 'A validade deve ser uma data futura.',
  atividade_desconhecida: 'Escolha uma atividade da empresa.',
  site_diferente_da_atividade: 'O site deve ser o da atividade.',
  pergunta_desconhecida: 'Escolha uma pergunta do questionário da atividade.',
  pergunta_sem_atividade: 'Uma pergunta só pode ser indicada junto com a sua atividade.',
  imagem_desconhecida: 'Esta imagem não foi enviada para esta atividade. Envie-a de novo.',
  fotos_de_outro_site: 'Envie as fotos por uma atividade deste site antes de usá-las aqui.',
  periodo_invertido: 'A data final deve ser igual ou posterior à inicial.',
  periodo_longo_demais: 'O período pode ter no máximo {maximo} dias.',

  // Why a questionnaire draft cannot be published (contract/questionarioProblemas.ts), and its models and versions.
  questionario_sem_titulo: 'Informe o título do questionário.',
  sem_perguntas: 'O questionário precisa de ao menos uma pergunta.',
  perguntas_demais: 'O questionário pode ter no máximo {maximo} perguntas.',
  secao_sem_titulo: 'Informe o título da seção.',
  id_repetido: 'O identificador "{id}" se repete no questionário.',
  sem_enunciado: 'Informe o enunciado da pergunta.',
  opcoes_sem_escolha: 'Só perguntas de escolha têm opções.',
  opcoes_vazias: 'Uma pergunta de escolha precisa de ao menos uma opção.',
  opcao_sem_texto: 'Toda opção precisa de um texto.',
  opcoes_repetidas: 'Duas opções têm o mesmo texto: "{rotulo}".',
  fotos_fora_do_limite: 'O número de fotos deve ser um inteiro de 0 a {maximo}.',
  fotos_nenhuma: 'Peça ao menos uma foto.',
  minimo_acima_do_maximo: 'O mínimo deve ser menor ou igual ao máximo.',
  critica_sem_pontos: 'Uma pergunta crítica precisa de pontuação.',
  pontos_sem_escolha: 'Só perguntas de sim/não e de escolha têm pontuação.',
  pontos_resposta_inexistente: 'A pontuação se refere a uma resposta que não existe.',
  pontos_zerados: 'Dê pontos a ao menos uma resposta.',
  acao_responsavel_duplo: 'Escolha uma pessoa ou um papel para a ação corretiva, não os dois.',
  regra_pergunta_inexistente: 'A regra se refere a uma pergunta que não existe.',
  regra_propria: 'A regra não pode depender da própria pergunta.',
  regra_posterior: 'A regra deve depender de uma pergunta anterior.',
  regra_so_respondida: 'Para esta pergunta, a regra só pode verificar se ela foi respondida.',
  regra_comparacao_sem_numero: '"Maior que" e "menor que" só se aplicam a perguntas de número ou avaliação.',
  regra_numero: 'Informe um número para comparar.',
  regra_sem_valores: 'Escolha ao menos um valor para a condição.',
  regra_sem_valor: 'Informe o valor da condição.',
  regra_opcao_inexistente: 'A condição usa uma opção que não existe nesta pergunta.',
  regra_sim_nao: 'Compare com "sim", "não" ou "não se aplica".',
  modelo_desconhecido: 'Modelo não encontrado.',
  questionario_desconhecido: 'Escolha um questionário da empresa.',

  // Why an answer does not suit its question (contract/questionarioRespostas.ts).
  pergunta_inexistente: 'Esta pergunta não existe na versão do questionário desta atividade.',
  resposta_texto: 'Responda com um texto de até {maximo} caracteres.',
  casas_decimais: '{maximo, plural, one {Use no máximo # casa decimal.} other {Use no máximo # casas decimais.}}',
  fora_das_opcoes: 'Escolha entre as opções da pergunta.',
  opcao_repetida: 'Uma opção foi escolhida mais de uma vez.',
  outro_nao_permitido: 'Esta pergunta não aceita outra resposta além das opções.',
  uma_so_opcao: 'Escolha uma só opção.',
  resposta_sim_nao: 'Responda sim, não ou não se aplica.',
  data_invalida: 'Informe uma data no formato AAAA-MM-DD.',
  hora_invalida: 'Informe uma hora no formato HH:MM.',
  fotos_invalidas: 'Envie as fotos pela pergunta.',
  foto_repetida: 'A mesma foto aparece mais de uma vez.',
  fotos_demais: '{maximo, plural, one {Envie no máximo # foto.} other {Envie no máximo # fotos.}}',
  assinatura_invalida: 'Envie a assinatura desenhada.',
  localizacao_invalida: 'Informe a localização.',
  sem_rascunho: 'Não há rascunho aberto para comparar.',
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
