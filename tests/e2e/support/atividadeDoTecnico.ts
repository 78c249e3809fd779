import type { Atividade, AtividadeCriada, AtividadeLista } from '#contract/atividade';
import type { User } from '#contract/auth';
import { DEMO_GESTOR, DEMO_TECNICO, api, signInToken } from './browser';

/**
 * A new activity of the demo técnico's, scheduled in two hours (in Meu dia, and in the agenda the
 * device keeps), with the questionnaire of the demo splits' preventive maintenance (a photo and a
 * signature among its questions); made by the gestor through the API, so that no other test
 * changes it.
 */
export async function atividadeDoTecnico(titulo: string): Promise<Atividade> {
  const gestor = await signInToken(DEMO_GESTOR);
  const { user } = await api<{ user: User }>(await signInToken(DEMO_TECNICO), 'POST', '/auth/check');
  const { items } = await api<AtividadeLista>(gestor, 'GET', `/atividades?q=${encodeURIComponent('Manutenção preventiva dos splits')}`);
  const modelo = await api<Atividade>(gestor, 'GET', `/atividades/${items[0]!.id}`);
  return api<AtividadeCriada>(gestor, 'POST', '/atividades', {
    titulo,
    tipo_servico_id: modelo.tipo_servico.id,
    site_id: modelo.site.id,
    responsavel_id: user.id,
    prioridade: 'normal',
    agendada_para: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    questionario_id: modelo.questionario_id,
  });
}
