import { createContext, useContext, type ReactNode } from 'react';
import type { CustomizerEvent } from '#machines/customizerMachine';
import type { CustomizerSettings } from '#machines/customizerSettings';
import { LazyActor, useLazyActor, useLazyView } from '../../app/lazyActor';
import type { appCustomizerMachine } from './appCustomizerMachine';
import { applyDir, savedSettings } from './customizerStorage';

interface CustomizerView {
  settings: CustomizerSettings;
  open: boolean;
}

type Customizer = LazyActor<typeof appCustomizerMachine, CustomizerView>;

const CustomizerContext = createContext<Customizer | null>(null);

/** The customizer machine starts with the first change; the saved settings draw the page until then. */
export function CustomizerProvider({ children }: { children: ReactNode }) {
  const customizer = useLazyActor<typeof appCustomizerMachine, CustomizerView>(() => {
    const settings = savedSettings();
    // The machine's entry does this once it runs; the page must not wait for it to turn.
    applyDir(settings.activeDir);
    return new LazyActor(
      () => import('./appCustomizerMachine').then((module) => module.appCustomizerMachine),
      settings,
      (snapshot) => ({ settings: snapshot.context, open: snapshot.matches('open') }),
      { settings, open: false },
    );
  });
  return <CustomizerContext.Provider value={customizer}>{children}</CustomizerContext.Provider>;
}

export function useCustomizerActor(): Customizer {
  const customizer = useContext(CustomizerContext);
  if (!customizer) throw new Error('useCustomizer deve ser usado dentro de um CustomizerProvider');
  return customizer;
}

export function useCustomizer(): CustomizerSettings {
  return useLazyView(useCustomizerActor(), (view) => view.settings);
}

export function useCustomizerSend(): (event: CustomizerEvent) => void {
  return useCustomizerActor().send;
}

export function useCustomizerOpen(): boolean {
  return useLazyView(useCustomizerActor(), (view) => view.open);
}
