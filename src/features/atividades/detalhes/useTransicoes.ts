import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Atividade, EscopoDaSerie } from '#contract/atividade';
import { transicao, type AtividadeContexto } from '#machines/atividadeMachine';
import { type EventoAtividade } from '#contract/atividadeStatus';
import { failureCode, failureMessage, semResposta } from '#machines/callFailure';
import { comPrazo, PRAZO_DA_RESPOSTA_MS } from '@/http/prazo';
import { atividadesApi } from '../atividadesApi';
import type { Outbox } from '../offline/outbox';
import type { TransicaoNoAparelho } from '../offline/outboxDaSessao';
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
  /** Who asks, for the machine that checks a transition made offline on the device. */
  contexto: AtividadeContexto;
  /**
   * Sends what is still waiting to be saved; false when it could not (the transition then waits),
   * 'semConexao' when the network is down (both then go later, the answers first).
   */
  antes: () => Promise<boolean | 'semConexao'>;
  /** The `versao` to send: the latest, which a save just before may have moved on. */
  versaoAtual: () => number;
  outbox: Outbox;
  /** Writes of this activity still on the device: a new transition goes after them, not before. */
  naFila: boolean;
}

/**
 * Runs a lifecycle transition through the API, which runs the same machine, with the phone's
 * location on iniciar and concluir when it is to be had: its answer replaces the activity and
 * `feita` names the transition done; a refusal (409) keeps the server's reason on screen, and a
 * stale `versao` offers a reload. Without the network, the same machine checks it on the device and
 * it goes into the outbox, to be sent when the connection returns (the page shows it at once).
 */
export function useTransicoes({ atividade, gravada, contexto, antes, versaoAtual, outbox, naFila }: Opcoes) {
  const { t } = useLingui();
  const [problema, setProblema] = useState<ProblemaTransicao | null>(null);
  const [enviando, setEnviando] = useState<EventoAtividade | null>(null);
  const [feita, setFeita] = useState<EventoAtividade | null>(null);

  const guardarNoAparelho = async (corpo: TransicaoNoAparelho) => {
    const resultado = transicao(atividade.status, contexto, corpo.evento, corpo.motivo);
    if (!resultado.ok) {
      setProblema({ message: resultado.motivo, desatualizada: false });
      return;
    }
    await outbox.adicionar({ atividade_id: atividade.id, codigo: atividade.codigo, tipo: 'transicao', corpo: { ...corpo } });
  };

  const executar = async (evento: EventoAtividade, motivo?: string, escopo?: EscopoDaSerie) => {
    setProblema(null);
    setFeita(null);
    setEnviando(evento);
    try {
      const salvas = await antes();
      if (salvas === false) {
        setProblema({ message: t`Há respostas do questionário que não foram salvas. Resolva isso no questionário antes de continuar.`, desatualizada: false });
        return;
      }
      const localizacao = COM_LOCALIZACAO.has(evento) ? await localizacaoDoAparelho() : null;
      const corpo: TransicaoNoAparelho = {
        evento,
        ...(motivo === undefined ? {} : { motivo }),
        ...(localizacao ? { localizacao } : {}),
        ...(escopo === undefined || escopo === 'so_esta' ? {} : { escopo }),
      };
      if (salvas === 'semConexao' || naFila) {
        await guardarNoAparelho(corpo);
        return;
      }
      const enviar = (signal: AbortSignal) => atividadesApi.transicao(atividade.id, { ...corpo, versao: versaoAtual() }, signal);
      const nova = await comPrazo(PRAZO_DA_RESPOSTA_MS, enviar).catch(async (error: unknown) => {
        // No answer, or none in time: it goes from the outbox (a second arrival is refused by the server's machine).
        if (semResposta(error)) return null;
        throw error;
      });
      if (nova) {
        gravada(nova);
        setFeita(evento);
      } else {
        await guardarNoAparelho(corpo);
      }
    } catch (error) {
      setProblema({ message: failureMessage(error), desatualizada: failureCode(error) === 'versao_desatualizada' });
    } finally {
      setEnviando(null);
    }
  };

  return { executar, problema, enviando, feita, limparProblema: () => setProblema(null), esquecerFeita: () => setFeita(null) };
}
