import { getShortestPaths } from '@xstate/graph';
import { initialTransition, transition } from 'xstate';
import { customizerMachine, type CustomizerEvent } from '#machines/customizerMachine';
import { DEFAULT_SETTINGS, RADIUS_MAX } from '#machines/customizerSettings';

// A few values of each setting keep the graph small while covering every kind of change.
const events: CustomizerEvent[] = [
  { type: 'customizer.open' },
  { type: 'customizer.close' },
  { type: 'customizer.toggleMode' },
  { type: 'customizer.dir', dir: 'rtl' },
  { type: 'customizer.dir', dir: 'ltr' },
  { type: 'customizer.theme', theme: 'PURPLE_THEME' },
  { type: 'customizer.radius', radius: 99 },
  { type: 'customizer.language', idioma: 'ar' },
  { type: 'customizer.language', idioma: 'zh' },
];

const names = (actions: Array<{ type: string }>) => actions.map((action) => action.type);

describe('customizer machine', () => {
  const [initial, entryActions] = initialTransition(customizerMachine, {});

  it('starts with the template defaults in Portuguese and applies the direction', () => {
    expect(initial.context).toEqual(DEFAULT_SETTINGS);
    expect(initial.context.isLanguage).toBe('pt-BR');
    expect(names(entryActions)).toContain('applyDir');
  });

  it('takes saved settings as input', () => {
    const [saved] = initialTransition(customizerMachine, { activeMode: 'dark', isLanguage: 'vi' });
    expect(saved.context).toEqual({ ...DEFAULT_SETTINGS, activeMode: 'dark', isLanguage: 'vi' });
  });

  const paths = getShortestPaths(customizerMachine, { events });

  it.each(paths.map((path) => [path.steps.map((step) => JSON.stringify(step.event)).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const event = step.event as CustomizerEvent;
      const before = snapshot.context;
      const [next, actions] = transition(customizerMachine, snapshot, event);
      const after = next.context;
      const ran = names(actions);
      switch (event.type) {
        case 'customizer.open':
          expect(next.value).toBe('open');
          break;
        case 'customizer.close':
          expect(next.value).toBe('closed');
          break;
        case 'customizer.toggleMode':
          expect(after.activeMode).toBe(before.activeMode === 'light' ? 'dark' : 'light');
          expect(ran).toContain('persist');
          break;
        case 'customizer.dir':
          expect(after.activeDir).toBe(event.dir);
          // Setting the direction sets the document's too.
          expect(ran).toEqual(expect.arrayContaining(['persist', 'applyDir']));
          break;
        case 'customizer.theme':
          expect(after.activeTheme).toBe(event.theme);
          break;
        case 'customizer.radius':
          expect(after.borderRadius).toBe(RADIUS_MAX);
          break;
        case 'customizer.language':
          expect(after.isLanguage).toBe(event.idioma);
          // Arabic reads right to left; the others left to right.
          expect(after.activeDir).toBe(event.idioma === 'ar' ? 'rtl' : 'ltr');
          expect(ran).toEqual(expect.arrayContaining(['persist', 'applyDir']));
          break;
        default:
          break;
      }
      // The drawer opening or closing never changes a setting.
      if (event.type === 'customizer.open' || event.type === 'customizer.close') expect(after).toEqual(before);
      snapshot = next;
    }
    expect(snapshot.context).toEqual(path.state.context);
  });
});
