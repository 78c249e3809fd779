import type { FastifyInstance } from 'fastify';
import type { RelatorioLinkLista } from '#contract/relatorio';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import { configurar, criada, ler, novaEmpresa, ok, transicionada, type Empresa } from '../support/api/atividades';
import { manualClock } from '../support/api/buildTestApp';
import { unfold, type Smtp } from '../support/api/smtp';
import { appComSmtp } from '../support/api/appComSmtp';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let smtp: Smtp;
let app: FastifyInstance;
let empresa: Empresa;
const CLIENTE = 'cliente@loja.example';

appComSmtp(clock, (arquivo) => ({ app, smtp } = arquivo));
beforeEach(async () => {
  empresa = await novaEmpresa(app);
}, 60_000);

const enviar = () => app.emailsDeNotificacao.enviarPendentes();
const paraCliente = () => smtp.mails.filter((mail) => mail.to === CLIENTE).map((mail) => unfold(mail.raw));
const alterarSite = (payload: Record<string, unknown>) =>
  ok<Site>(app.inject({ method: 'PATCH', url: `/api/sites/${empresa.site.id}`, headers: empresa.headers.admin, payload: { ...payload, versao: empresa.site.versao } }));
const alterarTipo = (payload: Record<string, unknown>) =>
  ok<TipoServico>(app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${empresa.tipo.id}`, headers: empresa.headers.admin, payload: { ...payload, versao: empresa.tipo.versao } }));

async function concluida() {
  const { tecnico } = empresa.headers;
  const iniciada = await transicionada(app, tecnico, await criada(app, empresa), 'iniciar');
  return transicionada(app, tecnico, await ler(app, tecnico, iniciada.id), 'concluir');
}

const links = (atividadeId: string) =>
  ok<RelatorioLinkLista>(app.inject({ method: 'GET', url: `/api/atividades/${atividadeId}/relatorio/links`, headers: empresa.headers.admin }));

describe("the report mailed to the site's contact", () => {
  it('goes only when the site or the service type asks, and the site has an address', async () => {
    smtp.mails.length = 0;
    await alterarSite({ contato_email: CLIENTE });
    await concluida();
    await enviar();
    expect(paraCliente()).toEqual([]);

    // The service type asks, for every site: the contact gets a link that opens the report.
    empresa.tipo = await alterarTipo({ enviar_relatorio_ao_cliente: true });
    expect(empresa.tipo.enviar_relatorio_ao_cliente).toBe(true);
    const atividade = await concluida();
    expect(paraCliente()).toEqual([]);
    expect(await enviar()).toBe(1);
    const [mail] = paraCliente();
    // The text part, quoted-printable: Portuguese, the company's language by default.
    expect(mail).toContain(`Construtora Horizonte concluiu a atividade ${atividade.codigo} =C2=B7 Manuten=C3=A7=C3=A3o do ar-condicionado em Loja Paulista.`);
    const token = /http:\/\/prumo\.test\/relatorio\/([A-Za-z0-9_-]+)/.exec(mail!)![1]!;
    const publico = await app.inject({ method: 'GET', url: `/api/relatorios/${token}` });
    expect([publico.statusCode, publico.json().atividade.id]).toEqual([200, atividade.id]);
    // The link is listed with those made by hand, in the name of who concluded.
    expect((await links(atividade.id)).items).toEqual([expect.objectContaining({ criado_por: empresa.nomes.tecnico, expira_em: null, revogado_em: null })]);
    // Sent once: the next round has nothing.
    expect(await enviar()).toBe(0);
  });

  it('goes when the site asks, in the company language, and not without an address', async () => {
    smtp.mails.length = 0;
    const site = await alterarSite({ enviar_relatorio_ao_cliente: true });
    expect(site.enviar_relatorio_ao_cliente).toBe(true);
    await concluida();
    expect(await enviar()).toBe(0);

    empresa.site = site;
    await alterarSite({ contato_email: CLIENTE });
    await configurar(app, empresa, { idioma_padrao: 'en' });
    const atividade = await concluida();
    await enviar();
    expect(paraCliente()).toHaveLength(1);
    expect(paraCliente()[0]).toContain(`Construtora Horizonte concluded activity ${atividade.codigo}`);
  });

  it('is tried again when the mail server refuses it, with a link only for the mail that went', async () => {
    smtp.mails.length = 0;
    await alterarSite({ contato_email: CLIENTE, enviar_relatorio_ao_cliente: true });
    const atividade = await concluida();
    smtp.recusar(CLIENTE, 1);
    expect(await enviar()).toBe(0);
    expect((await links(atividade.id)).items).toEqual([]);
    clock.advance(60_000);
    expect(await enviar()).toBe(1);
    expect(paraCliente()).toHaveLength(1);
    expect((await links(atividade.id)).items).toHaveLength(1);
  });

  it('is not sent for an activity reopened before the round', async () => {
    smtp.mails.length = 0;
    await alterarSite({ contato_email: CLIENTE, enviar_relatorio_ao_cliente: true });
    const atividade = await concluida();
    await transicionada(app, empresa.headers.gestor, atividade, 'reabrir', 'Faltou uma foto');
    expect(await enviar()).toBe(0);
    expect(paraCliente()).toEqual([]);
  });
});
