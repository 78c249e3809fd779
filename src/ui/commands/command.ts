/** Where a command is listed in the palette and the `?` sheet. */
export type CommandGroup = 'pagina' | 'criar' | 'navegar' | 'demo' | 'dados' | 'empresa' | 'aparencia' | 'idioma' | 'conta' | 'ajuda';

/** Something a person can do from the keyboard, the palette or the `?` sheet (docs/teclado.md). */
export interface Command {
  id: string;
  group: CommandGroup;
  label: string;
  /** Other words that find it in the palette, not shown. */
  keywords?: string[];
  /** Key sequence: ['g', 'a'] is `g` then `a`; 'mod+k' is Ctrl+K or ⌘K. */
  keys?: string[];
  /** Single keys that run it too (`↓` beside `j`). */
  also?: string[];
  /** Hidden from the palette (it would open itself). */
  paletteHidden?: boolean;
  run: () => void;
}
