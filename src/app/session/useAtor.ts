import { useMemo } from 'react';
import type { Papel } from '#contract/papel';
import { useSession } from './useSession';

/** Who acts, as the lifecycle machines read it (machines/atividadeMachine.ts, machines/acaoMachine.ts). */
export interface Ator {
  usuarioId: string;
  papel: Papel;
}

/** The signed-in person in the current company; without a company (or a session), one who may only read. */
export function useAtor(): Ator {
  const { user, empresa } = useSession();
  const usuarioId = user?.id ?? '';
  const papel = empresa?.papel ?? 'leitor';
  return useMemo(() => ({ usuarioId, papel }), [usuarioId, papel]);
}
