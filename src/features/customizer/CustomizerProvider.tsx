import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  customizerMachine,
  type CustomizerEvent,
  type CustomizerSettings,
} from '../../../machines/customizerMachine';
import { inspector } from '../../app/inspector';
import { normalizeIdioma } from '../../i18n/idiomas';

const STORAGE_KEY = 'customizer';

function savedSettings(): Partial<CustomizerSettings> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<CustomizerSettings>;
    return saved.isLanguage ? { ...saved, isLanguage: normalizeIdioma(saved.isLanguage) } : saved;
  } catch {
    return {};
  }
}

const settingsOf = ({ activeMode, borderRadius, isLanguage, activeDir, activeTheme, isCollapse }: CustomizerSettings) => ({
  activeMode,
  borderRadius,
  isLanguage,
  activeDir,
  activeTheme,
  isCollapse,
});

export const CustomizerContext = createActorContext(
  customizerMachine.provide({
    actions: {
      persist: ({ context }) => localStorage.setItem(STORAGE_KEY, JSON.stringify(settingsOf(context))),
      applyDir: ({ context }) => {
        document.documentElement.dir = context.activeDir;
      },
    },
  }),
);

export function CustomizerProvider({ children }: { children: ReactNode }) {
  return (
    <CustomizerContext.Provider options={{ input: savedSettings(), inspect: inspector() }}>
      {children}
    </CustomizerContext.Provider>
  );
}

export function useCustomizer(): CustomizerSettings {
  return CustomizerContext.useSelector((snapshot) => snapshot.context, shallowEqual);
}

export function useCustomizerSend(): (event: CustomizerEvent) => void {
  const actor = CustomizerContext.useActorRef();
  return actor.send;
}

export function useCustomizerOpen(): boolean {
  return CustomizerContext.useSelector((snapshot) => snapshot.matches('open'));
}

function shallowEqual(a: CustomizerSettings, b: CustomizerSettings): boolean {
  return (Object.keys(a) as (keyof CustomizerSettings)[]).every((key) => a[key] === b[key]);
}
