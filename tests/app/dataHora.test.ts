import { instanteNoFuso, relogioNoFuso } from '../../src/features/atividades/nova/dataHora';

describe("a date-and-time field read in the company's time zone", () => {
  it.each([
    ['2026-03-10T09:00', 'America/Sao_Paulo', '2026-03-10T12:00:00.000Z'],
    ['2026-03-10T09:00', 'America/Manaus', '2026-03-10T13:00:00.000Z'],
    ['2026-03-10T09:00', 'America/Noronha', '2026-03-10T11:00:00.000Z'],
    // New York moves its clocks on 8 March 2026: the offset is the one of the day named, not of today.
    ['2026-03-07T09:00', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    ['2026-03-09T09:00', 'America/New_York', '2026-03-09T13:00:00.000Z'],
  ])('%s in %s is %s', (local, fuso, instante) => {
    expect(instanteNoFuso(local, fuso)).toBe(instante);
    expect(relogioNoFuso(Date.parse(instante), fuso)).toBe(local);
  });

  it('names no instant for an empty or malformed field', () => {
    expect(instanteNoFuso('', 'America/Sao_Paulo')).toBeNull();
    expect(instanteNoFuso('10/03/2026 09:00', 'America/Sao_Paulo')).toBeNull();
  });
});
