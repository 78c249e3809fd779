import { createContext, useContext } from 'react';
import type { Command } from './command';

interface CommandCenterSurfaces {
  openPalette: () => void;
  /** What the open page adds to the registry; [] when it leaves. */
  setPageCommands: (commands: Command[]) => void;
}

export const CommandCenterContext = createContext<CommandCenterSurfaces>({ openPalette: () => {}, setPageCommands: () => {} });

export const useCommandCenter = () => useContext(CommandCenterContext);
