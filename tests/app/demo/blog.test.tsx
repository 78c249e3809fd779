import { screen, within } from '@testing-library/react';
import type { BlogPost } from '#mirage/blog/types';
import { slugOf } from '#mirage/blog/slug';
import { demoData, openDemo } from '../../support/app/demo';
import { heading, waitForPath } from '../../support/app/renderApp';

const POSTS = '/api/data/blog/BlogPosts';

describe('the demo blog', () => {
  it('lists the posts, the featured first, and filters them by category', async () => {
    const { user } = await openDemo('/apps/blog/posts', 'Blog');
    const grid = await screen.findByRole('region', { name: 'Publicações' });
    const posts = await demoData<BlogPost[]>(POSTS);
    const titles = within(grid).getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    expect(titles).toHaveLength(posts.length);
    const featured = posts.filter((post) => post.featured).map((post) => post.title);
    expect(titles.slice(0, featured.length).sort()).toEqual([...featured].sort());

    const category = (posts[0] as BlogPost).category;
    const name = { Gadget: 'Gadgets', Lifestyle: 'Estilo de vida', Design: 'Design', Social: 'Social', Health: 'Saúde' }[category];
    await user.click(screen.getByRole('button', { name }));
    const inCategory = posts.filter((post) => post.category === category);
    expect(within(screen.getByRole('region', { name: 'Publicações' })).getAllByRole('heading', { level: 2 })).toHaveLength(inCategory.length);
  });

  it('opens a post by its slug and adds a comment, which comes first', async () => {
    const { user } = await openDemo('/apps/blog/posts', 'Blog');
    await screen.findByRole('region', { name: 'Publicações' });
    const post = (await demoData<BlogPost[]>(POSTS))[0] as BlogPost;
    await user.click(screen.getByRole('link', { name: post.title }));
    await waitForPath(`/apps/blog/detail/${slugOf(post.title)}`);
    const article = await screen.findByRole('article', { name: post.title });
    const before = post.comments.length;
    expect(within(article).getByRole('heading', { name: `Comentários (${before})` })).toBeInTheDocument();

    await user.type(within(article).getByRole('textbox', { name: 'Seu comentário' }), 'Muito útil');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(article).findByRole('heading', { name: `Comentários (${before + 1})` })).toBeInTheDocument();
    const comments = within(article).getByRole('list', { name: 'Comentários' });
    expect(within(comments).getAllByRole('listitem')[0]).toHaveTextContent('Muito útil');
    expect(within(article).getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('');
    // The demo server kept it: read again, the post has it first.
    const again = (await demoData<BlogPost[]>(POSTS)).find((candidate) => candidate.id === post.id) as BlogPost;
    expect(again.comments[0]?.comment).toBe('Muito útil');
  });

  it('says so when no post has the address', async () => {
    await openDemo('/apps/blog/detail/nenhuma-publicacao-assim', 'Blog');
    expect(await screen.findByText('Publicação não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao blog' })).toHaveAttribute('href', '/apps/blog/posts');
    await heading('Blog');
  });
});
