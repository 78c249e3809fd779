import type { TipoServicoValores } from '#contract/tiposServico';

/** The demo company's kinds of work, each with a palette colour and an estimated duration. */
export const DEMO_TIPOS_SERVICO: Partial<TipoServicoValores>[] = [
  { nome: 'Manutenção preventiva', cor: '#1E5AA8', duracao_minutos: 120, descricao: 'Verificação periódica dos equipamentos conforme o plano de manutenção.' },
  { nome: 'Manutenção corretiva', cor: '#C62828', duracao_minutos: 180, descricao: 'Reparo de falha relatada pelo cliente ou encontrada em vistoria.' },
  { nome: 'Vistoria', cor: '#2E7D32', duracao_minutos: 60, descricao: 'Inspeção visual do local com registro fotográfico.' },
  { nome: 'Instalação', cor: '#6A3FB5', duracao_minutos: 240, descricao: 'Instalação e teste de equipamento novo.' },
  { nome: 'Inspeção de segurança', cor: '#B23C00', duracao_minutos: 90, descricao: 'Checklist de segurança do trabalho (NR-10, NR-23).' },
  { nome: 'Auditoria', cor: '#37474F', duracao_minutos: 120, descricao: 'Auditoria de conformidade dos procedimentos do local.' },
  { nome: 'Limpeza técnica', cor: '#00668A', duracao_minutos: 120, descricao: 'Limpeza de filtros, dutos e quadros elétricos.' },
  { nome: 'Treinamento', cor: '#FFD54F', duracao_minutos: 180, descricao: 'Treinamento da equipe do local no uso dos equipamentos.' },
];
