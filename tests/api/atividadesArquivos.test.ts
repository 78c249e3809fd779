import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Atividade } from '#contract/atividade';
import type { Arquivo } from '#contract/atividadeArquivo';
import { criada, novaEmpresa, questionarioPublicado, transicao, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { JPEG, multipart, PNG, WEBP } from '../support/api/multipart';
import { definicao, pergunta, secao } from '../support/questionarios';

const vistoria = definicao([
  secao('s1', [
    pergunta('fachada', { tipo: 'foto', obrigatoria: true, config: { minimo: 1, maximo: 2 } }),
    pergunta('cliente', { tipo: 'assinatura', obrigatoria: true }),
  ]),
]);

let app: FastifyInstance;
let empresa: Empresa;
let outra: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
  outra = await novaEmpresa(app, 'Manutenção Aurora');
}, 60_000);

const enviar = (headers: Headers, atividadeId: string, bytes: Buffer, nome = 'foto.jpg', tipo = 'image/jpeg') => {
  const corpo = multipart('arquivo', nome, tipo, bytes);
  return app.inject({ method: 'POST', url: `/api/atividades/${atividadeId}/arquivos`, headers: { ...headers, ...corpo.headers }, payload: corpo.payload });
};

const ler = (headers: Headers, atividadeId: string, arquivoId: string) =>
  app.inject({ method: 'GET', url: `/api/atividades/${atividadeId}/arquivos/${arquivoId}`, headers });

const responder = (atividade: Pick<Atividade, 'id' | 'versao'>, respostas: object) =>
  app.inject({ method: 'PUT', url: `/api/atividades/${atividade.id}/respostas`, headers: empresa.headers.tecnico, payload: { respostas, versao: atividade.versao } });

async function agendada(): Promise<Atividade> {
  const questionario = await questionarioPublicado(app, empresa.headers.admin, vistoria);
  return criada(app, empresa, { questionario_id: questionario.id });
}

const iniciada = async () => transicionada(app, empresa.headers.tecnico, await agendada(), 'iniciar');

const arquivosDaEmpresa = () => readdirSync(path.join(app.config.dataDir, 'files', empresa.empresaId));

