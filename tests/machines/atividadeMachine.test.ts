import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, transition } from 'xstate';
import { acoesDisponiveis, atividadeMachine, naSituacao, recusaDasRespostas, transicao, type AtividadeContexto, type AtividadeEvent } from '#machines/atividadeMachine';
import { EVENTOS_ATIVIDADE, MOTIVO_MAX, type StatusAtividade } from '#contract/atividadeStatus';
import { definicao, pergunta, secao, simNao } from '../support/questionarios';

const RESPONSAVEL = 'u-tecnico';

function contexto(campos: Partial<AtividadeContexto> = {}): AtividadeContexto {
  return {
    ator: { usuarioId: RESPONSAVEL, papel: 'tecnico' },
    responsavelId: RESPONSAVEL,
    definicao: null,
    respostas: {},
    comentarios: {},
    ...campos,
  };
}

const gestor = contexto({ ator: { usuarioId: 'u-gestor', papel: 'gestor' } });
const events: AtividadeEvent[] = EVENTOS_ATIVIDADE.map((evento) => ({ type: `atividade.${evento}`, motivo: 'Cliente pediu' }));

/** Where each event leads from each status; absent means refused. */
const DESTINO: Record<StatusAtividade, Partial<Record<string, StatusAtividade>>> = {
  agendada: { 'atividade.iniciar': 'em_andamento', 'atividade.cancelar': 'cancelada' },
  em_andamento: { 'atividade.pausar': 'pausada', 'atividade.concluir': 'concluida', 'atividade.cancelar': 'cancelada' },
  pausada: { 'atividade.retomar': 'em_andamento', 'atividade.cancelar': 'cancelada' },
  concluida: { 'atividade.reabrir': 'em_andamento' },
  cancelada: {},
};

describe('activity lifecycle machine (paths from the graph, as a gestor)', () => {
  const paths = [
    ...getShortestPaths(atividadeMachine, { events, input: gestor }),
    ...getSimplePaths(atividadeMachine, { events, input: gestor }),
  ];

  it('reaches every status', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['agendada', 'cancelada', 'concluida', 'em_andamento', 'pausada']);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    const actor = createActor(atividadeMachine, { input: gestor }).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot().value as StatusAtividade;
      actor.send(step.event as AtividadeEvent);
      const after = actor.getSnapshot().value as StatusAtividade;
      expect(after).toBe(DESTINO[before][step.event.type] ?? before);
      // The API's answer for the same step agrees with the machine.
      const evento = step.event.type.replace('atividade.', '') as (typeof EVENTOS_ATIVIDADE)[number];
      const resultado = transicao(before, gestor, evento, 'Cliente pediu');
      expect(resultado.ok ? resultado.status : before).toBe(after);
    }
    expect(actor.getSnapshot().value).toBe(path.state.value);
  });
});

describe('who may do what', () => {
  it('lets the responsável start, pause, resume and conclude, and nobody else but a gestor or admin', () => {
    const outroTecnico = contexto({ ator: { usuarioId: 'u-outro', papel: 'tecnico' } });
    const leitor = contexto({ ator: { usuarioId: 'u-leitor', papel: 'leitor' } });
    expect(transicao('agendada', contexto(), 'iniciar')).toEqual({ ok: true, status: 'em_andamento' });
    expect(transicao('agendada', outroTecnico, 'iniciar')).toEqual({
      ok: false,
      motivo: 'Só o responsável pela atividade, um gestor ou um administrador pode fazer isso.',
    });
    expect(transicao('em_andamento', leitor, 'pausar').ok).toBe(false);
    expect(transicao('pausada', contexto({ ator: { usuarioId: 'x', papel: 'admin' } }), 'retomar')).toEqual({ ok: true, status: 'em_andamento' });
  });

  it('keeps cancelling and reopening to gestores and admins, always with a reason', () => {
    expect(transicao('agendada', contexto(), 'cancelar', 'Chuva')).toEqual({ ok: false, motivo: 'Só um gestor ou um administrador pode fazer isso.' });
    expect(transicao('agendada', gestor, 'cancelar', '  ')).toEqual({ ok: false, motivo: 'Informe o motivo.' });
    expect(transicao('agendada', gestor, 'cancelar', 'x'.repeat(MOTIVO_MAX + 1))).toEqual({
      ok: false,
      motivo: `O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`,
    });
    expect(transicao('pausada', gestor, 'cancelar', 'Cliente fechado')).toEqual({ ok: true, status: 'cancelada' });
    expect(transicao('concluida', contexto(), 'reabrir', 'Faltou foto').ok).toBe(false);
    expect(transicao('concluida', gestor, 'reabrir', 'Faltou foto')).toEqual({ ok: true, status: 'em_andamento' });
  });

  it('says which transition the status does not have', () => {
    expect(transicao('agendada', gestor, 'pausar')).toEqual({ ok: false, motivo: 'Não é possível pausar uma atividade agendada.' });
    expect(transicao('concluida', gestor, 'cancelar', 'x')).toEqual({ ok: false, motivo: 'Não é possível cancelar uma atividade concluída.' });
    expect(transicao('cancelada', gestor, 'reabrir', 'x')).toEqual({ ok: false, motivo: 'Não é possível reabrir uma atividade cancelada.' });
  });
});

