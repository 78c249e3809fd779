import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Atividade } from '#contract/atividade';
import type { Arquivo } from '#contract/atividadeArquivo';
import type { Relatorio, RelatorioLinkCriado, RelatorioLinkLista } from '#contract/relatorio';
import { criada, novaEmpresa, questionarioPublicado, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { multipart, WEBP } from '../support/api/multipart';
import { FOTO_JPEG, pngComAlfaIlegivel, pngReal, webp } from '../support/imagens';
import { lerPdf, type PdfLido } from '../support/pdf';
import { definicao, escolha, pergunta, secao, simNao } from '../support/questionarios';

const vistoria = definicao(
  [
    secao('geral', [
      simNao('extintor', { enunciado: 'O extintor está no lugar?', obrigatoria: true }),
      pergunta('motivo', {
        enunciado: 'Por que o extintor não está lá?',
        regra: { combinar: 'todas', condicoes: [{ pergunta: 'extintor', operador: 'igual', valor: 'nao' }] },
      }),
      escolha('estado', ['Bom', 'Ruim'], { enunciado: 'Estado da fachada', pontos: { estadoo1: 2, estadoo2: 0 } }),
      pergunta('fachada', { tipo: 'foto', enunciado: 'Foto da fachada', config: { minimo: 1, maximo: 2 } }),
      pergunta('local', { tipo: 'localizacao', enunciado: 'Onde foi feita a vistoria' }),
      pergunta('cliente', { tipo: 'assinatura', enunciado: 'Assinatura do cliente' }),
    ]),
    secao(
      'falta',
      [pergunta('ocorrencia', { enunciado: 'Número do boletim', regra: { combinar: 'todas', condicoes: [{ pergunta: 'extintor', operador: 'igual', valor: 'nao' }] } })],
      'Seção da falta',
    ),
  ],
  'Vistoria de segurança',
);

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let app: FastifyInstance;
let empresa: Empresa;
let outra: Empresa;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  empresa = await novaEmpresa(app);
  outra = await novaEmpresa(app, 'Manutenção Aurora');
}, 60_000);

const enviar = async (atividadeId: string, bytes: Buffer, nome: string, tipo: string): Promise<Arquivo> => {
  const corpo = multipart('arquivo', nome, tipo, bytes);
  const resposta = await app.inject({
    method: 'POST',
    url: `/api/atividades/${atividadeId}/arquivos`,
    headers: { ...empresa.headers.tecnico, ...corpo.headers },
    payload: corpo.payload,
  });
  expect(resposta.statusCode).toBe(201);
  return resposta.json<Arquivo>();
};

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const pdfDa = async (atividade: Atividade) => lerPdf((await get(`/api/atividades/${atividade.id}/relatorio/pdf`, empresa.headers.gestor)).rawPayload);

interface Preenchida {
  atividade: Atividade;
  foto: Arquivo;
  assinatura: Arquivo;
  avulsa: Arquivo;
}

interface Imagens {
  foto: Buffer;
  assinatura: Buffer;
}

/** An activity started, answered (with a photo and a signature) by its técnico, not yet concluded. */
async function preenchida(imagens: Imagens = { foto: FOTO_JPEG, assinatura: pngReal() }): Promise<Preenchida> {
  const questionario = await questionarioPublicado(app, empresa.headers.admin, vistoria);
  const iniciada = await transicionada(app, empresa.headers.tecnico, await criada(app, empresa, { questionario_id: questionario.id, titulo: 'Vistoria da loja' }), 'iniciar');
  // The names and types claimed here do not matter: the server goes by the bytes.
  const foto = await enviar(iniciada.id, imagens.foto, 'fachada.jpg', 'image/jpeg');
  const assinatura = await enviar(iniciada.id, imagens.assinatura, 'assinatura.png', 'image/png');
  // Sent but left out of the answers: the report does not show it.
  const avulsa = await enviar(iniciada.id, FOTO_JPEG, 'outra.jpg', 'image/jpeg');
  const respondida = await app.inject({
    method: 'PUT',
    url: `/api/atividades/${iniciada.id}/respostas`,
    headers: empresa.headers.tecnico,
    payload: {
      respostas: {
        extintor: 'sim',
        estado: { opcoes: ['estadoo2'] },
        fachada: [foto.id],
        local: { latitude: -23.561684, longitude: -46.655981, precisao: 12 },
        cliente: assinatura.id,
      },
      comentarios: { estado: 'Pintura descascada' },
      versao: iniciada.versao,
    },
  });
  expect(respondida.statusCode).toBe(200);
  return { atividade: respondida.json<Atividade>(), foto, assinatura, avulsa };
}

