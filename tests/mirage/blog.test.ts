import { demoClient } from '#mirage/demoClient';
import { slugOf } from '#mirage/blog/slug';
import type { BlogPost } from '#mirage/blog/types';
import { answerTo, expectInternalError, keysOf, useDemoServer } from './demoServer';

const server = useDemoServer();

async function blogPosts(): Promise<BlogPost[]> {
  return (await demoClient.get<BlogPost[]>('/api/data/blog/BlogPosts')).data;
}

describe('the slug of a blog title', () => {
  it.each([
    ['Guia de Inspeção', 'guia-de-inspecao'],
    ['Olá, mundo! 2025', 'ola-mundo-2025'],
    ['Ação & reação', 'acao--reacao'],
    ['Çedilha: à, é, ô, ü', 'cedilha-a-e-o-u'],
    ['já_feito (v2.0)?', 'ja_feito-v20'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('leaves a slug as it is, so a title and its slug find the same post', () => {
    expect(slugOf(slugOf('Manutenção Preventiva: o básico!'))).toBe(slugOf('Manutenção Preventiva: o básico!'));
  });
});

describe('POST /api/data/blog/post', () => {
  it('finds each post by the slug of its title', async () => {
    for (const post of await blogPosts()) {
      const response = await demoClient.post<{ post: BlogPost }>('/api/data/blog/post', { title: slugOf(post.title) });
      expect(response.status).toBe(200);
      expect(response.data).toEqual({ post });
    }
  });

  it('finds a post whose title has punctuation and accents, by its slug or its title', async () => {
    const author = server().schema.first('profile');
    const created = server().create('blogPost', { title: 'Inspeção às 8h: checklist & dicas!', author });
    for (const title of ['inspecao-as-8h-checklist--dicas', 'Inspeção às 8h: checklist & dicas!']) {
      const response = await demoClient.post<{ post: BlogPost }>('/api/data/blog/post', { title });
      expect(response.data.post.id).toBe(Number(created.id));
      expect(response.data.post.title).toBe('Inspeção às 8h: checklist & dicas!');
    }
  });

  it('finds a post by the slug its title makes by the rule as written, accented letters dropped', async () => {
    const author = server().schema.first('profile');
    const created = server().create('blogPost', { title: 'Manutenção Preventiva', author });
    const response = await demoClient.post<{ post: BlogPost }>('/api/data/blog/post', { title: 'manuteno-preventiva' });
    expect(response.data.post.id).toBe(Number(created.id));
  });

  it("answers 404 'Post not found' when no title matches", async () => {
    expect(await answerTo('/api/data/blog/post', { title: 'nenhum-post-assim' })).toEqual({
      status: 404,
      data: { code: 'nao_encontrado', message: 'Post not found' },
    });
  });

  it('answers 500 without a title', async () => {
    await expectInternalError('/api/data/blog/post', {});
  });
});

describe('POST /api/data/blog/post/add', () => {
  it('puts the new comment first and answers every post', async () => {
    const [post] = await blogPosts();
    if (!post) throw new Error('no blog post');
    const response = await demoClient.post<{ posts: BlogPost[] }>('/api/data/blog/post/add', {
      postId: post.id,
      comment: 'Muito útil, obrigado!',
    });
    expect(response.status).toBe(200);
    expect(keysOf(response.data)).toEqual(['posts']);
    expect(response.data.posts).toHaveLength(9);

    const comments = response.data.posts.find(({ id }) => id === post.id)?.comments ?? [];
    expect(comments).toHaveLength(post.comments.length + 1);
    expect(comments.slice(1)).toEqual(post.comments);
    expect(comments[0]).toMatchObject({ comment: 'Muito útil, obrigado!', replies: [] });
    expect(comments[0]?.profile.name).toBe(server().schema.findBy('profile', { viewer: true })?.name);
    expect((await blogPosts()).find(({ id }) => id === post.id)?.comments).toEqual(comments);
  });

  it('takes a comment in the template’s shape, reading its text', async () => {
    const [post] = await blogPosts();
    if (!post) throw new Error('no blog post');
    const comment = { id: 'novo', profile: { name: 'Alguém' }, time: '', comment: 'Li até o fim.', replies: [] };
    const { data } = await demoClient.post<{ posts: BlogPost[] }>('/api/data/blog/post/add', { postId: post.id, comment });
    expect(data.posts.find(({ id }) => id === post.id)?.comments[0]?.comment).toBe('Li até o fim.');
  });

  it('answers 500 for a post that does not exist', async () => {
    await expectInternalError('/api/data/blog/post/add', { postId: 99_999, comment: 'Olá' });
  });

  it('answers 500 and adds nothing when the comment has no text', async () => {
    const [post] = await blogPosts();
    if (!post) throw new Error('no blog post');
    await expectInternalError('/api/data/blog/post/add', { postId: post.id });
    expect((await blogPosts()).find(({ id }) => id === post.id)?.comments).toEqual(post.comments);
  });
});
