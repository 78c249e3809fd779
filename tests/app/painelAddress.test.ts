import { acoesAbertasPath, listaPath, painelQuery, periodoPadrao } from '../../src/features/painel/painelAddress';

describe('the painel’s address', () => {
  it('opens on the last 30 days and keeps only the filters the list knows', () => {
    expect(periodoPadrao(new Date(2026, 2, 10))).toEqual({ de: '2026-02-09', ate: '2026-03-10' });
    const query = painelQuery(new URLSearchParams('de=2026-01-01&site_id=s1&questionario_id=q1&status=concluida&minhas=1'), { de: 'x', ate: '2026-03-31' });
    expect(query).toEqual({ de: '2026-01-01', ate: '2026-03-31', site_id: 's1', questionario_id: 'q1' });
  });

  it('links a figure to the activity list with the same period and filters, in the list’s own names', () => {
    const query = { de: '2026-01-01', ate: '2026-03-31', site_id: 's1' };
    expect(listaPath(query)).toBe('/atividades/lista?de=2026-01-01&ate=2026-03-31&site_id=s1');
    expect(listaPath(query, { atrasadas: true })).toBe('/atividades/lista?de=2026-01-01&ate=2026-03-31&site_id=s1&atrasadas=1');
    expect(listaPath(query, { de: '2026-02-02', ate: '2026-02-08', status: 'concluida', responsavel_id: 'r1' })).toBe(
      '/atividades/lista?de=2026-02-02&ate=2026-02-08&site_id=s1&responsavel_id=r1&status=concluida',
    );
    expect(acoesAbertasPath({ ...query, responsavel_id: 'r1', tipo_servico_id: 't1' })).toBe('/acoes?status=aberta%2Cem_andamento%2Cresolvida&site_id=s1&responsavel_id=r1');
  });
});
