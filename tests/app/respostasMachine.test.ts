import { createActor, fromPromise, waitFor } from 'xstate';
import { respostasMachine, type Lote, type RespostasState } from '../../src/features/atividades/detalhes/respostasMachine';

/** The autosave with a `salvar` the test answers by hand, and no pause to wait through. */
function autosave(reenvio = 60_000) {
  const enviados: Lote[] = [];
  const respostas: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const actor = createActor(
    respostasMachine.provide({
      delays: { pausa: 0, reenvio },
      actors: {
        salvar: fromPromise<unknown, Lote>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              enviados.push(input);
              respostas.push({ resolve: () => resolve(undefined), reject });
            }),
        ),
      },
    }),
  ).start();
  const emEstado = (estado: RespostasState) => waitFor(actor, (snapshot) => snapshot.matches(estado));
  return { actor, enviados, respostas, emEstado };
}

describe('answers autosave', () => {
  it('sends what was written after the pause, and what is written during a save in the next one', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    actor.send({ type: 'respostas.comentar', id: 'p1', texto: 'Ok' });
    await emEstado('salvando');
    actor.send({ type: 'respostas.responder', id: 'p2', valor: 3 });
    respostas[0]!.resolve();
    await waitFor(actor, () => enviados.length === 2);
    respostas[1]!.resolve();
    await emEstado('salvo');
    expect(enviados).toEqual([
      { respostas: { p1: 'sim' }, comentarios: { p1: 'Ok' } },
      { respostas: { p2: 3 }, comentarios: {} },
    ]);
    expect(actor.getSnapshot().context).toEqual({ pendentes: { respostas: {}, comentarios: {} }, enviando: null, failure: null, atuais: null });
  });

  it('stops on a conflict with the unsent answers kept, takes no more, and drops them when the activity is read again', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    await emEstado('salvando');
    actor.send({ type: 'respostas.responder', id: 'p2', valor: 'nao' });
    respostas[0]!.reject({ status: 409, body: { message: 'Alterado por outra pessoa.' } });
    await emEstado('conflito');
    expect(actor.getSnapshot().context.pendentes.respostas).toEqual({ p1: 'sim', p2: 'nao' });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 409, body: { message: 'Alterado por outra pessoa.' } });
    actor.send({ type: 'respostas.responder', id: 'p3', valor: 'sim' });
    actor.send({ type: 'respostas.enviar' });
    expect(actor.getSnapshot().value).toBe('conflito');
    expect(actor.getSnapshot().context.pendentes.respostas).not.toHaveProperty('p3');
    actor.send({ type: 'respostas.descartar' });
    expect(actor.getSnapshot().value).toBe('salvo');
    expect(actor.getSnapshot().context.pendentes).toEqual({ respostas: {}, comentarios: {} });
    expect(enviados).toHaveLength(1);
  });

  it('sends each lote with the versao its oldest answer was written over, and after a conflict sends again over the server versao once every answer named is chosen', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim', versao: 3 });
    actor.send({ type: 'respostas.responder', id: 'p2', valor: 'nao', versao: 4 });
    actor.send({ type: 'respostas.comentar', id: 'p1', texto: 'Ok', versao: 4 });
    await emEstado('salvando');
    expect(enviados[0]).toEqual({ respostas: { p1: 'sim', p2: 'nao' }, comentarios: { p1: 'Ok' }, versao: 3 });
    const atuais = { versao: 7, respostas: { p1: 'nao' }, comentarios: { p1: 'Visto' } };
    respostas[0]!.reject({ status: 409, body: { message: 'Alteradas por outra pessoa.', atuais } });
    await emEstado('conflito');
    expect(actor.getSnapshot().context).toMatchObject({ atuais, pendentes: { respostas: { p1: 'sim', p2: 'nao' }, comentarios: { p1: 'Ok' } } });

    actor.send({ type: 'respostas.escolher', tipo: 'respostas', id: 'p1', escolha: 'minha' });
    expect(actor.getSnapshot().value).toBe('conflito');
    actor.send({ type: 'respostas.escolher', tipo: 'comentarios', id: 'p1', escolha: 'atual' });
    await emEstado('salvando');
    expect(enviados[1]).toEqual({ respostas: { p1: 'sim', p2: 'nao' }, comentarios: {}, versao: 7 });
    respostas[1]!.resolve();
    await emEstado('salvo');
    expect(actor.getSnapshot().context.atuais).toBeNull();
  });

  it('keeps what failed for another kind of error and sends it again, under the newer answers', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    await emEstado('salvando');
    respostas[0]!.reject({ status: 500, body: { message: 'Erro interno.' } });
    await emEstado('falhou');
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'nao' });
    actor.send({ type: 'respostas.tentar' });
    await emEstado('salvando');
    expect(enviados[1]).toEqual({ respostas: { p1: 'nao' }, comentarios: {} });
    respostas[1]!.resolve();
    await emEstado('salvo');
  });

  it('without a connection keeps the answers, takes newer ones over them, and sends them all when it returns', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    actor.send({ type: 'respostas.responder', id: 'p2', valor: 'nao' });
    await emEstado('salvando');
    respostas[0]!.reject({ status: null, body: null });
    await emEstado('semConexao');
    actor.send({ type: 'respostas.responder', id: 'p2', valor: 'sim' });
    actor.send({ type: 'respostas.comentar', id: 'p2', texto: 'Trocado' });
    expect(actor.getSnapshot().value).toBe('semConexao');
    expect(enviados).toHaveLength(1);
    actor.send({ type: 'respostas.online' });
    await emEstado('salvando');
    expect(enviados[1]).toEqual({ respostas: { p1: 'sim', p2: 'sim' }, comentarios: { p2: 'Trocado' } });
    respostas[1]!.resolve();
    await emEstado('salvo');
  });

  it('tries again by itself now and then while without a connection', async () => {
    const { actor, enviados, respostas, emEstado } = autosave(20);
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    await emEstado('salvando');
    respostas[0]!.reject({ status: null, body: null });
    await emEstado('semConexao');
    await waitFor(actor, () => enviados.length === 2);
    expect(enviados[1]).toEqual({ respostas: { p1: 'sim' }, comentarios: {} });
    respostas[1]!.resolve();
    await emEstado('salvo');
  });

  it('sends answers kept on the device from an earlier visit, under what was written since', async () => {
    const { actor, enviados, respostas, emEstado } = autosave();
    actor.send({ type: 'respostas.restaurar', lote: { respostas: {}, comentarios: {} } });
    expect(actor.getSnapshot().value).toBe('salvo');
    actor.send({ type: 'respostas.restaurar', lote: { respostas: { p1: 'nao', p3: 2 }, comentarios: {} } });
    await emEstado('salvando');
    expect(enviados[0]).toEqual({ respostas: { p1: 'nao', p3: 2 }, comentarios: {} });
    actor.send({ type: 'respostas.responder', id: 'p1', valor: 'sim' });
    respostas[0]!.resolve();
    await waitFor(actor, () => enviados.length === 2);
    expect(enviados[1]).toEqual({ respostas: { p1: 'sim' }, comentarios: {} });
  });
});
