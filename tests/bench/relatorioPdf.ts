import type { PerguntaRelatorio, Relatorio } from '#contract/relatorio';
import { relatorioPdf, type FontesDoPdf } from '#server/atividades/relatorioPdf';
import { FOTO_JPEG, pngReal, webp } from '../support/imagens';

export const PERGUNTAS_PDF = 100;
export const FOTOS_PDF = 20;

/** A concluded activity's report with 100 answered questions, 20 of them photos (one each), and a signature. */
function relatorioGrande(): Relatorio {
  const perguntas: PerguntaRelatorio[] = Array.from({ length: PERGUNTAS_PDF }, (_, indice) => {
    const base = { id: `p${indice}`, enunciado: `Pergunta ${indice + 1} da vistoria de manutenção preventiva`, comentario: null, pontos: null, critica_falhou: false };
    if (indice % 5 === 0) return { ...base, tipo: 'foto', resposta: { tipo: 'arquivos', ids: [`f${indice}`] } };
    if (indice % 5 === 1) return { ...base, tipo: 'sim_nao', resposta: { tipo: 'sim_nao', valor: 'sim' }, pontos: { obtidos: 1, maximo: 1 } };
    return { ...base, tipo: 'texto_longo', resposta: { tipo: 'texto', texto: 'Equipamento verificado, sem ruídos anormais; filtros limpos e dreno desobstruído.' } };
  });
  perguntas.push({ id: 'assinatura', enunciado: 'Assinatura do cliente', tipo: 'assinatura', resposta: { tipo: 'arquivos', ids: ['assinatura'] }, comentario: null, pontos: null, critica_falhou: false });
  const em = '2026-03-10T12:00:00.000Z';
  return {
    empresa: { nome: 'Construtora Horizonte', cnpj: '11222333000181', logo: false },
    fuso_horario: 'America/Sao_Paulo',
    atividade: {
      id: 'a-1', codigo: 'AT-000123', titulo: 'Vistoria completa', status: 'concluida', tipo_servico: 'Manutenção preventiva',
      site: { nome: 'Loja Paulista', codigo: 'LP-01', endereco: 'Av. Paulista, 1000 – São Paulo/SP' }, responsavel: 'Rafael Lima', prioridade: 'normal',
      descricao: null, agendada_para: em, prazo: null, iniciada_em: em, concluida_em: em, iniciada_local: null, concluida_local: null,
    },
    questionario: { titulo: 'Vistoria', versao: 1 },
    secoes: Array.from({ length: 5 }, (_, indice) => ({ id: `s${indice}`, titulo: `Seção ${indice + 1}`, perguntas: perguntas.slice(indice * 20, indice === 4 ? undefined : (indice + 1) * 20) })),
    conformidade: { obtidos: 20, maximo: 20, percentual: 100, reprovado: false },
    historico: [{ em, por: 'Marina Costa', acao: 'criacao', motivo: null, vezes: 1 }, { em, por: 'Rafael Lima', acao: 'concluir', motivo: null, vezes: 1 }],
    acoes: [],
  };
}

interface Medida {
  imagens: string;
  'mediana ms': number;
  'maior ms': number;
  'tamanho KB': number;
}

/**
 * Renders the PDF a few times (images read from memory: the disk is not what is measured) with
 * JPEG photos and a PNG signature, which pdfkit draws as they are, then with the same images as
 * WebP, which are converted as the PDF is drawn.
 */
export async function measureRelatorioPdf(vezes = 5): Promise<Medida[]> {
  const assinatura = pngReal();
  const [fotoWebp, assinaturaWebp] = await Promise.all([webp(FOTO_JPEG), webp(assinatura)]);
  return [
    await medir('JPEG e PNG', vezes, {
      logo: async () => null,
      arquivo: async (id) => (id === 'assinatura' ? { bytes: assinatura, tipo: 'image/png' } : { bytes: FOTO_JPEG, tipo: 'image/jpeg' }),
    }),
    await medir('WebP', vezes, {
      logo: async () => null,
      arquivo: async (id) => ({ bytes: id === 'assinatura' ? assinaturaWebp : fotoWebp, tipo: 'image/webp' }),
    }),
  ];
}

async function medir(imagens: string, vezes: number, fontes: FontesDoPdf): Promise<Medida> {
  const relatorio = relatorioGrande();
  await relatorioPdf(relatorio, fontes);
  const tempos: number[] = [];
  let tamanho = 0;
  for (let vez = 0; vez < vezes; vez += 1) {
    const inicio = performance.now();
    tamanho = (await relatorioPdf(relatorio, fontes)).length;
    tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  return { imagens, 'mediana ms': Math.round(tempos[Math.floor(tempos.length / 2)]!), 'maior ms': Math.round(tempos.at(-1)!), 'tamanho KB': Math.round(tamanho / 1024) };
}