describe('concluding with a questionnaire', () => {
  const def = definicao([
    secao('s1', [
      simNao('extintor', { obrigatoria: true, critica: true }),
      pergunta('motivo', { obrigatoria: true, regra: { combinar: 'todas', condicoes: [{ pergunta: 'extintor', operador: 'igual', valor: 'nao' }] } }),
      pergunta('obs', { obrigatoria: true }),
    ]),
  ]);
  const com = (respostas: AtividadeContexto['respostas'], comentarios: AtividadeContexto['comentarios'] = {}) =>
    contexto({ definicao: def, respostas, comentarios });

  it('is refused while visible required questions have no answer, and hidden ones do not count', () => {
    expect(transicao('em_andamento', com({}), 'concluir')).toEqual({
      ok: false,
      motivo: 'Responda as 2 perguntas obrigatórias que faltam antes de concluir.',
    });
    expect(transicao('em_andamento', com({ extintor: 'sim' }), 'concluir')).toEqual({
      ok: false,
      motivo: 'Responda a pergunta obrigatória que falta antes de concluir.',
    });
    expect(transicao('em_andamento', com({ extintor: 'sim', obs: 'Tudo certo' }), 'concluir')).toEqual({ ok: true, status: 'concluida' });
  });

  it('is refused while a failed critical question has no comment', () => {
    const respostas = { extintor: 'nao', motivo: 'Vencido', obs: 'Trocar' };
    expect(transicao('em_andamento', com(respostas), 'concluir')).toEqual({
      ok: false,
      motivo: 'Uma pergunta crítica reprovada precisa de um comentário antes de concluir.',
    });
    expect(transicao('em_andamento', com(respostas, { extintor: 'Extintor vencido em 2025' }), 'concluir').ok).toBe(true);
  });
});

describe('acoesDisponiveis', () => {
  it('offers what the machine allows this person in this status', () => {
    expect(acoesDisponiveis('agendada', contexto())).toEqual(['iniciar']);
    expect(acoesDisponiveis('agendada', gestor)).toEqual(['iniciar', 'cancelar']);
    expect(acoesDisponiveis('em_andamento', contexto())).toEqual(['pausar', 'concluir']);
    expect(acoesDisponiveis('concluida', contexto())).toEqual([]);
    expect(acoesDisponiveis('concluida', gestor)).toEqual(['reabrir']);
    expect(acoesDisponiveis('cancelada', gestor)).toEqual([]);
    expect(acoesDisponiveis('em_andamento', contexto({ ator: { usuarioId: 'u-leitor', papel: 'leitor' } }))).toEqual([]);
  });

  it('offers concluir while answers are missing, so that choosing it says what is missing', () => {
    const def = definicao([secao('s1', [pergunta('obs', { obrigatoria: true })])]);
    expect(acoesDisponiveis('em_andamento', contexto({ definicao: def }))).toContain('concluir');
    const [depois] = transition(atividadeMachine, naSituacao('em_andamento', contexto({ definicao: def })), { type: 'atividade.concluir' });
    expect(depois.value).toBe('em_andamento');
  });
});

describe('recusaDasRespostas', () => {
  it('lets whoever carries the activity out answer while it is em andamento, and nobody otherwise', () => {
    expect(recusaDasRespostas('em_andamento', contexto())).toBeNull();
    expect(recusaDasRespostas('em_andamento', gestor)).toBeNull();
    expect(recusaDasRespostas('em_andamento', contexto({ ator: { usuarioId: 'u-outro', papel: 'tecnico' } }))).toBe(
      'Só o responsável pela atividade, um gestor ou um administrador pode fazer isso.',
    );
    expect(recusaDasRespostas('em_andamento', contexto({ ator: { usuarioId: 'u-leitor', papel: 'leitor' } }))).not.toBeNull();
    for (const status of ['agendada', 'pausada', 'concluida', 'cancelada'] as const) {
      expect(recusaDasRespostas(status, gestor)).toBe('Só é possível responder o questionário de uma atividade em andamento.');
    }
  });
});
