import { assign, setup } from 'xstate';
import type { Idioma } from '#contract/auth';
import type { ThemeName } from '#contract/palettes';
import { DEFAULT_SETTINGS, directionOf, RADIUS_MAX, RADIUS_MIN, type CustomizerSettings, type Direction, type Mode } from './customizerSettings';

export type CustomizerEvent =
  | { type: 'customizer.open' }
  | { type: 'customizer.close' }
  | { type: 'customizer.mode'; mode: Mode }
  | { type: 'customizer.toggleMode' }
  | { type: 'customizer.dir'; dir: Direction }
  | { type: 'customizer.theme'; theme: ThemeName }
  | { type: 'customizer.radius'; radius: number }
  | { type: 'customizer.language'; idioma: Idioma }
  | { type: 'customizer.toggleCollapse' };

export const customizerMachine = setup({
  types: {
    context: {} as CustomizerSettings,
    events: {} as CustomizerEvent,
    input: {} as Partial<CustomizerSettings> | undefined,
  },
  actions: {
    // Storage and the document belong to the app, which provides these.
    persist: () => {},
    applyDir: () => {},
  },
}).createMachine({
  id: 'customizer',
  context: ({ input }) => ({ ...DEFAULT_SETTINGS, ...input }),
  entry: 'applyDir',
  initial: 'closed',
  on: {
    'customizer.mode': { actions: [assign({ activeMode: ({ event }) => event.mode }), 'persist'] },
    'customizer.toggleMode': {
      actions: [assign({ activeMode: ({ context }) => (context.activeMode === 'light' ? 'dark' : 'light') }), 'persist'],
    },
    'customizer.dir': { actions: [assign({ activeDir: ({ event }) => event.dir }), 'persist', 'applyDir'] },
    'customizer.theme': { actions: [assign({ activeTheme: ({ event }) => event.theme }), 'persist'] },
    'customizer.radius': {
      actions: [
        assign({ borderRadius: ({ event }) => Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, Math.round(event.radius))) }),
        'persist',
      ],
    },
    // Arabic reads right to left; every other language offered reads left to right.
    'customizer.language': {
      actions: [
        assign(({ event }) => ({ isLanguage: event.idioma, activeDir: directionOf(event.idioma) })),
        'persist',
        'applyDir',
      ],
    },
    'customizer.toggleCollapse': { actions: [assign({ isCollapse: ({ context }) => !context.isCollapse }), 'persist'] },
  },
  states: {
    closed: { on: { 'customizer.open': 'open' } },
    open: { on: { 'customizer.close': 'closed' } },
  },
});
