import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Atividade } from '#contract/atividade';
import type { Questionario } from '#contract/questionario';
import type { Arquivo } from '#contract/atividadeArquivo';
import { LOTE_DA_EXPORTACAO } from '#server/atividades/exportacao';
import { zipEntradas } from '#server/files/zipEntradas';
import { criada, listar, novaEmpresa, questionarioPublicado, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { multipart } from '../support/api/multipart';
import { comTextos } from '../support/api/respostasDeErro';
import { FOTO_JPEG, pngReal } from '../support/imagens';
import { definicao, pergunta, secao, simNao } from '../support/questionarios';

const v1 = definicao([
  secao('geral', [simNao('extintor', { enunciado: 'O extintor está no lugar?' }), pergunta('obs', { enunciado: 'Observações' })]),
]);
// Version 2 rewords `extintor`, drops `obs` and asks a new question.
const v2 = definicao([
  secao('geral', [
    simNao('extintor', { enunciado: 'O extintor está carregado?' }),
    pergunta('pressao', { tipo: 'numero', enunciado: 'Pressão', config: { unidade: 'bar', decimais: 1 } }),
  ]),
]);

const ATIVIDADE = [
  'Número',
  'Código',
  'Título',
  'Situação',
  'Prioridade',
  'Tipo de serviço',
  'Site',
  'Responsável',
  'Agendada para',
  'Prazo',
  'Questionário',
  'Versão do questionário',
  'Conformidade (%)',
];

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let app: FastifyInstance;
let empresa: Empresa;
let questionario: Questionario;
let primeira: Atividade;
let segunda: Atividade;

const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const linhas = (corpo: string) => corpo.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((linha) => linha.split(';'));

async function respondida(atividade: Atividade, respostas: Record<string, unknown>): Promise<Atividade> {
  const resposta = await app.inject({
    method: 'PUT',
    url: `/api/atividades/${atividade.id}/respostas`,
    headers: empresa.headers.tecnico,
    payload: { respostas, versao: atividade.versao },
  });
  if (resposta.statusCode !== 200) throw new Error(`respostas: ${resposta.statusCode} ${resposta.body}`);
  return resposta.json<Atividade>();
}

beforeAll(async () => {
  app = await buildTestApp({ clock });
  empresa = await novaEmpresa(app);
  questionario = await questionarioPublicado(app, empresa.headers.admin, v1);
  const iniciadaNaV1 = await transicionada(app, empresa.headers.tecnico, await criada(app, empresa, { questionario_id: questionario.id, titulo: 'Vistoria A' }), 'iniciar');
  primeira = await respondida(iniciadaNaV1, { extintor: 'nao', obs: '=HYPERLINK("x"); fim' });
  const rascunho = await app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers: empresa.headers.admin, payload: { ...v2, versao: questionario.versao } });
  expect(rascunho.statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: `/api/questionarios/${questionario.id}/publicar`, headers: empresa.headers.admin })).statusCode).toBe(200);
  const iniciadaNaV2 = await transicionada(app, empresa.headers.tecnico, await criada(app, empresa, { questionario_id: questionario.id, titulo: 'Vistoria B' }), 'iniciar');
  segunda = await respondida(iniciadaNaV2, { extintor: 'sim', pressao: 12.5 });
  await criada(app, empresa, { titulo: 'Sem questionário', agendada_para: '2026-03-12T13:00:00.000Z' });
}, 60_000);

