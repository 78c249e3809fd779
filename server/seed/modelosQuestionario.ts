import type { Condicao, Definicao, Opcao, Pergunta, Regra, TipoPergunta } from '#contract/questionario';

type Campos = Partial<Omit<Pergunta, 'id' | 'tipo' | 'enunciado'>>;

/** Template questions are required unless they say otherwise. */
function pergunta(id: string, tipo: TipoPergunta, enunciado: string, campos: Campos = {}): Pergunta {
  return { id, tipo, enunciado, ajuda: null, obrigatoria: true, opcoes: [], regra: null, pontos: null, critica: false, ...campos };
}

/** A sim/não question scored 1 for `bom` (the answer that conforms) and 0 for the other. */
function simNao(id: string, enunciado: string, bom: 'sim' | 'nao', campos: Campos = {}): Pergunta {
  return pergunta(id, 'sim_nao', enunciado, { pontos: bom === 'sim' ? { sim: 1, nao: 0 } : { sim: 0, nao: 1 }, ...campos });
}

type Escolha = 'escolha_unica' | 'multipla_escolha';

/** Options by key, in order; each option's id is `<question id>-<key>`, unique in the questionnaire. */
function escolha(id: string, tipo: Escolha, enunciado: string, opcoes: Record<string, string>, campos: Campos = {}): Pergunta {
  const lista: Opcao[] = Object.entries(opcoes).map(([chave, rotulo]) => ({ id: `${id}-${chave}`, rotulo }));
  return pergunta(id, tipo, enunciado, { opcoes: lista, ...campos });
}

function quando(...condicoes: Condicao[]): Regra {
  return { combinar: 'todas', condicoes };
}

function qualquer(...condicoes: Condicao[]): Regra {
  return { combinar: 'qualquer', condicoes };
}

/** A ready-made questionnaire offered by GET /api/questionarios/modelos and given to the demo company. */
export interface ModeloQuestionario {
  chave: string;
  definicao: Definicao & { descricao: string };
}

const manutencaoPreventiva: ModeloQuestionario = {
  chave: 'manutencao-preventiva',
  definicao: {
    titulo: 'Checklist de manutenção preventiva',
    descricao: 'Verificação periódica de equipamentos de climatização conforme o plano de manutenção (PMOC).',
    secoes: [
      {
        id: 'identificacao',
        titulo: 'Identificação do equipamento',
        perguntas: [
          pergunta('tag', 'texto_curto', 'TAG ou número de série do equipamento'),
          escolha('equipamento', 'escolha_unica', 'Tipo de equipamento', {
            split: 'Split', self: 'Self-contained', chiller: 'Chiller', fancoil: 'Fan coil',
          }, { config: { permite_outro: true } }),
          pergunta('foto-placa', 'foto', 'Foto da placa de identificação', { config: { minimo: 1, maximo: 2 } }),
        ],
      },
      {
        id: 'inspecao',
        titulo: 'Inspeção',
        perguntas: [
          pergunta('estado-geral', 'avaliacao', 'Estado geral de conservação', { ajuda: '1 = muito ruim, 5 = como novo.' }),
          simNao('filtros-limpos', 'Os filtros estavam limpos?', 'sim'),
          simNao('filtros-trocados', 'Os filtros foram limpos ou substituídos?', 'sim', {
            regra: quando({ pergunta: 'filtros-limpos', operador: 'igual', valor: 'nao' }),
          }),
          simNao('vazamento', 'Há vazamento de gás, óleo ou água?', 'nao', {
            critica: true,
            ajuda: 'Um vazamento reprova a manutenção: abra uma corretiva.',
          }),
          pergunta('corrente', 'numero', 'Corrente medida no compressor', { config: { minimo: 0, maximo: 200, decimais: 1, unidade: 'A' } }),
          escolha('ruidos', 'multipla_escolha', 'Ruídos ou vibrações anormais', {
            nenhum: 'Nenhum', ventilador: 'Ventilador', compressor: 'Compressor', rolamentos: 'Rolamentos',
          }),
          pergunta('descricao-ruido', 'texto_longo', 'Descreva o ruído ou a vibração', {
            regra: quando({ pergunta: 'ruidos', operador: 'um_de', valores: ['ruidos-ventilador', 'ruidos-compressor', 'ruidos-rolamentos'] }),
          }),
        ],
      },
      {
        id: 'encerramento',
        titulo: 'Encerramento',
        perguntas: [
          pergunta('observacoes', 'texto_longo', 'Observações e pendências', { obrigatoria: false }),
          pergunta('proxima', 'data', 'Data sugerida para a próxima manutenção'),
          pergunta('assinatura', 'assinatura', 'Assinatura do responsável no local'),
        ],
      },
    ],
  },
};

