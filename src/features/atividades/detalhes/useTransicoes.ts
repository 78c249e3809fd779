import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Atividade } from '../../../../contract/atividade';
import { REGISTRO_ALTERADO } from '../../../../contract/registro';
import type { EventoAtividade } from '../../../../machines/atividadeMachine';
import { failureMessage } from '../../../../machines/callFailure';
import { isFailure } from '../../../http/client';
import { atividadesApi } from '../atividadesApi';
import { localizacaoDoAparelho } from './localizacaoDoAparelho';

/** Where the work starts and ends is kept (check-in and check-out), when the person allows it. */
const COM_LOCALIZACAO: ReadonlySet<EventoAtividade> = new Set(['iniciar', 'concluir']);

export interface ProblemaTransicao {
  message: string;
  /** The activity changed since it was read: the way out is to load it again. */
  desatualizada: boolean;
}

interface Opcoes {
  atividade: Atividade;
  gravada: (atividade: Atividade) => void;
  /** Sends what is still waiting to be saved; false when it could not (the transition then waits). */
  antes: () => Promise<boolean>;
  /** The `versao` to send: the latest, which a save just before may have moved on. */
  versaoAtual: () => number;
}

/**
 * Runs a lifecycle transition through the API, which runs the same machine, with the phone's
 * location on iniciar and concluir when it is to be had: its answer replaces the activity and
 * `feita` names the transition done; a refusal (409) keeps the server's reason on screen, and a
 * stale `versao` offers a reload.
 */
export function useTransicoes({ atividade, gravada, antes, versaoAtual }: Opcoes) {
  const { t } = useLingui();
  const [problema, setProblema] = useState<ProblemaTransicao | null>(null);
  const [enviando, setEnviando] = useState<EventoAtividade | null>(null);
  const [feita, setFeita] = useState<EventoAtividade | null>(null);

  const executar = async (evento: EventoAtividade, motivo?: string) => {
    setProblema(null);
    setFeita(null);
    setEnviando(evento);
    try {
      if (!(await antes())) {
        setProblema({ message: t`Há respostas do questionário que não foram salvas. Resolva isso no questionário antes de continuar.`, desatualizada: false });
        return;
      }
      const localizacao = COM_LOCALIZACAO.has(evento) ? await localizacaoDoAparelho() : null;
      const nova = await atividadesApi.transicao(atividade.id, { evento, motivo, versao: versaoAtual(), ...(localizacao ? { localizacao } : {}) });
      gravada(nova);
      setFeita(evento);
    } catch (error) {
      const message = failureMessage(error);
      setProblema({ message, desatualizada: isFailure(error) && error.status === 409 && message === REGISTRO_ALTERADO });
    } finally {
      setEnviando(null);
    }
  };

  return { executar, problema, enviando, feita, limparProblema: () => setProblema(null), esquecerFeita: () => setFeita(null) };
}
