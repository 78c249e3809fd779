import { demoClient } from '#mirage/demoClient';
import type { ChatContact } from '#mirage/chat/types';
import type { Post } from '#mirage/social/types';
import type { DemoServer } from '#mirage/demoRegistry';
import { startDemoServer } from '#mirage/startDemoServer';

let server: DemoServer | undefined;
afterEach(() => server?.shutdown());

const chats = async () => (await demoClient.get<ChatContact[]>('/api/data/chat/ChatData')).data;
const names = (list: ChatContact[]) => list.map(({ id, name }) => `${id} ${name}`);

it('generates the data afresh on each start', async () => {
  server = startDemoServer({ environment: 'test' });
  const first = await chats();
  server = startDemoServer({ environment: 'test' });
  const second = await chats();
  expect(second).toHaveLength(10);
  expect(names(second)).not.toEqual(names(first));
});

it('forgets what was changed before the restart', async () => {
  server = startDemoServer({ environment: 'test' });
  const { data } = await demoClient.get<Post[]>('/api/data/postData');
  const [post] = data;
  if (!post) throw new Error('no post');
  await demoClient.post('/api/data/posts/comments/add', { postId: post.id, comment: 'Antes de reiniciar' });
  server = startDemoServer({ environment: 'test' });
  const after = (await demoClient.get<Post[]>('/api/data/postData')).data;
  const texts = after.flatMap((each) => each.data.comments.map((comment) => comment.data.comment));
  expect(texts).not.toContain('Antes de reiniciar');
});

it('shuts down the server started before, so only the new data is answered', async () => {
  const earlier = startDemoServer({ environment: 'test' });
  const stale = await chats();
  server = startDemoServer({ environment: 'test' });
  expect(names(await chats())).not.toEqual(names(stale));
  expect(server.schema.all('chat').models.map(({ id }) => Number(id))).toEqual((await chats()).map(({ id }) => id));
});

it('keeps answering when a server it replaced is shut down late', async () => {
  const earlier = startDemoServer({ environment: 'test' });
  server = startDemoServer({ environment: 'test' });
  earlier.shutdown();
  expect(await chats()).toHaveLength(10);
});
