import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Atividade } from '#contract/atividade';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { Relatorio, RelatorioLink } from '#contract/relatorio';
import { atividadeFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { fakeApi } from '../support/app/fakeApi';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const asPapel = (papel: Papel): User => ({ ...demoUser, id: 'u-9', empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

const relatorio: Relatorio = {
  empresa: { nome: 'Construtora Prumo', cnpj: '11222333000181', logo: false },
  fuso_horario: 'America/Sao_Paulo',
  atividade: {
    id: 'a-1',
    codigo: 'AT-000042',
    titulo: 'Manutenção preventiva dos splits',
    status: 'concluida',
    tipo_servico: 'Manutenção preventiva',
    site: { nome: 'Loja Paulista', codigo: 'LP-01', endereco: 'Av. Paulista, 1000 – Bela Vista – São Paulo/SP' },
    responsavel: 'Ana Souza',
    prioridade: 'alta',
    descricao: null,
    agendada_para: '2026-03-10T12:00:00.000Z',
    prazo: null,
    iniciada_em: '2026-03-10T12:30:00.000Z',
    concluida_em: '2026-03-10T14:00:00.000Z',
    iniciada_local: { latitude: -23.5614, longitude: -46.6559, precisao: 12.4 },
    concluida_local: null,
  },
  questionario: { titulo: 'Vistoria', versao: 2 },
  secoes: [
    {
      id: 's1',
      titulo: 'Equipamentos',
      perguntas: [
        { id: 'p1', enunciado: 'Filtro limpo?', tipo: 'sim_nao', resposta: { tipo: 'sim_nao', valor: 'nao' }, comentario: 'Trocado no local', pontos: { obtidos: 0, maximo: 1 }, critica_falhou: true },
        { id: 'p2', enunciado: 'Foto do equipamento', tipo: 'foto', resposta: { tipo: 'arquivos', ids: ['f-1'] }, comentario: null, pontos: null, critica_falhou: false },
        { id: 'p3', enunciado: 'Local da visita', tipo: 'localizacao', resposta: { tipo: 'local', latitude: -23.5616, longitude: -46.6559, precisao: 8 }, comentario: null, pontos: null, critica_falhou: false },
        { id: 'p4', enunciado: 'Observações', tipo: 'texto_longo', resposta: null, comentario: null, pontos: null, critica_falhou: false },
      ],
    },
  ],
  conformidade: { obtidos: 1, maximo: 3, percentual: 33.3, reprovado: true },
  historico: [
    { em: '2026-03-09T12:00:00.000Z', por: 'Marina Costa', acao: 'criacao', motivo: null, vezes: 1 },
    { em: '2026-03-10T13:00:00.000Z', por: 'Ana Souza', acao: 'respostas', motivo: null, vezes: 4 },
    { em: '2026-03-10T14:00:00.000Z', por: 'Ana Souza', acao: 'concluir', motivo: null, vezes: 1 },
  ],
  acoes: [
    {
      codigo: 'AC-000004',
      titulo: 'AT-000007: Extintor dentro da validade?',
      vinculo: 'verificada',
      status: 'verificada',
      reincidente: false,
      em: '2026-03-10T13:30:00.000Z',
      por: 'Ana Souza',
      texto: 'Extintor novo, lacrado.',
      fotos: ['f-9'],
    },
    {
      codigo: 'AC-000009',
      titulo: 'AT-000012: Saída de emergência desobstruída?',
      vinculo: 'levantada',
      status: 'aberta',
      reincidente: true,
      em: '2026-03-10T14:00:00.000Z',
      por: null,
      texto: null,
      fotos: [],
    },
  ],
};

const imagem = () => ({ status: 200, data: new Blob(['png'], { type: 'image/png' }) });

function abrirComoMembro(papel: Papel, extra: Parameters<typeof fakeApi>[0] = {}) {
  const atividade: Atividade = atividadeFixture({ status: 'concluida' });
  const user = asPapel(papel);
  const api = signedIn(
    {
      ...fakeAtividade({ atividade, user }),
      'GET /api/atividades/a-1/relatorio': () => ({ status: 200, data: relatorio }),
      'GET /api/atividades/a-1/arquivos/f-1': imagem,
      'GET /api/atividades/a-1/arquivos/f-9': imagem,
      ...extra,
    },
    user,
  );
  return api;
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:relatorio';
  URL.revokeObjectURL ??= () => undefined;
});

describe('the report of a concluded activity', () => {
  it('is opened from the details page by its Relatório button', async () => {
    abrirComoMembro('leitor');
    renderApp('/atividades/detalhes/a-1');
    await heading('Manutenção preventiva dos splits');
    await userEvent.click(screen.getByRole('link', { name: 'Relatório' }));
    expect(await heading('AT-000042 · Manutenção preventiva dos splits')).toBeInTheDocument();
    expect(window.location.search).toBe('?relatorio');
  });

  it('shows the data, each answer, the conformidade and the histórico; a leitor prints and downloads but does not share', async () => {
    abrirComoMembro('leitor');
    renderApp('/atividades/detalhes/a-1?relatorio');
    const documento = (await heading('AT-000042 · Manutenção preventiva dos splits')).closest('article')!;
    const dentro = within(documento as HTMLElement);
    expect(dentro.getByText('CNPJ 11.222.333/0001-81')).toBeInTheDocument();
    expect(dentro.getByText('LP-01 – Loja Paulista')).toBeInTheDocument();
    expect(dentro.getByText('Av. Paulista, 1000 – Bela Vista – São Paulo/SP')).toBeInTheDocument();
    // Where the phone was when the work started; it sent no location when it ended.
    expect(dentro.getByText('Início registrado em')).toBeInTheDocument();
    expect(dentro.getByText('-23,5614, -46,6559 (±12 m)')).toBeInTheDocument();
    expect(dentro.queryByText('Conclusão registrada em')).not.toBeInTheDocument();
    // 14:00 UTC is 11:00 in São Paulo.
    expect(dentro.getAllByText(/10\/03\/2026,? 11:00/)[0]).toBeInTheDocument();
    expect(dentro.getByText('Não')).toBeInTheDocument();
    expect(dentro.getByText('Comentário: Trocado no local')).toBeInTheDocument();
    expect(dentro.getByText('Pergunta crítica não atendida')).toBeInTheDocument();
    expect(dentro.getByText('Sem resposta')).toBeInTheDocument();
    expect(dentro.getByText(/-23,5616, -46,6559 \(precisão de 8 m\)/)).toBeInTheDocument();
    expect(dentro.getByText(/Conformidade: 33,3\s?%/)).toBeInTheDocument();
    expect(dentro.getByText('1 de 3 pontos')).toBeInTheDocument();
    expect(dentro.getByText(/Respondeu o questionário \(4 vezes\)/)).toBeInTheDocument();
    // The site's corrective actions this visit checked (the loop closed) or raised, a reincidente one marked.
    const acoesDaVisita = within(dentro.getByRole('region', { name: 'Ações corretivas' }));
    expect(acoesDaVisita.getByText(/^Correção verificada nesta visita · 10\/03\/2026,? 10:30 · Ana Souza$/)).toBeInTheDocument();
    expect(acoesDaVisita.getByText('Observado: Extintor novo, lacrado.')).toBeInTheDocument();
    expect(acoesDaVisita.getByText('Situação atual: Aberta · Reincidente')).toBeInTheDocument();
    expect(await acoesDaVisita.findByRole('img', { name: 'Foto 1 de AC-000004' })).toHaveAttribute('src', 'blob:relatorio');
    expect(await dentro.findByRole('img', { name: 'Foto 1 de Foto do equipamento' })).toHaveAttribute('src', 'blob:relatorio');

    const acoes = screen.getByRole('group', { name: 'Ações do relatório' });
    expect(within(acoes).getAllByRole('button').map((botao) => botao.textContent)).toEqual(['Imprimir', 'Baixar PDF']);
  });

  it('lets a gestor create a link for the client, shown once, and revoke it', async () => {
    const links: RelatorioLink[] = [];
    const api = abrirComoMembro('gestor', {
      'GET /api/atividades/a-1/relatorio/links': () => ({ status: 200, data: { items: links } }),
      'POST /api/atividades/a-1/relatorio/links': () => {
        const link = { id: 'l-1', criado_em: '2026-03-10T15:00:00.000Z', criado_por: 'Marina Costa', expira_em: null, revogado_em: null };
        links.push(link);
        return { status: 201, data: { ...link, token: 'segredo' } };
      },
      'DELETE /api/atividades/a-1/relatorio/links/l-1': () => {
        links[0] = { ...links[0]!, revogado_em: '2026-03-10T16:00:00.000Z' };
        return { status: 204 };
      },
    });
    renderApp('/atividades/detalhes/a-1?relatorio');
    await userEvent.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Compartilhar o relatório' });
    expect(await within(dialogo).findByText('Nenhum link criado.')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Criar link' }));
    expect(await within(dialogo).findByRole('textbox', { name: 'Link do relatório' })).toHaveValue(`${window.location.origin}/relatorio/segredo`);
    expect(api.callsTo('POST /api/atividades/a-1/relatorio/links')[0]?.body).toEqual({ expira_em: null });
    await userEvent.click(await within(dialogo).findByRole('button', { name: /Revogar o link/ }));
    expect(await within(dialogo).findByText(/Revogado em/)).toBeInTheDocument();
  });
});

describe('the public report page', () => {
  it('shows the report by its token, without a session, with its images and PDF by address', async () => {
    localStorage.removeItem('token');
    fakeApi({ 'GET /api/relatorios/tok-1': () => ({ status: 200, data: relatorio }) });
    renderApp('/relatorio/tok-1');
    expect(await heading('AT-000042 · Manutenção preventiva dos splits')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1 de Foto do equipamento' })).toHaveAttribute('src', '/api/relatorios/tok-1/arquivos/f-1');
    expect(screen.getByRole('img', { name: 'Foto 1 de AC-000004' })).toHaveAttribute('src', '/api/relatorios/tok-1/arquivos/f-9');
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/relatorios/tok-1/pdf');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says in Portuguese that a revoked or expired link is unavailable', async () => {
    localStorage.removeItem('token');
    fakeApi({ 'GET /api/relatorios/velho': () => ({ status: 404, data: { message: 'Este link de relatório não existe, foi revogado ou expirou.' } }) });
    renderApp('/relatorio/velho');
    expect(await heading('Relatório indisponível')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Este link de relatório não existe, foi revogado ou expirou.')).toBeInTheDocument());
  });
});
