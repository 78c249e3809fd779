import { useState } from 'react';
import type { EventoAcao } from '#contract/acaoStatus';
import type { AcaoCorretiva } from '#contract/acoes';
import { failureCode, failureMessage } from '#machines/callFailure';
import { acoesApi } from '../acoesApi';
import type { TextoDaTransicao } from './AcaoTransicoes';

export interface ProblemaDaTransicao {
  message: string;
  /** The action changed since it was read: the way out is to load it again. */
  desatualizada: boolean;
}

/**
 * Runs a lifecycle transition through the API, which runs the same machine: its answer replaces
 * the action and `feita` names the step done; a refusal (409) keeps the server's reason on
 * screen, and a stale `versao` offers a reload.
 */
export function useTransicaoDaAcao(acao: AcaoCorretiva, gravada: (acao: AcaoCorretiva) => void) {
  const [problema, setProblema] = useState<ProblemaDaTransicao | null>(null);
  const [enviando, setEnviando] = useState<EventoAcao | null>(null);
  const [feita, setFeita] = useState<EventoAcao | null>(null);

  const executar = async (evento: EventoAcao, texto: TextoDaTransicao) => {
    setProblema(null);
    setFeita(null);
    setEnviando(evento);
    try {
      gravada(await acoesApi.transicao(acao.id, { evento, ...texto, versao: acao.versao }));
      setFeita(evento);
    } catch (error) {
      setProblema({ message: failureMessage(error), desatualizada: failureCode(error) === 'versao_desatualizada' });
    } finally {
      setEnviando(null);
    }
  };

  return { executar, problema, enviando, feita, limparProblema: () => setProblema(null), esquecerFeita: () => setFeita(null) };
}
