import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../app/session/useSession';
import { useTrocarEmpresa } from '../../app/session/useTrocarEmpresa';
import { useVisao } from '../../app/useVisao';
import { useCustomizer, useCustomizerOpen, useCustomizerSend } from '../customizer/CustomizerProvider';
import { useSetIdioma } from '../customizer/useSetIdioma';
import type { Command } from '../../ui/commands/command';
import { buildCommands } from './commands';
import { CommandCenterContext } from '../../ui/commands/CommandCenterContext';
import { useHotkeys } from './useHotkeys';
import { useTypeAhead } from './useTypeAhead';
import type { ReactNode } from 'react';

const loadPalette = () => import('../palette/CommandPalette').then((module) => ({ default: module.CommandPalette }));
const CommandPalette = lazy(loadPalette);
const ShortcutSheet = lazy(() => import('./ShortcutSheet').then((module) => ({ default: module.ShortcutSheet })));
const CustomizerDrawer = lazy(() =>
  import('../customizer/CustomizerDrawer').then((module) => ({ default: module.CustomizerDrawer })),
);

type Open = 'palette' | 'shortcuts' | null;

/** Holds the command registry for the signed-in app and the surfaces that read it. */
export function CommandCenter({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const session = useSession();
  const trocarEmpresa = useTrocarEmpresa();
  const { mostrarDemo } = useVisao();
  const settings = useCustomizer();
  const customize = useCustomizerSend();
  const customizerOpen = useCustomizerOpen();
  const setIdioma = useSetIdioma();
  const [open, setOpen] = useState<Open>(null);
  const [paletteText, setPaletteText] = useState('');
  const [pageCommands, setPageCommands] = useState<Command[]>([]);

  // Built when a key is pressed or a surface opens, not on every draw: the pages set their
  // commands as they load, and each setting drew the layout again on a phone still drawing the page.
  const commands = () =>
    buildCommands(
      {
        i18n,
        navigate,
        papel: session.empresa?.papel ?? null,
        mostrarDemo,
        empresas: session.user?.empresa ?? [],
        empresaAtual: session.empresa?.id ?? null,
        chooseEmpresa: trocarEmpresa,
        settings,
        customize,
        setIdioma,
        logout: session.logout,
        openPalette: () => setOpen('palette'),
        openShortcuts: () => setOpen('shortcuts'),
        openCustomizer: () => customize({ type: 'customizer.open' }),
      },
      pageCommands,
    );
  useHotkeys(commands);
  useTypeAhead(open === 'palette', (character) => setPaletteText((text) => text + character));
  // The palette's code is fetched ahead of the first Ctrl+K, which then opens at once: with the
  // person's first move (the Ctrl of Ctrl+K is one), not on a timer that lands while a phone is
  // still busy drawing the page.
  useEffect(() => {
    const eventos = ['pointermove', 'pointerdown', 'keydown'] as const;
    const carregar = () => {
      eventos.forEach((evento) => window.removeEventListener(evento, carregar));
      void loadPalette().catch(() => undefined);
    };
    eventos.forEach((evento) => window.addEventListener(evento, carregar, { passive: true }));
    return () => eventos.forEach((evento) => window.removeEventListener(evento, carregar));
  }, []);
  const closePalette = () => {
    setOpen(null);
    setPaletteText('');
  };

  const surfaces = useMemo(() => ({ openPalette: () => setOpen('palette'), setPageCommands }), []);

  return (
    <CommandCenterContext.Provider value={surfaces}>
      {children}
      <Suspense fallback={null}>
        {open === 'palette' && (
          <CommandPalette
            commands={commands()}
            papel={session.empresa?.papel ?? null}
            navigate={navigate}
            text={paletteText}
            onTextChange={setPaletteText}
            onClose={closePalette}
          />
        )}
        {open === 'shortcuts' && <ShortcutSheet commands={commands()} onClose={() => setOpen(null)} />}
        {customizerOpen && <CustomizerDrawer />}
      </Suspense>
    </CommandCenterContext.Provider>
  );
}
