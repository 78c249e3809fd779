import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AcaoHistorico, Prioridade } from '#contract/atividade';
import type { EventoAtividade, StatusAtividade } from '#contract/atividadeStatus';

export const STATUS_NOMES: Record<StatusAtividade, MessageDescriptor> = {
  agendada: msg`Agendada`,
  em_andamento: msg`Em andamento`,
  pausada: msg`Pausada`,
  concluida: msg`Concluída`,
  cancelada: msg`Cancelada`,
};

export const STATUS_CORES = {
  agendada: 'info',
  em_andamento: 'primary',
  pausada: 'warning',
  concluida: 'success',
  cancelada: 'default',
} as const satisfies Record<StatusAtividade, string>;

export const PRIORIDADE_NOMES: Record<Prioridade, MessageDescriptor> = {
  baixa: msg`Baixa`,
  normal: msg`Normal`,
  alta: msg`Alta`,
  urgente: msg`Urgente`,
};

/** The buttons of the lifecycle's transitions. */
export const EVENTO_NOMES: Record<EventoAtividade, MessageDescriptor> = {
  iniciar: msg`Iniciar`,
  pausar: msg`Pausar`,
  retomar: msg`Retomar`,
  concluir: msg`Concluir`,
  cancelar: msg`Cancelar atividade`,
  reabrir: msg`Reabrir`,
};

/** What a histórico entry says was done. */
export const HISTORICO_NOMES: Record<AcaoHistorico, MessageDescriptor> = {
  criacao: msg`Criou a atividade`,
  edicao: msg`Editou a atividade`,
  respostas: msg`Respondeu o questionário`,
  iniciar: msg`Iniciou a atividade`,
  pausar: msg`Pausou a atividade`,
  retomar: msg`Retomou a atividade`,
  concluir: msg`Concluiu a atividade`,
  cancelar: msg`Cancelou a atividade`,
  reabrir: msg`Reabriu a atividade`,
  comentario: msg`Comentou`,
  comentario_editado: msg`Editou um comentário`,
  comentario_removido: msg`Removeu um comentário`,
  anexo: msg`Anexou um arquivo`,
  anexo_removido: msg`Removeu um anexo`,
};

/** The fields a histórico entry names. */
export const NOMES_DOS_CAMPOS: Record<string, MessageDescriptor> = {
  titulo: msg`Título`,
  tipo_servico_id: msg`Tipo de serviço`,
  site_id: msg`Site`,
  responsavel_id: msg`Responsável`,
  prioridade: msg`Prioridade`,
  agendada_para: msg`Agendada para`,
  prazo: msg`Prazo`,
  descricao: msg`Descrição`,
  questionario_id: msg`Questionário`,
  questionario_versao: msg`Versão do questionário`,
  status: msg`Situação`,
  respostas: msg`Respostas`,
  comentarios: msg`Comentários`,
};
