import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { pode } from '#contract/permissoes';
import { useSession } from '../../app/session/useSession';
import { ListError } from '../../ui/list/ListError';
import { PageHeader } from '../../ui/PageHeader';
import { PageSpinner } from '../../ui/PageSpinner';
import { useLoad } from '../../ui/load/useLoad';
import { useConfiguracoesDaEmpresa } from '../configuracoes/useConfiguracoesDaEmpresa';
import { demoApi } from './demoApi';
import { DemoContext } from './DemoContext';
import { startDemo } from './demoServer';

function DemoServer({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const server = useLoad(startDemo);
  if (server.status === 'failed') {
    return <ListError message={t`Não foi possível iniciar a demonstração. Verifique a conexão e tente novamente.`} onRetry={server.retry} />;
  }
  if (server.status === 'loading') return <PageSpinner />;
  return <DemoContext.Provider value={demoApi}>{children}</DemoContext.Provider>;
}

/**
 * A page of the demo section: its title, then its screen once the demo server runs (started on the first
 * demo page opened). A company that hid the section in Configurações sees why instead.
 */
export function DemoArea({ title, children }: { title: string; children: ReactNode }) {
  const { empresa } = useSession();
  const lidas = useConfiguracoesDaEmpresa();
  const hidden = lidas.status === 'lidas' && !lidas.configuracoes.mostrar_demo;
  return (
    <>
      <PageHeader title={title} />
      {hidden ? (
        <Alert severity="info">
          <Trans>A área de demonstração está oculta para esta empresa.</Trans>{' '}
          {pode(empresa?.papel, 'configuracoes.editar') && (
            <Trans>
              Ela volta a aparecer pela opção de demonstração em{' '}
              <Link component={RouterLink} href="/configuracoes">
                Configurações
              </Link>
              .
            </Trans>
          )}
        </Alert>
      ) : lidas.status === 'lendo' ? (
        <PageSpinner />
      ) : (
        <DemoServer>{children}</DemoServer>
      )}
    </>
  );
}
