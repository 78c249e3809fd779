import { createContext, useContext } from 'react';

export const CommandCenterContext = createContext<{ openPalette: () => void }>({ openPalette: () => {} });

export const useCommandCenter = () => useContext(CommandCenterContext);
