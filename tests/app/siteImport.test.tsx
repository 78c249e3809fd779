import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteImportacaoBody } from '#contract/sitesImportacao';
import { fakeRecords } from '../support/app/fakeRecords';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { xlsxFile } from '../support/app/xlsxFile';

// The server's answer for a check: a line without a valid CEP is refused, as the contract does.
function importar({ linhas, confirmar }: SiteImportacaoBody) {
  const erros = linhas.flatMap((linha, index) =>
    (linha.cep ?? '').replace(/\D/g, '').length === 8 ? [] : [{ linha: index + 1, campo: 'cep', code: 'cep_digitos', params: {}, message: 'CEP deve ter 8 dígitos.' }],
  );
  return { status: 200, data: { total: linhas.length, importadas: confirmar && erros.length === 0 ? linhas.length : 0, erros } };
}

const csvFile = (lines: string[]) => new File([lines.join('\r\n')], 'sites.csv', { type: 'text/csv' });

async function chooseFile(file: File) {
  const api = signedIn({ ...fakeRecords('sites', []), 'POST /api/sites/importar': (call) => importar(call.body as SiteImportacaoBody) });
  renderApp('/sites');
  await heading('Sites');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Importar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar sites' });
  await user.upload(within(dialog).getByLabelText('Arquivo de sites'), file);
  return { api, dialog, user };
}

describe('site import', () => {
  it('shows each refused line at its line of the file and writes nothing', async () => {
    const { api, dialog } = await chooseFile(
      csvFile(['Nome;Código;CEP;Cidade;UF;Gerente', 'Matriz;SP-01;01310-100;São Paulo;SP;Ana', '', 'Filial;SP-02;123;Campinas;SP;Bruno']),
    );
    expect(await within(dialog).findByText(/1 linha tem problemas/)).toBeInTheDocument();
    const problems = within(dialog).getByRole('table', { name: 'Problemas por linha' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('4cepCEP deve ter 8 dígitos.');
    expect(within(dialog).getByText(/Colunas ignoradas.*Gerente/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importar 2 sites' })).toBeDisabled();
    const sent = api.callsTo('POST /api/sites/importar');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      confirmar: false,
      linhas: [
        { nome: 'Matriz', codigo: 'SP-01', cep: '01310-100', cidade: 'São Paulo', uf: 'SP' },
        { nome: 'Filial', codigo: 'SP-02', cep: '123', cidade: 'Campinas', uf: 'SP' },
      ],
    });
  });

  it('imports a clean file after the person confirms', async () => {
    const { api, dialog, user } = await chooseFile(csvFile(['nome,cep,uf', 'Matriz,01310100,SP', 'Filial,13010-000,SP']));
    expect(await within(dialog).findByText('2 linhas prontas para importar.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 sites' }));
    await waitFor(() => expect(api.callsTo('POST /api/sites/importar')).toHaveLength(2));
    expect((api.callsTo('POST /api/sites/importar')[1]?.body as SiteImportacaoBody).confirmar).toBe(true);
    expect(await screen.findByText('2 sites importados.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads an XLSX file, a CEP the spreadsheet kept as a number included, and shows its first lines', async () => {
    const { api, dialog } = await chooseFile(
      xlsxFile('sites.xlsx', [
        ['Nome', 'Código', 'CEP', 'Cidade', 'Estado'],
        ['Matriz', 'SP-01', 1310100, 'São Paulo', 'SP'],
        [null, null, null, null, null],
        ['Filial Recife', null, '50030-230', 'Recife', 'PE'],
      ]),
    );
    expect(await within(dialog).findByText('2 linhas prontas para importar.')).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Primeiras linhas do arquivo' });
    expect(within(preview).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'MatrizSP-01São Paulo / SP',
      'Filial RecifeRecife / PE',
    ]);
    expect(api.callsTo('POST /api/sites/importar')[0]?.body).toEqual({
      confirmar: false,
      linhas: [
        { nome: 'Matriz', codigo: 'SP-01', cep: '01310100', cidade: 'São Paulo', uf: 'SP' },
        { nome: 'Filial Recife', codigo: null, cep: '50030-230', cidade: 'Recife', uf: 'PE' },
      ],
    });
    expect(within(dialog).getByRole('button', { name: 'Importar 2 sites' })).toBeEnabled();
  });

  it('says what is wrong with a file that names no columns', async () => {
    const { api, dialog } = await chooseFile(csvFile(['Matriz;01310100;SP']));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A primeira linha do arquivo precisa nomear as colunas');
    expect(api.callsTo('POST /api/sites/importar')).toEqual([]);
  });
});