const segurancaDoTrabalho: ModeloQuestionario = {
  chave: 'seguranca-do-trabalho',
  definicao: {
    titulo: 'Vistoria de segurança do trabalho',
    descricao: 'Condições de segurança da frente de serviço: EPIs, treinamento, instalações elétricas (NR-10) e rotas de fuga (NR-23).',
    secoes: [
      {
        id: 'equipe',
        titulo: 'Equipe e EPIs',
        perguntas: [
          pergunta('pessoas', 'numero', 'Quantas pessoas trabalham na frente de serviço?', { config: { minimo: 0, decimais: 0 } }),
          simNao('epi-uso', 'Todos usam os EPIs exigidos para a atividade?', 'sim', { critica: true }),
          escolha('epi-faltando', 'multipla_escolha', 'Quais EPIs estavam faltando?', {
            capacete: 'Capacete', oculos: 'Óculos de proteção', luvas: 'Luvas',
            calcado: 'Calçado de segurança', auricular: 'Protetor auricular', cinto: 'Cinto paraquedista',
          }, { regra: quando({ pergunta: 'epi-uso', operador: 'igual', valor: 'nao' }) }),
          simNao('treinamento', 'A equipe tem treinamento válido para a tarefa (NR-10, NR-35)?', 'sim'),
        ],
      },
      {
        id: 'instalacoes',
        titulo: 'Instalações e sinalização',
        perguntas: [
          escolha('quadros', 'escolha_unica', 'Condição dos quadros elétricos', {
            ok: 'Fechados e identificados',
            'sem-id': 'Fechados, sem identificação',
            expostos: 'Abertos ou com partes energizadas expostas',
          }, { pontos: { 'quadros-ok': 2, 'quadros-sem-id': 1, 'quadros-expostos': 0 } }),
          simNao('rotas', 'As rotas de fuga e saídas de emergência estão sinalizadas e desobstruídas?', 'sim'),
          pergunta('hora', 'hora', 'Horário da vistoria'),
        ],
      },
      {
        id: 'registro',
        titulo: 'Registro',
        perguntas: [
          pergunta('fotos-irregularidades', 'foto', 'Fotos das irregularidades encontradas', {
            config: { minimo: 1, maximo: 10 },
            regra: qualquer(
              { pergunta: 'epi-uso', operador: 'igual', valor: 'nao' },
              { pergunta: 'quadros', operador: 'um_de', valores: ['quadros-sem-id', 'quadros-expostos'] },
              { pergunta: 'rotas', operador: 'igual', valor: 'nao' },
            ),
          }),
          pergunta('local', 'localizacao', 'Localização do ponto vistoriado'),
          pergunta('acoes', 'texto_longo', 'Ações corretivas combinadas com o responsável', { obrigatoria: false }),
          pergunta('assinatura', 'assinatura', 'Assinatura do responsável pela frente de serviço'),
        ],
      },
    ],
  },
};

