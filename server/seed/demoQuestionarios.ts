import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import { questionarios } from '../db/repositories/questionarios';
import { tiposServico } from '../db/repositories/tiposServico';
import { inEmpresa } from '../db/tenant';
import type { Seed } from './index';
import { MODELOS_QUESTIONARIO } from './modelosQuestionario';

/** The questionário padrão of the demo service types that have one, by template key. */
const PADRAO_POR_TIPO: Readonly<Record<string, string>> = {
  'Manutenção preventiva': 'manutencao-preventiva',
  'Inspeção de segurança': 'seguranca-do-trabalho',
  Instalação: 'instalacao',
  Vistoria: 'extintores',
};

/**
 * The four templates, published as version 1 by the demo admin, and offered by the demo service
 * types they suit. Seeded while the company has no questionnaire, so a start after the demo was
 * edited leaves it as it is.
 */
export const demoQuestionarios: Seed = {
  name: 'questionários de demonstração',
  async run(app, { demo }) {
    const { empresaId } = demo;
    const autoria = { por: demo.adminId, agora: app.clock() };
    await inEmpresa(app.db, empresaId, async (trx) => {
      if ((await questionarios.list(trx, empresaId, { limite: 1 })).total > 0) return;
      const idPorChave = new Map<string, string>();
      for (const { chave, definicao } of MODELOS_QUESTIONARIO) {
        const problemas = problemasDaDefinicao(definicao);
        if (problemas.length > 0) throw new Error(`${chave}: ${JSON.stringify(problemas)}`);
        const id = await questionarios.create(trx, empresaId, definicao, autoria);
        const rascunho = await questionarios.find(trx, empresaId, id);
        if (!rascunho || !(await questionarios.publicar(trx, empresaId, { ...rascunho, rascunho: definicao }, autoria))) {
          throw new Error(`${chave}: não foi publicado`);
        }
        idPorChave.set(chave, id);
      }
      for (const tipo of (await tiposServico.list(trx, empresaId, { limite: 100 })).items) {
        const chave = PADRAO_POR_TIPO[tipo.nome];
        const questionarioId = chave === undefined ? undefined : idPorChave.get(chave);
        if (!questionarioId || tipo.questionario_id) continue;
        const { nome, descricao, cor, duracao_minutos, enviar_relatorio_ao_cliente, ativo } = tipo;
        const valores = { nome, descricao, cor, duracao_minutos, enviar_relatorio_ao_cliente, ativo, questionario_id: questionarioId };
        await tiposServico.update(trx, empresaId, tipo.id, tipo.versao, valores, autoria);
      }
    });
  },
};
