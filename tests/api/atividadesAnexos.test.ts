import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { HistoricoLista } from '#contract/atividade';
import { nomeDoAnexo, type Anexo, type AnexoLista } from '#contract/atividadeAnexo';
import { criada, novaEmpresa, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { JPEG, multipart, PNG } from '../support/api/multipart';
import { office, zip } from '../support/api/zip';

let app: FastifyInstance;
let empresa: Empresa;
let outra: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
  outra = await novaEmpresa(app, 'Manutenção Aurora');
}, 60_000);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const DOCX = office('word/document.xml');
const XLSX = office('xl/workbook.xml');

const url = (atividadeId: string, resto = '') => `/api/atividades/${atividadeId}/anexos${resto}`;
const anexar = (headers: Headers, atividadeId: string, bytes: Buffer, nome = 'laudo.pdf', tipo = 'application/pdf') => {
  const corpo = multipart('arquivo', nome, tipo, bytes);
  return app.inject({ method: 'POST', url: url(atividadeId), headers: { ...headers, ...corpo.headers }, payload: corpo.payload });
};
const baixar = (headers: Headers, atividadeId: string, anexoId: string) => app.inject({ method: 'GET', url: url(atividadeId, `/${anexoId}`), headers });
const listar = async (headers: Headers, atividadeId: string): Promise<AnexoLista> => (await app.inject({ method: 'GET', url: url(atividadeId), headers })).json();
const arquivosDaEmpresa = () => readdirSync(path.join(app.config.dataDir, 'files', empresa.empresaId));

