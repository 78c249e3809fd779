import type { CallFailure } from '#machines/callFailure';
import { criarOutbox, type ItemOutbox, type ResultadoEnvio } from '../../src/features/atividades/offline/outbox';

let n = 0;
const novaChave = () => `usuario-${++n}:empresa`;
const semRede: CallFailure = { status: null, body: null };
const recusa: CallFailure = { status: 409, body: { message: 'A atividade foi cancelada.' } };

/** The server's edge for the outbox: keeps what arrived, and answers from a script, then with success. */
function servidor(...respostas: Array<CallFailure | ResultadoEnvio>) {
  const recebidos: string[] = [];
  const enviar = async (item: ItemOutbox): Promise<ResultadoEnvio> => {
    const resposta = respostas.shift() ?? 'enviado';
    if (typeof resposta !== 'string') throw resposta;
    if (resposta === 'enviado') recebidos.push(String(item.corpo.texto));
    return resposta;
  };
  return { enviar, recebidos };
}

const estados = async (outbox: ReturnType<typeof criarOutbox>) => (await outbox.listar()).map((item) => `${String(item.corpo.texto)}:${item.estado}`);

test('sends the oldest first, each activity in the order its items were made', async () => {
  const outbox = criarOutbox(novaChave());
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { texto: 'a1' } });
  await outbox.adicionar({ atividade_id: 'b', tipo: 'comentario', corpo: { texto: 'b1' } });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'comentario', corpo: { texto: 'a2' } });
  const { enviar, recebidos } = servidor();

  expect(await outbox.enviar(enviar)).toBe('ok');

  expect(recebidos).toEqual(['a1', 'b1', 'a2']);
  expect(await estados(outbox)).toEqual(['a1:enviado', 'b1:enviado', 'a2:enviado']);
});

test('without the network the item stays unsent, nothing after it goes, and the next round sends it', async () => {
  const outbox = criarOutbox(novaChave());
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { texto: 'a1' } });
  await outbox.adicionar({ atividade_id: 'b', tipo: 'comentario', corpo: { texto: 'b1' } });
  const { enviar, recebidos } = servidor(semRede);

  expect(await outbox.enviar(enviar)).toBe('sem_rede');
  expect(await estados(outbox)).toEqual(['a1:nao_enviado', 'b1:nao_enviado']);

  expect(await outbox.enviar(enviar)).toBe('ok');
  expect(recebidos).toEqual(['a1', 'b1']);
});

test('a refusal keeps the item with the reason and holds back that activity only, until tried again or discarded', async () => {
  const outbox = criarOutbox(novaChave());
  const recusado = await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { texto: 'a1' } });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'comentario', corpo: { texto: 'a2' } });
  await outbox.adicionar({ atividade_id: 'b', tipo: 'comentario', corpo: { texto: 'b1' } });
  const { enviar, recebidos } = servidor(recusa);

  expect(await outbox.enviar(enviar)).toBe('ok');
  expect(recebidos).toEqual(['b1']);
  const [primeiro] = await outbox.listar();
  expect(primeiro).toMatchObject({ estado: 'conflito', erro: 'A atividade foi cancelada.' });

  await outbox.enviar(enviar);
  expect(recebidos).toEqual(['b1']);

  await outbox.descartar(recusado.id);
  await outbox.enviar(enviar);
  expect(recebidos).toEqual(['b1', 'a2']);
  expect(await estados(outbox)).toEqual(['a2:enviado']);
});

test('an item that must wait (answers still on the device) holds back its activity without a conflict', async () => {
  const outbox = criarOutbox(novaChave());
  await outbox.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { texto: 'a1' } });
  await outbox.adicionar({ atividade_id: 'a', tipo: 'comentario', corpo: { texto: 'a2' } });
  const { enviar, recebidos } = servidor('aguardar');

  expect(await outbox.enviar(enviar)).toBe('aguardando');
  expect(await estados(outbox)).toEqual(['a1:nao_enviado', 'a2:nao_enviado']);

  await outbox.enviar(enviar);
  expect(recebidos).toEqual(['a1', 'a2']);
});

test('what was not sent is there again after a reload, one person and company apart from another', async () => {
  const chave = novaChave();
  const antes = criarOutbox(chave);
  await antes.adicionar({ atividade_id: 'a', tipo: 'transicao', corpo: { texto: 'a1' } });
  await antes.enviar(servidor(semRede).enviar);

  expect(await criarOutbox(novaChave()).listar()).toEqual([]);
  const depois = criarOutbox(chave);
  expect(await estados(depois)).toEqual(['a1:nao_enviado']);
  const { enviar, recebidos } = servidor();
  await depois.enviar(enviar);
  expect(recebidos).toEqual(['a1']);
});
