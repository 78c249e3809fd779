import { useEffect, useSyncExternalStore } from 'react';
import type { Configuracoes } from '#contract/configuracoes';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { useSession } from '../../app/session/useSession';
import { configuracoesApi } from './configuracoesApi';

export type ConfiguracoesLidas = { status: 'lendo' } | { status: 'lidas'; configuracoes: Configuracoes } | { status: 'falhou' };

// Read once per company and kept for the visit: the layout mounts again on every page, and the sidebar
// and the palette would otherwise read the same settings each time.
const lidas = new Map<string, ConfiguracoesLidas>();
const ouvintes = new Set<() => void>();
const LENDO: ConfiguracoesLidas = { status: 'lendo' };

function guardar(empresaId: string, estado: ConfiguracoesLidas): void {
  lidas.set(empresaId, estado);
  ouvintes.forEach((ouvinte) => ouvinte());
}

function ler(empresaId: string): void {
  guardar(empresaId, LENDO);
  configuracoesApi.get().then(
    (configuracoes) => guardar(empresaId, { status: 'lidas', configuracoes }),
    () => guardar(empresaId, { status: 'falhou' }),
  );
}

/** What the settings form saved: the parts of the app that follow the settings see it at once. */
export function lembrarConfiguracoes(empresaId: string, configuracoes: Configuracoes): void {
  guardar(empresaId, { status: 'lidas', configuracoes });
}

const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
};

/**
 * A part of the current company's settings, drawn again only when that part changes: the lists
 * read the time zone, and the settings' arrival, which left it as it was, drew a list again whole.
 */
function useDasConfiguracoes<T>(parte: (lidas: ConfiguracoesLidas) => T): T {
  const empresaId = useSession().empresa?.id ?? null;
  const valor = useSyncExternalStore(assinar, () => parte((empresaId ? lidas.get(empresaId) : undefined) ?? LENDO));
  useEffect(() => {
    // A failed read is tried again on the next page rather than kept for the whole visit.
    if (empresaId && (!lidas.has(empresaId) || lidas.get(empresaId)?.status === 'falhou')) ler(empresaId);
  }, [empresaId]);
  return valor;
}

/** The current company's settings, for the parts of the app that follow them (the demo section). */
export function useConfiguracoesDaEmpresa(): ConfiguracoesLidas {
  return useDasConfiguracoes((lidas) => lidas);
}

/** The company's time zone, in which activities are scheduled and shown (the default until the settings arrive). */
export function useFusoHorario(): string {
  return useDasConfiguracoes((lidas) => (lidas.status === 'lidas' ? lidas.configuracoes.fuso_horario : FUSO_PADRAO));
}
