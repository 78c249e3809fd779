import { customizerMachine } from '#machines/customizerMachine';
import { applyDir, saveSettings } from './customizerStorage';

export const appCustomizerMachine = customizerMachine.provide({
  actions: {
    persist: ({ context }) => saveSettings(context),
    applyDir: ({ context }) => applyDir(context.activeDir),
  },
});
