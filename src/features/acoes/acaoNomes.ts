import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EventoAcao, OrigemAcao, StatusAcao } from '#contract/acaoStatus';
import type { AcaoHistoricoAcao } from '#contract/acoes';

export const STATUS_NOMES: Record<StatusAcao, MessageDescriptor> = {
  aberta: msg`Aberta`,
  em_andamento: msg`Em andamento`,
  resolvida: msg`Resolvida`,
  verificada: msg`Verificada`,
  cancelada: msg`Cancelada`,
};

/** A resolved action waits for someone to check it: it stands out until verified. */
export const STATUS_CORES = {
  aberta: 'info',
  em_andamento: 'primary',
  resolvida: 'warning',
  verificada: 'success',
  cancelada: 'default',
} as const satisfies Record<StatusAcao, string>;

export const ORIGEM_NOMES: Record<OrigemAcao, MessageDescriptor> = {
  automatica: msg`Automática`,
  manual: msg`Manual`,
};

/** The buttons of the lifecycle's transitions. */
export const EVENTO_NOMES: Record<EventoAcao, MessageDescriptor> = {
  iniciar: msg`Iniciar`,
  resolver: msg`Resolver`,
  verificar: msg`Verificar`,
  reabrir: msg`Reabrir`,
  cancelar: msg`Cancelar ação`,
};

/** What a transition did, said once it is done. */
export const FEITAS: Record<EventoAcao, (codigo: string) => MessageDescriptor> = {
  iniciar: (codigo) => msg`Ação ${codigo} iniciada.`,
  resolver: (codigo) => msg`Ação ${codigo} resolvida. Falta verificar a correção.`,
  verificar: (codigo) => msg`Ação ${codigo} verificada.`,
  reabrir: (codigo) => msg`Ação ${codigo} reaberta.`,
  cancelar: (codigo) => msg`Ação ${codigo} cancelada.`,
};

/** What a histórico entry says was done. */
export const HISTORICO_NOMES: Record<AcaoHistoricoAcao, MessageDescriptor> = {
  criacao: msg`Criou a ação`,
  edicao: msg`Editou a ação`,
  iniciar: msg`Iniciou a ação`,
  resolver: msg`Resolveu a ação`,
  verificar: msg`Verificou a ação`,
  reabrir: msg`Reabriu a ação`,
  cancelar: msg`Cancelou a ação`,
  reincidencia: msg`O item falhou de novo no site`,
};

/** The fields an edit names in the histórico. */
export const NOMES_DOS_CAMPOS: Record<string, MessageDescriptor> = {
  titulo: msg`Título`,
  descricao: msg`Descrição`,
  prioridade: msg`Prioridade`,
  prazo: msg`Prazo`,
  responsavel_id: msg`Responsável`,
  status: msg`Status`,
};
