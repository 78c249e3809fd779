import { createContext, useContext } from 'react';
import type { DemoApi } from './demoApi';

/** Holds the demo client once the demo server answers: a screen cannot call it before. */
export const DemoContext = createContext<DemoApi | null>(null);

export function useDemoApi(): DemoApi {
  const api = useContext(DemoContext);
  if (!api) throw new Error('useDemoApi deve ser usado dentro de uma DemoArea');
  return api;
}
