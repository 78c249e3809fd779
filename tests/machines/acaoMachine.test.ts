import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { acaoMachine, acoesDisponiveis, transicao, type AcaoContexto, type AcaoEvent } from '#machines/acaoMachine';
import { EVENTOS_ACAO, EVIDENCIA_MAX, type EventoAcao, type StatusAcao } from '#contract/acaoStatus';
import { MOTIVO_MAX } from '#contract/atividadeStatus';

const RESPONSAVEL = 'u-tecnico';

function contexto(campos: Partial<AcaoContexto> = {}): AcaoContexto {
  return { ator: { usuarioId: RESPONSAVEL, papel: 'tecnico' }, responsavelId: RESPONSAVEL, naVisitaSeguinte: false, ...campos };
}

const gestor = contexto({ ator: { usuarioId: 'u-gestor', papel: 'gestor' } });
const admin = contexto({ ator: { usuarioId: 'u-admin', papel: 'admin' } });
const outroTecnico = contexto({ ator: { usuarioId: 'u-outro', papel: 'tecnico' } });
const tecnicoDaVisita = contexto({ ator: { usuarioId: 'u-visita', papel: 'tecnico' }, naVisitaSeguinte: true });
const leitor = contexto({ ator: { usuarioId: 'u-leitor', papel: 'leitor' } });
const texto = { motivo: 'Vazamento voltou', comentario: 'Troquei a válvula' };
const events: AcaoEvent[] = EVENTOS_ACAO.map((evento) => ({ type: `acao.${evento}`, ...texto }));

/** Where each event leads from each status; absent means the status has no such transition. */
const DESTINO: Record<StatusAcao, Partial<Record<string, StatusAcao>>> = {
  aberta: { 'acao.iniciar': 'em_andamento', 'acao.cancelar': 'cancelada' },
  em_andamento: { 'acao.resolver': 'resolvida', 'acao.cancelar': 'cancelada' },
  resolvida: { 'acao.verificar': 'verificada', 'acao.reabrir': 'em_andamento', 'acao.cancelar': 'cancelada' },
  verificada: {},
  cancelada: {},
};

