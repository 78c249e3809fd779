import { screen, waitFor, within } from '@testing-library/react';
import type { Follower, GalleryItem, Post } from '#mirage/social/types';
import { demoData, openDemo, withUniqueNames } from '../../support/app/demo';

async function openFeed() {
  const opened = await openDemo('/apps/user-profile', 'Perfil');
  const feed = await screen.findByRole('region', { name: 'Publicações' });
  const posts = await demoData<Post[]>('/api/data/postData');
  // The first post always carries a discussion (the demo server's seed).
  const post = posts[0] as Post;
  const article = within(feed).getAllByRole('article')[0] as HTMLElement;
  return { ...opened, feed, posts, post, article };
}

describe('the demo social profile', () => {
  it('shows every post with its author, text and comments', async () => {
    const { feed, posts, post, article } = await openFeed();
    expect(within(feed).getAllByRole('article')).toHaveLength(posts.length);
    expect(article).toHaveAccessibleName(`Publicação de ${post.profile.name}`);
    expect(article).toHaveTextContent(post.data.content);
    const comments = within(article).getByRole('list', { name: 'Comentários' });
    for (const comment of post.data.comments) expect(comments).toHaveTextContent(comment.data.comment);
  });

  it('likes a post through the demo server and takes the like back: the count moves by one each way', async () => {
    const { user, post, article } = await openFeed();
    const like = within(article).getByRole('button', { name: `Curtir a publicação de ${post.profile.name}` });
    const { like: liked, value } = post.data.likes;
    expect(like).toHaveAttribute('aria-pressed', String(liked));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!liked)));
    expect(like).toHaveTextContent(String(liked ? value - 1 : value + 1));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(liked)));
    expect(like).toHaveTextContent(String(value));
    expect(((await demoData<Post[]>('/api/data/postData'))[0] as Post).data.likes).toEqual(post.data.likes);
  });

  it('adds a comment with Enter: it comes last under the post and the server keeps it', async () => {
    const { user, post, article } = await openFeed();
    await user.type(within(article).getByRole('textbox', { name: `Comentar a publicação de ${post.profile.name}` }), 'Visita confirmada{Enter}');
    const comments = within(article).getByRole('list', { name: 'Comentários' });
    await waitFor(() => expect(comments.lastElementChild).toHaveTextContent('Visita confirmada'));
    expect(within(comments).getAllByRole('listitem').filter((item) => item.parentElement === comments)).toHaveLength(post.data.comments.length + 1);
    const kept = (await demoData<Post[]>('/api/data/postData'))[0] as Post;
    expect(kept.data.comments.at(-1)?.data.comment).toBe('Visita confirmada');
  });

  it('answers a comment and likes it', async () => {
    const { user, post, article } = await openFeed();
    const comment = post.data.comments[0] as NonNullable<Post['data']['comments'][0]>;
    const author = comment.profile.name;
    const item = within(article).getByRole('list', { name: 'Comentários' }).children[0] as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Responder' }));
    const box = within(item).getByRole('textbox', { name: `Responder a ${author}` });
    expect(box).toHaveFocus();
    await user.type(box, 'Combinado{Enter}');
    const replies = within(item).getByRole('list', { name: `Respostas a ${author}` });
    await waitFor(() => expect(replies.lastElementChild).toHaveTextContent('Combinado'));
    expect(within(replies).getAllByRole('listitem')).toHaveLength(comment.data.replies.length + 1);

    const like = within(item).getByRole('button', { name: `Curtir o comentário de ${author}` });
    const { like: liked, value } = comment.data.likes;
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', String(!liked)));
    expect(like).toHaveTextContent(String(liked ? value - 1 : value + 1));
  });

  it('follows a follower and stops following them', async () => {
    const { user } = await openDemo('/apps/followers', 'Seguidores');
    const list = await screen.findByRole('list', { name: 'Seguidores' });
    const followers = await demoData<Follower[]>('/api/data/users');
    expect(within(list).getAllByRole('listitem')).toHaveLength(followers.length);
    const follower = withUniqueNames(followers, (candidate) => candidate.name)[0] as Follower;
    const button = within(list).getByRole('button', { name: `Seguir ${follower.name}` });
    expect(button).toHaveAttribute('aria-pressed', String(follower.isFollowed));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', String(!follower.isFollowed));
    expect(button).toHaveTextContent(follower.isFollowed ? 'Seguir' : 'Seguindo');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', String(follower.isFollowed));
  });

  it('shows the friends and the gallery, each on its own tab', async () => {
    const { user } = await openDemo('/apps/friends', 'Amigos');
    const friends = await screen.findByRole('list', { name: 'Amigos' });
    expect(within(friends).getAllByRole('listitem')).toHaveLength((await demoData<Follower[]>('/api/data/users')).length);
    await user.click(screen.getByRole('tab', { name: 'Galeria' }));
    const gallery = await screen.findByRole('list', { name: 'Galeria' });
    const items = await demoData<GalleryItem[]>('/api/data/gallery');
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(items.length);
    expect(within(gallery).getAllByRole('img', { name: (items[0] as GalleryItem).name }).length).toBeGreaterThan(0);
  });
});
