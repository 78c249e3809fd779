import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { instanteNoFuso } from '../../src/features/atividades/nova/dataHora';
import { activateIdioma } from '../../src/i18n/i18n';
import { CampoData } from '../../src/ui/datas/CampoData';
import type { TipoDeData } from '../../src/ui/datas/campoData';
import { campoData, digitarData, textoDoCampo } from '../support/app/campoData';
import { renderWithProviders } from '../support/app/renderWithProviders';

/** A form that holds the field's text, as the editors do, and shows the instant it names in Tokyo. */
function Formulario({ tipo, inicial = '', erro }: { tipo: TipoDeData; inicial?: string; erro?: string }) {
  const [valor, setValor] = useState(inicial);
  return (
    <>
      <CampoData tipo={tipo} label="Quando" value={valor} onChange={(event) => setValor(event.target.value)} error={Boolean(erro)} helperText={erro} />
      <output aria-label="texto">{valor}</output>
      <output aria-label="instante">{instanteNoFuso(valor, 'Asia/Tokyo') ?? ''}</output>
    </>
  );
}

const saida = (nome: string) => screen.getByRole('status', { name: nome }).textContent;

describe('a date field in the person’s language', () => {
  it('reads dd/mm/aaaa in Portuguese and takes the date typed in that order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Formulario tipo="data" />);
    const campo = await campoData(document.body, 'Quando');
    expect(within(campo).getAllByRole('spinbutton').map((secao) => secao.textContent)).toEqual(['DD', 'MM', 'AAAA']);
    await digitarData(user, campo, '10032026');
    expect(textoDoCampo(campo)).toBe('10/03/2026');
    expect(saida('texto')).toBe('2026-03-10');
  });

  it('holds the wall-clock time typed, which the form reads in the company’s zone, not the browser’s', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Formulario tipo="dataHora" />);
    const campo = await campoData(document.body, 'Quando');
    await digitarData(user, campo, '100320260900');
    expect(textoDoCampo(campo)).toBe('10/03/2026 09:00');
    expect(saida('texto')).toBe('2026-03-10T09:00');
    // The browser runs in UTC here: 09:00 is Tokyo's clock.
    expect(saida('instante')).toBe('2026-03-10T00:00:00.000Z');
  });

  it('keeps a half-typed date on screen while the form holds nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Formulario tipo="data" inicial="2026-03-10" />);
    const campo = await campoData(document.body, 'Quando');
    expect(textoDoCampo(campo)).toBe('10/03/2026');
    await digitarData(user, campo, '1504');
    expect(saida('texto')).toBe('');
    expect(textoDoCampo(campo)).toBe('15/04/AAAA');
    await user.keyboard('2027');
    expect(saida('texto')).toBe('2027-04-15');
  });

  it('takes a time alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Formulario tipo="hora" />);
    const campo = await campoData(document.body, 'Quando');
    await digitarData(user, campo, '1745');
    expect(saida('texto')).toBe('17:45');
  });

  it('is named by an element elsewhere, as a question names its answer', async () => {
    const user = userEvent.setup();
    const Pergunta = () => {
      const [valor, setValor] = useState('');
      return (
        <>
          <span id="enunciado">Data da última manutenção</span>
          <CampoData tipo="data" aria-labelledby="enunciado" value={valor} onChange={(event) => setValor(event.target.value)} />
          <output aria-label="texto">{valor}</output>
        </>
      );
    };
    renderWithProviders(<Pergunta />);
    const campo = await campoData(document.body, 'Data da última manutenção');
    await digitarData(user, campo, '01022026');
    expect(saida('texto')).toBe('2026-02-01');
  });

  it('shows the form’s message under the field, marked invalid', async () => {
    renderWithProviders(<Formulario tipo="data" erro="Campo obrigatório." />);
    const campo = await campoData(document.body, 'Quando');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
  });

});

describe('a date field in English', () => {
  beforeEach(() => localStorage.setItem('customizer', JSON.stringify({ isLanguage: 'en' })));
  afterEach(() => act(() => activateIdioma('pt-BR')));

  it('follows the month-first order and the 12-hour clock', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Formulario tipo="dataHora" />);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const campo = await campoData(document.body, 'Quando');
    await screen.findByRole('spinbutton', { name: 'Month' });
    await digitarData(user, campo, '031020260900p');
    expect(textoDoCampo(campo)).toBe('03/10/2026 09:00 PM');
    expect(saida('texto')).toBe('2026-03-10T21:00');
  });
});