describe('corrective action lifecycle machine (paths from the graph, as a gestor)', () => {
  const paths = [...getShortestPaths(acaoMachine, { events, input: gestor }), ...getSimplePaths(acaoMachine, { events, input: gestor })];

  it('reaches every status', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['aberta', 'cancelada', 'em_andamento', 'resolvida', 'verificada']);
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    const actor = createActor(acaoMachine, { input: gestor }).start();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot().value as StatusAcao;
      actor.send(step.event as AcaoEvent);
      const after = actor.getSnapshot().value as StatusAcao;
      expect(after).toBe(DESTINO[before][step.event.type] ?? before);
      // The API's answer for the same step agrees with the machine.
      const resultado = transicao(before, gestor, step.event.type.replace('acao.', '') as EventoAcao, texto);
      expect(resultado.ok ? resultado.status : before).toBe(after);
    }
    expect(actor.getSnapshot().value).toBe(path.state.value);
  });

  it('goes round a reopening, which the simple paths cannot revisit, and ends verified', () => {
    const actor = createActor(acaoMachine, { input: gestor }).start();
    const vistos = [actor.getSnapshot().value];
    for (const evento of ['iniciar', 'resolver', 'reabrir', 'resolver', 'verificar'] as const) {
      actor.send({ type: `acao.${evento}`, ...texto });
      vistos.push(actor.getSnapshot().value);
    }
    expect(vistos).toEqual(['aberta', 'em_andamento', 'resolvida', 'em_andamento', 'resolvida', 'verificada']);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('who may do what', () => {
  /** Every transition the status has, as allowed or refused for this person. */
  const quadro = (ctx: AcaoContexto) =>
    (['aberta', 'em_andamento', 'resolvida'] as const).flatMap((status) =>
      Object.keys(DESTINO[status]).map((tipo) => {
        const evento = tipo.replace('acao.', '') as EventoAcao;
        return `${status} ${evento}: ${transicao(status, ctx, evento, texto).ok ? 'sim' : 'não'}`;
      }),
    );

  it('lets admin and gestor do everything', () => {
    const tudo = [
      'aberta iniciar: sim',
      'aberta cancelar: sim',
      'em_andamento resolver: sim',
      'em_andamento cancelar: sim',
      'resolvida verificar: sim',
      'resolvida reabrir: sim',
      'resolvida cancelar: sim',
    ];
    expect(quadro(gestor)).toEqual(tudo);
    expect(quadro(admin)).toEqual(tudo);
  });

  it('lets the responsável start and resolve their own action, and nothing else', () => {
    expect(quadro(contexto())).toEqual([
      'aberta iniciar: sim',
      'aberta cancelar: não',
      'em_andamento resolver: sim',
      'em_andamento cancelar: não',
      'resolvida verificar: não',
      'resolvida reabrir: não',
      'resolvida cancelar: não',
    ]);
  });

  it("lets the técnico of the next visit verify or reopen, and keeps another técnico and a leitor out", () => {
    expect(quadro(tecnicoDaVisita)).toEqual([
      'aberta iniciar: não',
      'aberta cancelar: não',
      'em_andamento resolver: não',
      'em_andamento cancelar: não',
      'resolvida verificar: sim',
      'resolvida reabrir: sim',
      'resolvida cancelar: não',
    ]);
    expect(quadro(outroTecnico).filter((linha) => linha.endsWith('sim'))).toEqual([]);
    expect(quadro(leitor).filter((linha) => linha.endsWith('sim'))).toEqual([]);
  });

  it('says why, in Portuguese', () => {
    expect(transicao('aberta', outroTecnico, 'iniciar')).toEqual({ ok: false, motivo: 'Só o responsável pela ação, um gestor ou um administrador pode fazer isso.' });
    expect(transicao('resolvida', contexto(), 'verificar')).toEqual({
      ok: false,
      motivo: 'Só um gestor, um administrador ou o técnico da próxima visita ao site pode fazer isso.',
    });
    expect(transicao('aberta', contexto(), 'cancelar', texto)).toEqual({ ok: false, motivo: 'Só um gestor ou um administrador pode fazer isso.' });
    expect(transicao('verificada', gestor, 'cancelar', texto)).toEqual({ ok: false, motivo: 'Não é possível cancelar uma ação verificada.' });
    expect(transicao('aberta', gestor, 'resolver', texto)).toEqual({ ok: false, motivo: 'Não é possível resolver uma ação aberta.' });
  });
});

describe('what a transition must carry', () => {
  it('resolves only with a comment of what was done', () => {
    expect(transicao('em_andamento', contexto(), 'resolver')).toEqual({ ok: false, motivo: 'Descreva o que foi feito para resolver.' });
    expect(transicao('em_andamento', contexto(), 'resolver', { comentario: '   ' }).ok).toBe(false);
    expect(transicao('em_andamento', contexto(), 'resolver', { comentario: 'x'.repeat(EVIDENCIA_MAX.comentario + 1) })).toEqual({
      ok: false,
      motivo: `O comentário deve ter no máximo ${EVIDENCIA_MAX.comentario} caracteres.`,
    });
    expect(transicao('em_andamento', contexto(), 'resolver', { comentario: 'Troquei a válvula' })).toEqual({ ok: true, status: 'resolvida' });
  });

  it('reopens and cancels only with a reason', () => {
    expect(transicao('resolvida', tecnicoDaVisita, 'reabrir', { motivo: ' ' })).toEqual({ ok: false, motivo: 'Informe o motivo.' });
    expect(transicao('resolvida', tecnicoDaVisita, 'reabrir', { motivo: 'Ainda vaza' })).toEqual({ ok: true, status: 'em_andamento' });
    expect(transicao('aberta', gestor, 'cancelar', { motivo: 'x'.repeat(MOTIVO_MAX + 1) })).toEqual({
      ok: false,
      motivo: `O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`,
    });
  });
});

describe('acoesDisponiveis', () => {
  it('offers what the machine allows this person in this status', () => {
    expect(acoesDisponiveis('aberta', contexto())).toEqual(['iniciar']);
    expect(acoesDisponiveis('aberta', gestor)).toEqual(['iniciar', 'cancelar']);
    expect(acoesDisponiveis('em_andamento', contexto())).toEqual(['resolver']);
    expect(acoesDisponiveis('resolvida', contexto())).toEqual([]);
    expect(acoesDisponiveis('resolvida', tecnicoDaVisita)).toEqual(['verificar', 'reabrir']);
    expect(acoesDisponiveis('verificada', gestor)).toEqual([]);
    expect(acoesDisponiveis('em_andamento', leitor)).toEqual([]);
  });
});