describe('/api/atividades/:id/arquivos', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
  ])('keeps a %s sent by the responsável and serves it to every member of the company only', async (_nome, bytes, tipo) => {
    const atividade = await iniciada();
    const enviado = await enviar(empresa.headers.tecnico, atividade.id, bytes);
    expect(enviado.statusCode).toBe(201);
    const arquivo = enviado.json<Arquivo>();
    expect(arquivo).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), tipo, tamanho: bytes.length, criado_em: expect.any(String) });

    const lido = await ler(empresa.headers.leitor, atividade.id, arquivo.id);
    expect([lido.statusCode, lido.headers['content-type'], lido.headers['cache-control']]).toEqual([200, tipo, 'private, max-age=31536000, immutable']);
    expect(lido.rawPayload.equals(bytes)).toBe(true);

    // Another company's member, or the right file under another activity, finds nothing.
    expect(comTextos((await ler(outra.headers.admin, atividade.id, arquivo.id)).json())).toEqual({ code: 'nao_encontrado', message: 'Atividade não encontrada.' });
    const vizinha = await criada(app, empresa);
    const porOutra = await ler(empresa.headers.admin, vizinha.id, arquivo.id);
    expect(comTextos([porOutra.statusCode, porOutra.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Arquivo não encontrado.' }]);
    expect((await ler(empresa.headers.admin, atividade.id, 'nao-e-um-id')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/arquivos/${arquivo.id}` })).statusCode).toBe(401);
  });

  it('judges the type by the bytes, whatever the name and declared type say (422), and keeps nothing refused', async () => {
    const atividade = await iniciada();
    const antes = arquivosDaEmpresa().length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [svg, html, Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const recusado = await enviar(empresa.headers.tecnico, atividade.id, bytes, 'foto.jpg', 'image/jpeg');
      expect(comTextos([recusado.statusCode, recusado.json()])).toEqual([
        422,
        { code: 'validacao', message: 'Envie uma imagem PNG, JPEG ou WebP.', errors: { arquivo: ['Envie uma imagem PNG, JPEG ou WebP.'] } },
      ]);
    }
    // A real JPEG declared as text keeps its own type.
    const jpeg = await enviar(empresa.headers.tecnico, atividade.id, JPEG, 'nota.txt', 'text/plain');
    expect([jpeg.statusCode, jpeg.json().tipo]).toEqual([201, 'image/jpeg']);
    expect(arquivosDaEmpresa()).toHaveLength(antes + 1);
  });

  it('refuses a file over 20 MB (413), a body without the file (422) and JSON (415)', async () => {
    const atividade = await iniciada();
    const grande = await enviar(empresa.headers.tecnico, atividade.id, Buffer.concat([JPEG, Buffer.alloc(20 * 1024 * 1024)]));
    expect(comTextos([grande.statusCode, grande.json()])).toEqual([
      413,
      { code: 'corpo_grande_demais', message: 'O arquivo deve ter no máximo 20 MB.', errors: { arquivo: ['O arquivo deve ter no máximo 20 MB.'] } },
    ]);
    const outroCampo = await app.inject({
      method: 'POST',
      url: `/api/atividades/${atividade.id}/arquivos`,
      headers: { ...empresa.headers.tecnico, ...multipart('foto', 'foto.jpg', 'image/jpeg', JPEG).headers },
      payload: multipart('foto', 'foto.jpg', 'image/jpeg', JPEG).payload,
    });
    expect(comTextos([outroCampo.statusCode, outroCampo.json().errors])).toEqual([422, { arquivo: ['Campo obrigatório.'] }]);
    const json = await app.inject({ method: 'POST', url: `/api/atividades/${atividade.id}/arquivos`, headers: empresa.headers.tecnico, payload: { arquivo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('takes files under the rule of the answers: in andamento, from whoever carries the activity out (409 otherwise)', async () => {
    const atividade = await agendada();
    const antes = (await enviar(empresa.headers.tecnico, atividade.id, JPEG)).json();
    expect(comTextos(antes)).toEqual({ code: 'transicao_recusada', message: 'Só é possível responder o questionário de uma atividade em andamento.' });
    const emAndamento = await transicionada(app, empresa.headers.tecnico, atividade, 'iniciar');
    for (const papel of ['leitor', 'outroTecnico'] as const) {
      const recusado = await enviar(empresa.headers[papel], emAndamento.id, JPEG);
      expect(recusado.statusCode).toBe(409);
    }
    expect((await enviar(empresa.headers.gestor, emAndamento.id, JPEG)).statusCode).toBe(201);
    expect(comTextos((await enviar(outra.headers.admin, emAndamento.id, JPEG)).json())).toEqual({ code: 'nao_encontrado', message: 'Atividade não encontrada.' });
  });

  it('lets answers refer only to files sent for the same activity, and concludes with a photo and a signature', async () => {
    const atividade = await iniciada();
    const foto = (await enviar(empresa.headers.tecnico, atividade.id, JPEG)).json<Arquivo>();
    const assinatura = (await enviar(empresa.headers.tecnico, atividade.id, PNG, 'assinatura.png', 'image/png')).json<Arquivo>();
    const vizinha = await iniciada();
    const alheia = (await enviar(empresa.headers.tecnico, vizinha.id, JPEG)).json<Arquivo>();

    const recusada = await responder(atividade, { fachada: [foto.id, alheia.id], cliente: '00000000-0000-4000-8000-000000000000' });
    expect(comTextos([recusada.statusCode, recusada.json().errors])).toEqual([
      422,
      {
        'respostas.fachada': ['Esta imagem não foi enviada para esta atividade. Envie-a de novo.'],
        'respostas.cliente': ['Esta imagem não foi enviada para esta atividade. Envie-a de novo.'],
      },
    ]);
    const repetida = await responder(atividade, { fachada: [foto.id, foto.id] });
    expect(comTextos(repetida.json().errors)).toEqual({ 'respostas.fachada': ['A mesma foto aparece mais de uma vez.'] });

    const semAssinatura = await responder(atividade, { fachada: [foto.id] });
    expect(semAssinatura.statusCode).toBe(200);
    expect((await transicao(app, empresa.headers.tecnico, semAssinatura.json(), 'concluir')).statusCode).toBe(409);
    const completa = await responder(semAssinatura.json(), { cliente: assinatura.id });
    expect(completa.json().respostas).toEqual({ fachada: [foto.id], cliente: assinatura.id });
    const concluida = await transicionada(app, empresa.headers.tecnico, completa.json(), 'concluir');
    expect(concluida.status).toBe('concluida');
    // The files stay readable after the work is done, for the report.
    expect((await ler(empresa.headers.gestor, atividade.id, foto.id)).statusCode).toBe(200);
  });
});
