import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../app/session/useSession';
import { useTrocarEmpresa } from '../../app/session/useTrocarEmpresa';
import { useVisao } from '../../app/useVisao';
import { useCustomizer, useCustomizerOpen, useCustomizerSend } from '../customizer/CustomizerProvider';
import { useSetIdioma } from '../customizer/useSetIdioma';
import { buildCommands, type Command } from './commands';
import { CommandCenterContext } from './CommandCenterContext';
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

const PALETTE_PRELOAD_DELAY_MS = 2000;

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

  const commands = buildCommands(
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
  // A while after the shell is drawn, out of the way of its own requests, the palette's code is
  // fetched ahead of the first Ctrl+K, which then opens at once.
  useEffect(() => {
    const timer = setTimeout(() => void loadPalette(), PALETTE_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
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
            commands={commands}
            papel={session.empresa?.papel ?? null}
            navigate={navigate}
            text={paletteText}
            onTextChange={setPaletteText}
            onClose={closePalette}
          />
        )}
        {open === 'shortcuts' && <ShortcutSheet commands={commands} onClose={() => setOpen(null)} />}
        {customizerOpen && <CustomizerDrawer />}
      </Suspense>
    </CommandCenterContext.Provider>
  );
}
