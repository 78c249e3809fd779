import { useLingui } from '@lingui/react/macro';
import { pode } from '#contract/permissoes';
import { useSession } from '@/app/session/useSession';
import { usePageCommands } from '@/ui/commands/usePageCommands';

/** "Comentar" (key `c`) on the details page, for whoever may comment: opens the tab with the cursor in the text. */
export function useComentarComando(comentar: () => void): void {
  const { t } = useLingui();
  const permitido = pode(useSession().empresa?.papel, 'atividades.comentar');
  usePageCommands(permitido ? [{ id: 'atividade:comentar', group: 'pagina', label: t`Comentar`, keys: ['c'], run: comentar }] : []);
}