describe('/api/atividades/:id/anexos', () => {
  it.each([
    ['a PDF', PDF, 'laudo.pdf', 'application/pdf'],
    ['a JPEG', JPEG, 'fachada.jpeg', 'image/jpeg'],
    ['a PNG', PNG, 'planta.png', 'image/png'],
    ['a Word file', DOCX, 'orçamento.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an Excel file', XLSX, 'medições.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('keeps %s and serves it to members only, always as a download', async (_qual, bytes, nome, tipo) => {
    const atividade = await criada(app, empresa);
    const enviado = await anexar(empresa.headers.tecnico, atividade.id, bytes, nome, 'application/octet-stream');
    expect(enviado.statusCode).toBe(201);
    const anexo = enviado.json<Anexo>();
    expect(anexo).toEqual({
      id: expect.stringMatching(/^\d+$/),
      nome,
      tipo,
      tamanho: bytes.length,
      enviado_por: { id: empresa.ids.tecnico, nome: 'Rafael Lima' },
      criado_em: expect.any(String),
    });
    expect((await listar(empresa.headers.leitor, atividade.id)).items).toEqual([anexo]);

    const baixado = await baixar(empresa.headers.leitor, atividade.id, anexo.id);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe(tipo);
    expect(baixado.headers['x-content-type-options']).toBe('nosniff');
    expect(baixado.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(String(baixado.headers['content-disposition']).split("UTF-8''")[1]!)).toBe(nome);
    expect(baixado.rawPayload.equals(bytes)).toBe(true);

    expect(comTextos((await baixar(outra.headers.admin, atividade.id, anexo.id)).json())).toEqual({ code: 'nao_encontrado', message: 'Atividade não encontrada.' });
    const vizinha = await criada(app, empresa);
    expect(comTextos((await baixar(empresa.headers.admin, vizinha.id, anexo.id)).json())).toEqual({ code: 'nao_encontrado', message: 'Anexo não encontrado.' });
    expect((await baixar(empresa.headers.admin, atividade.id, 'x')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: url(atividade.id, `/${anexo.id}`) })).statusCode).toBe(401);
  });

  it('judges the type by the bytes, whatever the name and declared type say (422), and keeps nothing refused', async () => {
    const atividade = await criada(app, empresa);
    const antes = readdirSync(path.join(app.config.dataDir, 'files')).includes(empresa.empresaId) ? arquivosDaEmpresa().length : 0;
    const recusa = 'Envie um PDF, uma imagem (PNG, JPEG ou WebP) ou um documento do Word ou do Excel (.docx, .xlsx).';
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....malware.exe....')]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
    for (const [bytes, nome, tipo] of [
      [html, 'laudo.pdf', 'application/pdf'],
      [svg, 'foto.png', 'image/png'],
      [zip, 'planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [exe, 'documento.docx', 'application/msword'],
    ] as const) {
      const recusado = await anexar(empresa.headers.gestor, atividade.id, bytes, nome, tipo);
      expect(comTextos([nome, recusado.statusCode, recusado.json()])).toEqual([nome, 422, { code: 'validacao', message: recusa, errors: { arquivo: [recusa] } }]);
    }
    // A real PDF sent as an image, under a name of another type, is kept as the PDF it is.
    const pdf = await anexar(empresa.headers.gestor, atividade.id, PDF, 'foto.png', 'image/png');
    expect([pdf.statusCode, pdf.json().tipo, pdf.json().nome]).toEqual([201, 'application/pdf', 'foto.png.pdf']);
    expect(arquivosDaEmpresa()).toHaveLength(antes + 1);
  });

  it('takes as Word or Excel only a ZIP whose central directory lists the parts of its kind', async () => {
    const atividade = await criada(app, empresa);
    const recusa = 'Envie um PDF, uma imagem (PNG, JPEG ou WebP) ou um documento do Word ou do Excel (.docx, .xlsx).';
    const nomesFalsos = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml....')]);
    for (const [qual, bytes] of [
      ['two entry names written in the bytes, no archive', nomesFalsos],
      ['the names inside an entry, not as entries', zip({ 'leia.txt': '[Content_Types].xml word/document.xml xl/workbook.xml' })],
      ['no [Content_Types].xml', zip({ 'word/document.xml': '<document/>' })],
      ['macros (a .docm renamed)', office('word/document.xml', { 'word/vbaProject.bin': 'Attribute VB_Name' })],
      ['bytes after its end', Buffer.concat([DOCX, Buffer.from('MZ')])],
      ['its end cut off', DOCX.subarray(0, DOCX.length - 4)],
    ] as const) {
      const recusado = await anexar(empresa.headers.gestor, atividade.id, bytes, 'contrato.docx', 'application/octet-stream');
      expect(comTextos([qual, recusado.statusCode, recusado.json()])).toEqual([qual, 422, { code: 'validacao', message: recusa, errors: { arquivo: [recusa] } }]);
    }
    expect((await listar(empresa.headers.gestor, atividade.id)).items).toEqual([]);
  });

  it('refuses a PDF that acts by itself, even with its names escaped or inside an object stream', async () => {
    const atividade = await criada(app, empresa);
    const recusa =
      'Este PDF contém conteúdo que age sozinho (JavaScript, ações ao abrir, programas ou arquivos embutidos) ou não pôde ser verificado. ' +
      'Salve-o de novo sem esse conteúdo (por exemplo, com "Imprimir como PDF") e envie outra vez.';
    const pdf = (...objetos: string[]) => Buffer.from(`%PDF-1.7\n${objetos.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}%%EOF\n`, 'latin1');
    const objetosComprimidos = (objetos: string, filtro = '/FlateDecode') => {
      const dados = deflateSync(objetos);
      return Buffer.concat([
        Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filtro} /Length ${dados.length} >>\nstream\n`),
        dados,
        Buffer.from('\nendstream\nendobj\n%%EOF\n'),
      ]);
    };
    for (const [qual, bytes] of [
      ['JavaScript on opening', pdf('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')],
      ['hex-escaped names', pdf('<< /Type /Catalog /OpenAction 2 0 R >>', '<< /S /J#61vaScript /J#53 (app.alert(1)) >>')],
      ['a link opened on its own', pdf('<< /Type /Catalog /OpenAction << /S /URI /URI (https://exemplo.test) >> >>')],
      ['a program to launch on a page event', pdf('<< /Type /Page /AA << /O << /S /Launch /F (calc.exe) >> >> >>')],
      ['an embedded file', pdf('<< /Type /EmbeddedFile /Length 2 >>')],
      ['JavaScript inside an object stream', objetosComprimidos('2 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>')],
      ['an object stream it cannot read', objetosComprimidos('2 0 << /Type /Catalog >>', '/LZWDecode')],
    ] as const) {
      const recusado = await anexar(empresa.headers.gestor, atividade.id, bytes);
      expect(comTextos([qual, recusado.statusCode, recusado.json()])).toEqual([qual, 422, { code: 'validacao', message: recusa, errors: { arquivo: [recusa] } }]);
    }
    // Opening at a page is no action; and the bytes of an image are not read as names.
    const imagem = Buffer.concat([Buffer.from('4 0 obj\n<< /Type /XObject /Subtype /Image /Length 12 >>\nstream\n'), Buffer.from('\x00/JS /AA \xff\x00'), Buffer.from('\nendstream\nendobj\n')]);
    const inofensivo = Buffer.concat([pdf('<< /Type /Catalog /OpenAction [3 0 R /Fit] >>'), imagem]);
    expect((await anexar(empresa.headers.gestor, atividade.id, inofensivo)).statusCode).toBe(201);
    expect((await anexar(empresa.headers.gestor, atividade.id, objetosComprimidos('2 0 << /Type /Catalog /OpenAction [1 0 R /Fit] >>'))).statusCode).toBe(201);
  });

  it('refuses a file over 20 MB (413) and a body without the file', async () => {
    const atividade = await criada(app, empresa);
    const grande = await anexar(empresa.headers.gestor, atividade.id, Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect([grande.statusCode, grande.json().message]).toEqual([413, 'O arquivo deve ter no máximo 20 MB.']);
    const json = await app.inject({ method: 'POST', url: url(atividade.id), headers: empresa.headers.gestor, payload: { arquivo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await listar(empresa.headers.gestor, atividade.id)).items).toEqual([]);
  });

  it('takes files from admin, gestor and the responsável only (403 for a leitor or another técnico; 404 for another company)', async () => {
    const atividade = await criada(app, empresa);
    for (const papel of ['admin', 'gestor', 'tecnico'] as const) {
      expect([papel, (await anexar(empresa.headers[papel], atividade.id, PDF)).statusCode]).toEqual([papel, 201]);
    }
    for (const papel of ['leitor', 'outroTecnico'] as const) {
      const recusado = await anexar(empresa.headers[papel], atividade.id, PDF);
      expect(comTextos([papel, recusado.statusCode, recusado.json()])).toEqual([papel, 403, { code: 'sem_permissao', message: 'Só admin, gestor e o responsável pela atividade anexam arquivos.' }]);
    }
    expect(comTextos((await anexar(outra.headers.admin, atividade.id, PDF)).json())).toEqual({ code: 'nao_encontrado', message: 'Atividade não encontrada.' });
  });

  it('keeps a clean name for display and never a path', async () => {
    const atividade = await criada(app, empresa);
    const anexo = (await anexar(empresa.headers.gestor, atividade.id, PDF, '../../etc/pass<wd>\u0007.pdf')).json<Anexo>();
    expect(anexo.nome).toBe('passwd.pdf');
    expect(nomeDoAnexo('"cotação"\u202e.pdf', 'application/pdf')).toBe('cotação.pdf');
    expect(nomeDoAnexo('C:\\Users\\ana\\Relatório final.PDF', 'application/pdf')).toBe('Relatório final.PDF');
    expect(nomeDoAnexo('...', 'image/jpeg')).toBe('anexo.jpg');
    expect(nomeDoAnexo(`${'a'.repeat(300)}.xlsx`, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toHaveLength(120);
    expect(arquivosDaEmpresa().every((nome) => /^[0-9a-f-]{36}\.\w+$/.test(nome))).toBe(true);
  });

  it('lets whoever sent a file, admin or gestor remove it, file and all, with the histórico of both', async () => {
    const atividade = await criada(app, empresa);
    const doTecnico = (await anexar(empresa.headers.tecnico, atividade.id, PDF, 'laudo.pdf')).json<Anexo>();
    const doGestor = (await anexar(empresa.headers.gestor, atividade.id, JPEG, 'foto.jpg')).json<Anexo>();
    const remover = (headers: Headers, anexo: Anexo) => app.inject({ method: 'DELETE', url: url(atividade.id, `/${anexo.id}`), headers });
    const antes = arquivosDaEmpresa().length;

    expect((await remover(empresa.headers.tecnico, doGestor)).statusCode).toBe(403);
    expect((await remover(empresa.headers.leitor, doTecnico)).statusCode).toBe(403);
    expect((await remover(outra.headers.admin, doTecnico)).statusCode).toBe(404);
    expect((await remover(empresa.headers.tecnico, doTecnico)).statusCode).toBe(204);
    expect((await remover(empresa.headers.admin, doGestor)).statusCode).toBe(204);
    expect(comTextos((await remover(empresa.headers.admin, doGestor)).json())).toEqual({ code: 'nao_encontrado', message: 'Anexo não encontrado.' });
    expect((await baixar(empresa.headers.admin, atividade.id, doTecnico.id)).statusCode).toBe(404);
    expect(arquivosDaEmpresa()).toHaveLength(antes - 2);

    const { items } = (await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/historico`, headers: empresa.headers.leitor })).json<HistoricoLista>();
    const pdf = { anexo: doTecnico.id, nome: 'laudo.pdf', tipo: 'application/pdf', tamanho: PDF.length };
    const jpeg = { anexo: doGestor.id, nome: 'foto.jpg', tipo: 'image/jpeg', tamanho: JPEG.length };
    expect(items.map(({ acao, por, antes: a, depois }) => ({ acao, por: por?.nome, antes: a, depois }))).toEqual([
      { acao: 'anexo_removido', por: 'Ana Souza', antes: jpeg, depois: null },
      { acao: 'anexo_removido', por: 'Rafael Lima', antes: pdf, depois: null },
      { acao: 'anexo', por: 'Marina Costa', antes: null, depois: jpeg },
      { acao: 'anexo', por: 'Rafael Lima', antes: null, depois: pdf },
      { acao: 'criacao', por: 'Marina Costa', antes: null, depois: expect.any(Object) },
    ]);
  });
});
