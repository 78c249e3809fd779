import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Configuracoes } from '#contract/configuracoes';
import { pode } from '#contract/permissoes';
import { INTEGRACOES_PATH } from '../../app/caminhos';
import { useSession } from '../../app/session/useSession';
import { PageHeader } from '../../ui/PageHeader';
import { ConfiguracoesForm } from './ConfiguracoesForm';
import { IntegracoesSection } from './IntegracoesSection';

/**
 * /configuracoes: the company's data and settings. Every member reads them; an admin changes them
 * and, under Integrações, makes and revokes the company's API tokens and sets its webhooks
 * (/configuracoes/integracoes opens the page there).
 * A write gives a new `versao`, so the form starts over from what the server answered.
 */
export function ConfiguracoesPage() {
  const { t } = useLingui();
  const { empresa } = useSession();
  const [location] = useLocation();
  const [known, setKnown] = useState<{ record: Configuracoes | null; generation: number }>({ record: null, generation: 0 });
  const restart = (record: Configuracoes | null) => setKnown((current) => ({ record, generation: current.generation + 1 }));
  return (
    <>
      <PageHeader title={t`Configurações`} />
      <ConfiguracoesForm key={known.generation} initial={known.record} readOnly={!pode(empresa?.papel, 'configuracoes.editar')} onRestart={restart} />
      {pode(empresa?.papel, 'tokens.gerenciar') && <IntegracoesSection emFoco={location === INTEGRACOES_PATH} />}
    </>
  );
}
