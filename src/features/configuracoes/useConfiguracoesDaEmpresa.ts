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

/** The current company's settings, for the parts of the app that follow them (the demo section). */
export function useConfiguracoesDaEmpresa(): ConfiguracoesLidas {
  const empresaId = useSession().empresa?.id ?? null;
  const estado = useSyncExternalStore(assinar, () => (empresaId ? lidas.get(empresaId) : undefined));
  useEffect(() => {
    // A failed read is tried again on the next page rather than kept for the whole visit.
    if (empresaId && (!lidas.has(empresaId) || lidas.get(empresaId)?.status === 'falhou')) ler(empresaId);
  }, [empresaId]);
  return estado ?? LENDO;
}

/** The company's time zone, in which activities are scheduled and shown (the default until the settings arrive). */
export function useFusoHorario(): string {
  const lidas = useConfiguracoesDaEmpresa();
  return lidas.status === 'lidas' ? lidas.configuracoes.fuso_horario : FUSO_PADRAO;
}