async function concluida(imagens?: Imagens): Promise<Preenchida> {
  const feita = await preenchida(imagens);
  return { ...feita, atividade: await transicionada(app, empresa.headers.tecnico, feita.atividade, 'concluir') };
}

const criarLink = (atividadeId: string, headers: Headers, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/atividades/${atividadeId}/relatorio/links`, headers, payload });

describe('GET /api/atividades/:id/relatorio', () => {
  it('is refused with 409 before the activity is concluded, and 404 for another company', async () => {
    const { atividade } = await preenchida();
    const antes = await get(`/api/atividades/${atividade.id}/relatorio`, empresa.headers.gestor);
    expect(comTextos([antes.statusCode, antes.json()])).toEqual([409, { code: 'transicao_recusada', message: 'O relatório fica disponível quando a atividade é concluída.' }]);
    expect((await get(`/api/atividades/${atividade.id}/relatorio/pdf`, empresa.headers.gestor)).statusCode).toBe(409);
  });

  it('shows only the visible questions with their answers, the conformidade and the histórico in steps', async () => {
    const { atividade, foto, assinatura } = await concluida();
    const resposta = await get(`/api/atividades/${atividade.id}/relatorio`, empresa.headers.leitor);
    expect(resposta.statusCode).toBe(200);
    const relatorio = resposta.json<Relatorio>();
    expect(relatorio.empresa).toEqual({ nome: 'Construtora Horizonte', cnpj: null, logo: false });
    expect(relatorio.atividade).toMatchObject({
      codigo: atividade.codigo,
      titulo: 'Vistoria da loja',
      status: 'concluida',
      tipo_servico: 'Manutenção preventiva',
      site: { nome: 'Loja Paulista' },
      responsavel: 'Rafael Lima',
      iniciada_em: '2026-03-10T12:00:00.000Z',
      concluida_em: '2026-03-10T12:00:00.000Z',
    });
    expect(relatorio.questionario).toEqual({ titulo: 'Vistoria de segurança', versao: 1 });
    // "motivo" and the whole second section show only when the extintor is missing.
    expect(relatorio.secoes.map((s) => [s.titulo, s.perguntas.map((p) => p.id)])).toEqual([
      ['Seção geral', ['extintor', 'estado', 'fachada', 'local', 'cliente']],
    ]);
    const [extintor, estado, fachada, local, cliente] = relatorio.secoes[0]!.perguntas;
    expect(extintor).toMatchObject({ resposta: { tipo: 'sim_nao', valor: 'sim' }, pontos: { obtidos: 1, maximo: 1 } });
    expect(estado).toMatchObject({ resposta: { tipo: 'escolhas', opcoes: ['Ruim'], outro: null }, pontos: { obtidos: 0, maximo: 2 }, comentario: 'Pintura descascada' });
    expect(fachada!.resposta).toEqual({ tipo: 'arquivos', ids: [foto.id] });
    expect(local!.resposta).toEqual({ tipo: 'local', latitude: -23.561684, longitude: -46.655981, precisao: 12 });
    expect(cliente!.resposta).toEqual({ tipo: 'arquivos', ids: [assinatura.id] });
    expect(relatorio.conformidade).toEqual({ obtidos: 1, maximo: 3, percentual: 33.3, reprovado: false });
    expect(relatorio.historico.map((passo) => [passo.acao, passo.por, passo.vezes])).toEqual([
      ['criacao', 'Marina Costa', 1],
      ['iniciar', 'Rafael Lima', 1],
      ['respostas', 'Rafael Lima', 1],
      ['concluir', 'Rafael Lima', 1],
    ]);

    expect((await get(`/api/atividades/${atividade.id}/relatorio`, outra.headers.admin)).statusCode).toBe(404);
    expect((await get(`/api/atividades/${atividade.id}/relatorio`)).statusCode).toBe(401);
  });

  it('renders the same report as a real A4 PDF with the code, the title, the answers, the location, the conformidade, the photo and the signature drawn, and its page count', async () => {
    const { atividade } = await concluida();
    const resposta = await get(`/api/atividades/${atividade.id}/relatorio/pdf`, empresa.headers.gestor);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('application/pdf');
    expect(resposta.headers['content-disposition']).toBe(`attachment; filename="relatorio-${atividade.codigo}.pdf"`);
    const pdf = await lerPdf(resposta.rawPayload);
    const texto = pdf.paginas.map((pagina) => pagina.texto).join('\n');
    expect(pdf.titulo).toBe(`${atividade.codigo} – Vistoria da loja`);
    for (const esperado of [
      atividade.codigo,
      'Vistoria da loja',
      'Loja Paulista',
      'Rafael Lima',
      'O extintor está no lugar?',
      'Sim',
      'Ruim',
      'Pintura descascada',
      'Conformidade: 33,3%',
      '1 de 3 pontos',
      '-23,561684, -46,655981 (precisão de 12 m)',
      'Concluiu a atividade',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).not.toContain('Por que o extintor não está lá?');
    expect(texto).not.toContain('Número do boletim');
    expect(texto).not.toContain('Imagem disponível no relatório on-line');
    // A4 in points; every page carries its number "of N", and N is the page count the parser found.
    pdf.paginas.forEach((pagina, indice) => {
      expect([pagina.largura, pagina.altura].map(Math.round)).toEqual([595, 842]);
      expect(pagina.texto).toContain(`Página ${indice + 1} de ${pdf.paginas.length}`);
    });
    // The answers' photo (1024×768, fitted to a third of the width) and signature (300×100): the
    // photo sent but left out of the answers is not drawn, and without a logo nothing else is.
    const imagens = pdf.paginas.flatMap((pagina) => pagina.imagens);
    expect(imagens.map(({ largura, altura, caixa }) => [largura, altura, caixa.largura, caixa.altura])).toEqual([
      [1024, 768, 160, 120],
      [300, 100, 220, 73.33],
    ]);
    for (const pagina of pdf.paginas) {
      for (const { caixa } of pagina.imagens) {
        expect([caixa.x >= 48, caixa.y >= 48, caixa.x + caixa.largura <= pagina.largura - 48, caixa.y + caixa.altura <= pagina.altura - 48]).toEqual([true, true, true, true]);
      }
    }
  });

  it.each([
    ['PNG', 'logo.png', 'image/png', async () => pngReal(240, 80)],
    // pdfkit draws only PNG and JPEG: a WebP logo is converted as the PDF is drawn.
    ['WebP', 'logo.webp', 'image/webp', () => webp(pngReal(240, 80))],
  ])("draws the company's %s logo at the top left of the first page once one is set, before the answers' images", async (_formato, nome, tipo, imagem) => {
    const { atividade } = await concluida();
    const { admin } = empresa.headers;
    const versao = (await get('/api/configuracoes', admin)).json<{ versao: number }>().versao;
    const logo = multipart('logo', nome, tipo, await imagem());
    const enviado = await app.inject({ method: 'PUT', url: `/api/configuracoes/logo?versao=${versao}`, headers: { ...admin, ...logo.headers }, payload: logo.payload });
    expect(enviado.statusCode).toBe(200);
    try {
      expect((await get(`/api/atividades/${atividade.id}/relatorio`, empresa.headers.leitor)).json<Relatorio>().empresa.logo).toBe(true);
      const pdf = await pdfDa(atividade);
      // Fitted to the header's 140×48 pt box at the margin, and only there: the other pages have no header.
      expect(pdf.paginas[0]!.imagens[0]).toEqual({ largura: 240, altura: 80, caixa: { x: 48, y: 48, largura: 140, altura: 46.67 } });
      expect(pdf.paginas.flatMap((pagina) => pagina.imagens).map(({ largura, altura }) => [largura, altura])).toEqual([
        [240, 80],
        [1024, 768],
        [300, 100],
      ]);
    } finally {
      const removido = await app.inject({ method: 'DELETE', url: `/api/configuracoes/logo?versao=${enviado.json<{ versao: number }>().versao}`, headers: admin });
      expect(removido.statusCode).toBe(200);
    }
  });

  it('draws WebP photos and signatures, converted, at the size and in the place of a JPEG photo and a PNG signature', async () => {
    const comJpegEPng = await pdfDa((await concluida()).atividade);
    const comWebp = await pdfDa((await concluida({ foto: await webp(FOTO_JPEG), assinatura: await webp(pngReal()) })).atividade);
    expect(comWebp.paginas.map((pagina) => pagina.texto).join('\n')).not.toContain('Imagem disponível no relatório on-line');
    const imagens = (pdf: PdfLido) => pdf.paginas.map((pagina) => pagina.imagens);
    expect(imagens(comWebp).flat()).toHaveLength(2);
    expect(imagens(comWebp)).toEqual(imagens(comJpegEPng));
  });

  it('turns a WebP photo as its EXIF orientation says and draws it at most 2048 px on its long side', async () => {
    // Stored 4096×1024 and meant to be seen a quarter turn clockwise: 1024×4096.
    const deitada = await sharp({ create: { width: 4096, height: 1024, channels: 3, background: '#3a6' } }).webp().withMetadata({ orientation: 6 }).toBuffer();
    const { atividade } = await concluida({ foto: deitada, assinatura: pngReal() });
    const [foto] = (await pdfDa(atividade)).paginas.flatMap((pagina) => pagina.imagens);
    expect(foto).toMatchObject({ largura: 512, altura: 2048, caixa: { largura: 30, altura: 120 } });
  });

  it.each([
    // WEBP has a WebP's first bytes, which is all the upload checks, and no image after them.
    ['a WebP photo', WEBP],
    // pdfkit decodes a PNG with transparency itself, once image() has returned: an error there
    // would end the whole process.
    ['a PNG photo with transparency', pngComAlfaIlegivel()],
  ])('names %s it cannot decode in its place and still draws the rest, a transparent signature included', async (_formato, foto) => {
    // The app sends its signatures as RGBA PNGs.
    const { atividade } = await concluida({ foto, assinatura: await sharp(pngReal()).ensureAlpha().png().toBuffer() });
    const pdf = await pdfDa(atividade);
    const texto = pdf.paginas.map((pagina) => pagina.texto).join('\n');
    expect(texto.split('Imagem disponível no relatório on-line')).toHaveLength(2);
    expect(texto).toContain('Assinatura do cliente');
    expect(pdf.paginas.flatMap((pagina) => pagina.imagens).map(({ largura, altura }) => [largura, altura])).toEqual([[300, 100]]);
  });
});

describe('links of the report for the client', () => {
  it('are created by admin and gestor only, once the activity is concluded', async () => {
    const { atividade } = await preenchida();
    expect((await criarLink(atividade.id, empresa.headers.gestor)).statusCode).toBe(409);
    const concluida = await transicionada(app, empresa.headers.tecnico, atividade, 'concluir');
    for (const papel of ['tecnico', 'leitor'] as const) {
      const recusado = await criarLink(concluida.id, empresa.headers[papel]);
      expect(comTextos([recusado.statusCode, recusado.json()])).toEqual([403, { code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' }]);
    }
    expect((await criarLink(concluida.id, outra.headers.admin)).statusCode).toBe(404);
    const passado = await criarLink(concluida.id, empresa.headers.gestor, { expira_em: '2026-03-01T00:00:00Z' });
    expect(comTextos([passado.statusCode, passado.json()])).toEqual([422, { code: 'validacao', message: 'Verifique os dados informados.', errors: { expira_em: ['A validade deve ser uma data futura.'] } }]);

    const criado = await criarLink(concluida.id, empresa.headers.gestor);
    expect(criado.statusCode).toBe(201);
    const link = criado.json<RelatorioLinkCriado>();
    expect(link).toEqual({ id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), criado_em: expect.any(String), criado_por: 'Marina Costa', expira_em: null, revogado_em: null });
    const lista = await get(`/api/atividades/${concluida.id}/relatorio/links`, empresa.headers.admin);
    expect(lista.json<RelatorioLinkLista>().items.map((item) => item.id)).toEqual([link.id]);
    expect(JSON.stringify(lista.json())).not.toContain(link.token);
    expect((await get(`/api/atividades/${concluida.id}/relatorio/links`, empresa.headers.tecnico)).statusCode).toBe(403);
  });

  it('open the report, its PDF and only its own images without a session, until revoked', async () => {
    const { atividade, foto, assinatura, avulsa } = await concluida();
    const vizinha = await concluida();
    const { token, id } = (await criarLink(atividade.id, empresa.headers.gestor)).json<RelatorioLinkCriado>();

    const publico = await get(`/api/relatorios/${token}`);
    expect(publico.statusCode).toBe(200);
    expect(publico.json()).toEqual((await get(`/api/atividades/${atividade.id}/relatorio`, empresa.headers.gestor)).json());
    const pdf = await get(`/api/relatorios/${token}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await lerPdf(pdf.rawPayload)).paginas[0]!.texto).toContain(atividade.codigo);

    const imagem = await get(`/api/relatorios/${token}/arquivos/${foto.id}`);
    expect([imagem.statusCode, imagem.headers['content-type'], imagem.rawPayload.equals(FOTO_JPEG)]).toEqual([200, 'image/jpeg', true]);
    expect((await get(`/api/relatorios/${token}/arquivos/${assinatura.id}`)).statusCode).toBe(200);
    // Another activity's file, or one of this activity that the report does not show: not found.
    for (const alheio of [vizinha.foto.id, avulsa.id, 'nao-e-um-id']) {
      const recusado = await get(`/api/relatorios/${token}/arquivos/${alheio}`);
      expect(comTextos([recusado.statusCode, recusado.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Arquivo não encontrado.' }]);
    }
    expect((await get(`/api/relatorios/${token}/logo`)).statusCode).toBe(404);
    expect((await get(`/api/relatorios/${token}x`)).statusCode).toBe(404);

    // Revoked by the admin (a técnico may not): the link answers 404 everywhere, in Portuguese.
    const revogar = (headers: Headers) => app.inject({ method: 'DELETE', url: `/api/atividades/${atividade.id}/relatorio/links/${id}`, headers });
    expect((await revogar(empresa.headers.tecnico)).statusCode).toBe(403);
    expect((await revogar(empresa.headers.admin)).statusCode).toBe(204);
    for (const url of [`/api/relatorios/${token}`, `/api/relatorios/${token}/pdf`, `/api/relatorios/${token}/arquivos/${foto.id}`]) {
      const fechado = await get(url);
      expect(comTextos([fechado.statusCode, fechado.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Este link de relatório não existe, foi revogado ou expirou.' }]);
    }
    const lista = (await get(`/api/atividades/${atividade.id}/relatorio/links`, empresa.headers.gestor)).json<RelatorioLinkLista>();
    expect(lista.items[0]!.revogado_em).toBe(clock().toISOString());
    expect((await app.inject({ method: 'DELETE', url: `/api/atividades/${atividade.id}/relatorio/links/${id}`, headers: outra.headers.admin })).statusCode).toBe(404);
  });

  it('stop opening once their expiry passes', async () => {
    const { atividade } = await concluida();
    const { token, expira_em } = (await criarLink(atividade.id, empresa.headers.admin, { expira_em: '2026-03-10T15:00:00Z' })).json<RelatorioLinkCriado>();
    expect(expira_em).toBe('2026-03-10T15:00:00.000Z');
    expect((await get(`/api/relatorios/${token}`)).statusCode).toBe(200);
    clock.set(new Date('2026-03-10T15:00:00Z'));
    try {
      expect((await get(`/api/relatorios/${token}`)).statusCode).toBe(404);
    } finally {
      clock.set(new Date('2026-03-10T12:00:00Z'));
    }
  });

  it('stop opening while the activity is reopened', async () => {
    const { atividade } = await concluida();
    const { token } = (await criarLink(atividade.id, empresa.headers.gestor)).json<RelatorioLinkCriado>();
    await transicionada(app, empresa.headers.gestor, atividade, 'reabrir', 'Faltou uma foto');
    expect((await get(`/api/relatorios/${token}`)).statusCode).toBe(404);
  });

  it('are limited per address like sign-in', async () => {
    const limitada = await buildTestApp({ clock, config: { rateLimit: { perIp: 2 } } });
    const pedir = () => limitada.inject({ method: 'GET', url: '/api/relatorios/qualquer-coisa' });
    expect((await pedir()).statusCode).toBe(404);
    expect((await pedir()).statusCode).toBe(404);
    const barrado = await pedir();
    expect(barrado.statusCode).toBe(429);
    expect(barrado.json().message).toMatch(/^Muitas tentativas/);
  });
});