describe('GET /api/atividades/exportar', () => {
  it('writes one column per question id across versions, headed with its latest text, and each row names its version', async () => {
    const resposta = await get(`/api/atividades/exportar?questionario_id=${questionario.id}`, empresa.headers.leitor);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(resposta.headers['content-disposition']).toBe('attachment; filename="atividades.csv"');
    expect(resposta.body.startsWith('\uFEFF')).toBe(true);
    const [cabecalho, ...corpo] = linhas(resposta.body);
    expect(cabecalho).toEqual([...ATIVIDADE, 'O extintor está carregado? [extintor]', 'Pressão [pressao]', 'Observações [obs]']);
    expect(corpo.map((linha) => linha.slice(0, 4))).toEqual([
      [String(primeira.numero), primeira.codigo, 'Vistoria A', 'Em andamento'],
      [String(segunda.numero), segunda.codigo, 'Vistoria B', 'Em andamento'],
    ]);
    expect(corpo.map((linha) => linha.slice(5, 13))).toEqual([
      ['Manutenção preventiva', 'Loja Paulista', 'Rafael Lima', '10/03/2026, 09:00', '', questionario.id, '1', '0'],
      ['Manutenção preventiva', 'Loja Paulista', 'Rafael Lima', '10/03/2026, 09:00', '', questionario.id, '2', '100'],
    ]);
    // Version 1 never asked the pressure; version 2 no longer asks for observations. A text that
    // would run as a formula in a spreadsheet is written as text.
    expect(corpo.map((linha) => linha.slice(13).join(';'))).toEqual([`Não;;"'=HYPERLINK(""x""); fim"`, 'Sim;12,5 bar;']);
  });

  it('exports what the list counts for the same filters', async () => {
    for (const filtro of ['', 'status=agendada', 'status=em_andamento&q=vistoria', `site_id=${empresa.site.id}&de=2026-03-11`]) {
      const [, ...corpo] = linhas((await get(`/api/atividades/exportar?${filtro}`, empresa.headers.gestor)).body);
      const lista = await listar(app, empresa.headers.gestor, filtro);
      expect(corpo.map((linha) => Number(linha[0]))).toEqual(lista.items.map((item) => item.numero).sort((a, b) => a - b));
    }
  });

  it('writes an XLSX with the same cells, numbers as numbers', async () => {
    const resposta = await get(`/api/atividades/exportar?formato=xlsx&questionario_id=${questionario.id}`, empresa.headers.gestor);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(resposta.headers['content-disposition']).toBe('attachment; filename="atividades.xlsx"');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(resposta.rawPayload as unknown as ArrayBuffer);
    const planilha = livro.getWorksheet('Atividades')!;
    const valores = (linha: number) => (planilha.getRow(linha).values as unknown[]).slice(1);
    expect(valores(1).slice(-3)).toEqual(['O extintor está carregado? [extintor]', 'Pressão [pressao]', 'Observações [obs]']);
    expect(valores(2).slice(0, 3)).toEqual([primeira.numero, primeira.codigo, 'Vistoria A']);
    expect(valores(2).slice(11, 16)).toEqual([1, 0, 'Não', undefined, '=HYPERLINK("x"); fim']);
    expect(valores(3).slice(11, 15)).toEqual([2, 100, 'Sim', '12,5 bar']);
    expect(planilha.rowCount).toBe(3);
  });

  it('reads every row however many batches they take', async () => {
    const outra = await novaEmpresa(app, 'Manutenção Aurora');
    const vezes = 100;
    const series = Math.ceil((LOTE_DA_EXPORTACAO + 1) / vezes);
    for (let serie = 0; serie < series; serie++) {
      await criada(app, outra, { recorrencia: { frequencia: 'diaria', vezes }, agendada_para: `2026-0${serie + 1}-01T12:00:00.000Z` } as never);
    }
    const [, ...corpo] = linhas((await get('/api/atividades/exportar', outra.headers.gestor)).body);
    expect(corpo).toHaveLength(series * vezes);
    expect(new Set(corpo.map((linha) => linha[0])).size).toBe(series * vezes);
    // Only the company's own.
    expect(corpo.filter((linha) => linha[2] !== 'Manutenção do ar-condicionado')).toEqual([]);
  }, 60_000);

  it('gathers the photos and signatures of the filtered activities in a ZIP, a folder per activity, each file by the id its answer names', async () => {
    const enviar = async (atividade: Atividade, bytes: Buffer, nome: string, tipo: string) => {
      const corpo = multipart('arquivo', nome, tipo, bytes);
      const resposta = await app.inject({ method: 'POST', url: `/api/atividades/${atividade.id}/arquivos`, headers: { ...empresa.headers.tecnico, ...corpo.headers }, payload: corpo.payload });
      expect(resposta.statusCode).toBe(201);
      return resposta.json<Arquivo>();
    };
    const foto = await enviar(primeira, FOTO_JPEG, 'fachada.jpg', 'image/jpeg');
    const assinatura = await enviar(segunda, pngReal(), 'assinatura.png', 'image/png');

    const resposta = await get(`/api/atividades/exportar/arquivos?questionario_id=${questionario.id}`, empresa.headers.leitor);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/zip');
    expect(resposta.headers['content-disposition']).toBe('attachment; filename="atividades-arquivos.zip"');
    expect(zipEntradas(resposta.rawPayload)?.sort()).toEqual([`${primeira.codigo}/${foto.id}.jpg`, `${segunda.codigo}/${assinatura.id}.png`].sort());
    // Stored as sent: the photo's bytes are in the archive whole.
    expect(resposta.rawPayload.indexOf(FOTO_JPEG)).toBeGreaterThan(0);

    const soAgendadas = await get('/api/atividades/exportar/arquivos?status=agendada', empresa.headers.gestor);
    expect(zipEntradas(soAgendadas.rawPayload)).toEqual([]);
  });

  it('refuses a format it does not write and a questionnaire of another company', async () => {
    const outra = await novaEmpresa(app, 'Serviços Boa Vista');
    const alheio = await questionarioPublicado(app, outra.headers.admin, v1);
    const formato = await get('/api/atividades/exportar?formato=pdf', empresa.headers.gestor);
    expect(formato.statusCode).toBe(422);
    const questionarioAlheio = await get(`/api/atividades/exportar?questionario_id=${alheio.id}`, empresa.headers.gestor);
    expect(comTextos([questionarioAlheio.statusCode, questionarioAlheio.json()])).toEqual([
      422,
      { code: 'validacao', message: 'Escolha um questionário da empresa.', errors: { questionario_id: ['Escolha um questionário da empresa.'] } },
    ]);
  });
});