const extintores: ModeloQuestionario = {
  chave: 'extintores',
  definicao: {
    titulo: 'Inspeção de extintores',
    descricao: 'Inspeção mensal de extintores de incêndio conforme a NBR 12962 e a NR-23, um extintor por questionário.',
    secoes: [
      {
        id: 'extintor',
        titulo: 'Identificação',
        perguntas: [
          pergunta('numero', 'texto_curto', 'Número ou selo do extintor'),
          escolha('agente', 'escolha_unica', 'Agente extintor', {
            ap: 'Água pressurizada (AP)', pqs: 'Pó químico seco (PQS)', co2: 'Gás carbônico (CO₂)', espuma: 'Espuma mecânica',
          }),
          pergunta('capacidade', 'numero', 'Capacidade', { config: { minimo: 0, maximo: 100, decimais: 1, unidade: 'kg' } }),
          pergunta('local', 'localizacao', 'Local de instalação'),
        ],
      },
      {
        id: 'condicoes',
        titulo: 'Condições',
        perguntas: [
          simNao('acesso', 'O extintor está visível, sinalizado e com acesso desobstruído?', 'sim'),
          escolha('manometro', 'escolha_unica', 'Indicação do manômetro', {
            verde: 'Faixa verde (carregado)', vermelho: 'Faixa vermelha (descarregado)', sobrecarga: 'Sobrecarga',
          }, {
            ajuda: 'Extintores de CO₂ não têm manômetro: são conferidos pelo peso.',
            pontos: { 'manometro-verde': 1 },
            critica: true,
            regra: quando({ pergunta: 'agente', operador: 'um_de', valores: ['agente-ap', 'agente-pqs', 'agente-espuma'] }),
          }),
          simNao('lacre', 'O lacre e o pino de segurança estão intactos?', 'sim'),
          pergunta('validade', 'data', 'Validade da recarga'),
          pergunta('mangueira', 'avaliacao', 'Estado da mangueira e do difusor'),
        ],
      },
      {
        id: 'registro',
        titulo: 'Registro',
        perguntas: [
          pergunta('foto', 'foto', 'Foto do extintor e da etiqueta', { config: { minimo: 1, maximo: 3 } }),
          escolha('providencia', 'escolha_unica', 'Providência necessária', {
            nenhuma: 'Nenhuma', recarga: 'Recarga', manutencao: 'Manutenção de 2º ou 3º nível', substituicao: 'Substituição',
          }),
          pergunta('observacoes', 'texto_longo', 'Observações', { obrigatoria: false }),
        ],
      },
    ],
  },
};

const instalacao: ModeloQuestionario = {
  chave: 'instalacao',
  definicao: {
    titulo: 'Ordem de serviço de instalação',
    descricao: 'Registro da instalação e do teste de um equipamento novo, com o aceite do cliente.',
    secoes: [
      {
        id: 'antes',
        titulo: 'Antes da instalação',
        perguntas: [
          pergunta('modelo', 'texto_curto', 'Modelo do equipamento'),
          pergunta('serie', 'texto_curto', 'Número de série'),
          simNao('local-pronto', 'O local estava preparado (ponto elétrico, suporte, dreno)?', 'sim'),
          pergunta('pendencias', 'texto_longo', 'O que faltava no local?', {
            regra: quando({ pergunta: 'local-pronto', operador: 'igual', valor: 'nao' }),
          }),
        ],
      },
      {
        id: 'instalacao',
        titulo: 'Instalação',
        perguntas: [
          pergunta('inicio', 'hora', 'Hora de início'),
          pergunta('tensao', 'numero', 'Tensão medida na alimentação', { config: { minimo: 0, maximo: 500, decimais: 0, unidade: 'V' } }),
          simNao('aterramento', 'O aterramento foi verificado?', 'sim', { critica: true }),
          escolha('materiais', 'multipla_escolha', 'Materiais adicionais utilizados', {
            cabo: 'Cabo', disjuntor: 'Disjuntor', cobre: 'Tubulação de cobre', suporte: 'Suporte', canaleta: 'Canaleta',
          }, {
            obrigatoria: false,
            config: { permite_outro: true },
          }),
          pergunta('fotos', 'foto', 'Fotos da instalação concluída', { config: { minimo: 2, maximo: 6 } }),
        ],
      },
      {
        id: 'aceite',
        titulo: 'Teste e aceite',
        perguntas: [
          simNao('funcionou', 'O equipamento funcionou no teste?', 'sim'),
          pergunta('falha', 'texto_longo', 'Descreva a falha no teste', {
            regra: quando({ pergunta: 'funcionou', operador: 'igual', valor: 'nao' }),
          }),
          pergunta('garantia', 'data', 'Início da garantia'),
          pergunta('satisfacao', 'avaliacao', 'Avaliação do cliente sobre o serviço', { obrigatoria: false }),
          pergunta('assinatura-cliente', 'assinatura', 'Assinatura do cliente'),
        ],
      },
    ],
  },
};

export const MODELOS_QUESTIONARIO: readonly ModeloQuestionario[] = [manutencaoPreventiva, segurancaDoTrabalho, extintores, instalacao];

export function modeloQuestionario(chave: string): ModeloQuestionario | undefined {
  return MODELOS_QUESTIONARIO.find((modelo) => modelo.chave === chave);
}
