import { setupI18n } from '@lingui/core';
import { PAPEIS } from '#contract/papel';
import { DEFAULT_SETTINGS } from '#machines/customizerSettings';
import { buildCommands, type CommandContext } from '../../src/features/commands/commands';

const nada = () => undefined;

function contexto(papel: CommandContext['papel'], mostrarDemo: boolean): CommandContext {
  const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
  return {
    i18n,
    navigate: nada,
    papel,
    mostrarDemo,
    empresas: [],
    empresaAtual: null,
    chooseEmpresa: nada,
    settings: DEFAULT_SETTINGS,
    customize: nada,
    setIdioma: nada,
    logout: nada,
    openPalette: nada,
    openShortcuts: nada,
    openCustomizer: nada,
  };
}

describe('the commands every page has', () => {
  it.each(PAPEIS.flatMap((papel) => [true, false].map((demo) => [papel, demo] as const)))(
    'give each key sequence to one command only (%s, demo %s), and no single key also starts a sequence',
    (papel, demo) => {
      const comTeclas = buildCommands(contexto(papel, demo)).filter((command) => command.keys);
      const sequencias = comTeclas.map((command) => command.keys!.join(' '));
      expect(sequencias.filter((sequencia, indice) => sequencias.indexOf(sequencia) !== indice)).toEqual([]);
      const primeiras = new Set(comTeclas.filter((command) => command.keys!.length > 1).map((command) => command.keys![0]));
      expect(comTeclas.filter((command) => command.keys!.length === 1 && primeiras.has(command.keys![0]!)).map((command) => command.id)).toEqual([]);
    },
  );
});
