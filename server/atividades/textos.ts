import type { Prioridade } from '#contract/atividade';
import type { StatusAtividade } from '#contract/atividadeStatus';
import { formatCoordenadas } from '#contract/coordenadas';
import type { RespostaRelatorio } from '#contract/relatorio';

/** How the files the server writes (the report's PDF, the exports) name an activity's values, in Portuguese. */
export const PRIORIDADES: Record<Prioridade, string> = { baixa: 'Baixa', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' };

export const SITUACOES: Record<StatusAtividade, string> = {
  agendada: 'Agendada',
  em_andamento: 'Em andamento',
  pausada: 'Pausada',
  concluida: 'Concluída',
  cancelada: 'Cancelada',
};

const SIM_NAO = { sim: 'Sim', nao: 'Não', na: 'Não se aplica' } as const;

/** An answer as a line of text; photos and a signature are drawn or listed by their callers. */
export function textoDaResposta(resposta: RespostaRelatorio): string {
  switch (resposta.tipo) {
    case 'texto':
      return resposta.texto;
    case 'sim_nao':
      return SIM_NAO[resposta.valor];
    case 'escolhas':
      return [...resposta.opcoes, ...(resposta.outro ? [`Outro: ${resposta.outro}`] : [])].join('; ');
    case 'avaliacao':
      return `${resposta.nota} de 5`;
    case 'local': {
      const ponto = formatCoordenadas(resposta, 'pt-BR');
      return resposta.precisao === null ? ponto : `${ponto} (precisão de ${Math.round(resposta.precisao)} m)`;
    }
    case 'arquivos':
      return '';
  }
}
