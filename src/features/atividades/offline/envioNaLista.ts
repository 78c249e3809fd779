import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { failureMessage } from '#machines/callFailure';
import { EVENTO_NOMES } from '../detalhes/atividadeNomes';
import { abreOQuestionario, type EstadoEnvio, type ItemOutbox } from './outbox';
import type { AcaoNoAparelho, EnviosDaSessao, TransicaoNoAparelho } from './outboxDaSessao';
import type { ParteDoAparelho } from './remetente';

/** One line of the pending list, whatever it holds, with the person's ways out of a refusal. */
export interface EnvioNaLista {
  id: string;
  atividade_id: string;
  codigo?: string;
  nome: string;
  estado: EstadoEnvio;
  progresso?: number;
  bytes?: number;
  /** The server's reason, when it refused; or why it still waits, when the server was slow or failed. */
  erro?: string;
  /** A refusal of answers is resolved in the questionnaire, where both values show. */
  noQuestionario?: boolean;
  tentar?: () => void;
  descartar?: () => void;
}

const NOMES = {
  comentario: msg`Comentário`,
  respostas: msg`Respostas do questionário`,
  assinatura: msg`Assinatura`,
};

/** A corrective action worked on at the visit, named by what was done to which. */
const NOMES_DA_ACAO: Record<AcaoNoAparelho['evento'], (codigo: string) => MessageDescriptor> = {
  iniciar: (codigo) => msg`Início de ${codigo}`,
  resolver: (codigo) => msg`Correção de ${codigo}`,
  verificar: (codigo) => msg`Verificação de ${codigo}`,
  reabrir: (codigo) => msg`Reabertura de ${codigo}`,
};

function nomeDoItem(item: ItemOutbox, i18n: I18n): string {
  if (item.tipo === 'transicao') return i18n._(EVENTO_NOMES[(item.corpo as TransicaoNoAparelho).evento]);
  if (item.tipo === 'comentario') return i18n._(NOMES.comentario);
  const { evento, acao_codigo } = item.corpo as unknown as AcaoNoAparelho;
  return i18n._(NOMES_DA_ACAO[evento](acao_codigo));
}

/**
 * Sent again at the person's word. A check of an action goes over the action as it is now: the
 * person saw why the server refused the versao they had seen (docs/acoes.md).
 */
function deNovo(item: ItemOutbox): Record<string, unknown> | undefined {
  if (item.tipo !== 'acao') return undefined;
  const { versao: _vista, ...agora } = item.corpo as unknown as AcaoNoAparelho;
  return agora;
}

/**
 * Everything still on the device, in the order it is sent within an activity (remetente.ts): an
 * iniciar or a retomar made before anything else, then its images, its answers, then its other
 * transitions and comments; activities in the order of their oldest write.
 */
export function enviosNaLista(itens: ItemOutbox[], partes: ParteDoAparelho[], { outbox, remetente }: EnviosDaSessao, i18n: I18n): EnvioNaLista[] {
  const dasPartes = partes.map((parte): EnvioNaLista => {
    const base = { id: parte.id, atividade_id: parte.atividade_id, codigo: parte.codigo, estado: parte.estado, progresso: parte.progresso, bytes: parte.bytes };
    const motivo = parte.falha ?? parte.adiada;
    const erro = motivo ? failureMessage(motivo) : undefined;
    if (parte.tipo === 'respostas') return { ...base, nome: i18n._(NOMES.respostas), erro, noQuestionario: true };
    const nome = parte.tipo === 'assinatura' ? i18n._(NOMES.assinatura) : i18n._(msg`Foto ${parte.nome ?? ''}`);
    return { ...base, nome, erro, tentar: () => void remetente.tentarImagem(parte.id), descartar: () => void remetente.descartarImagem(parte.id) };
  });
  const naoEnviados = itens.filter((item) => item.estado !== 'enviado');
  const abrem = new Set(naoEnviados.filter(abreOQuestionario).map((item) => item.id));
  const dosItens = naoEnviados.map(
    (item): EnvioNaLista => ({
      id: item.id,
      atividade_id: item.atividade_id,
      codigo: item.codigo,
      estado: item.estado,
      nome: nomeDoItem(item, i18n),
      erro: item.erro,
      tentar: () => void outbox.tentarDeNovo(item.id, deNovo(item)).then(() => remetente.enviar()),
      descartar: () => void remetente.descartarItem(item),
    }),
  );
  const ordem = [...new Set([...dosItens, ...dasPartes].map((envio) => envio.atividade_id))];
  return ordem.flatMap((atividade) => {
    const seusItens = dosItens.filter((envio) => envio.atividade_id === atividade);
    const primeiroQueEspera = seusItens.findIndex((envio) => !abrem.has(envio.id));
    const abertura = primeiroQueEspera === -1 ? seusItens.length : primeiroQueEspera;
    return [...seusItens.slice(0, abertura), ...dasPartes.filter((envio) => envio.atividade_id === atividade), ...seusItens.slice(abertura)];
  });
}
