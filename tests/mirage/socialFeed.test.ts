import { demoClient } from '#mirage/demoClient';
import type { Post, PostComment } from '#mirage/social/types';
import { expectDemoIds, expectInternalError, keysOf, useDemoServer } from './demoServer';

const server = useDemoServer();

async function posts(): Promise<Post[]> {
  return (await demoClient.get<Post[]>('/api/data/postData')).data;
}

/** POSTs a body and returns the posts of the answer, checking the template's 200 `{ posts }`. */
async function send(path: string, body: object): Promise<Post[]> {
  const response = await demoClient.post<{ posts: Post[] }>(path, body);
  expect(response.status).toBe(200);
  expect(keysOf(response.data)).toEqual(['posts']);
  return response.data.posts;
}

function postIn(list: Post[], id: number): Post {
  const post = list.find((candidate) => candidate.id === id);
  if (!post) throw new Error(`post ${id} is missing`);
  return post;
}

function commentIn(list: Post[], postId: number, commentId: number): PostComment {
  const comment = postIn(list, postId).data.comments.find((candidate) => candidate.id === commentId);
  if (!comment) throw new Error(`comment ${commentId} is missing`);
  return comment;
}

/** The first post with a comment (the seed always gives the first post a discussion). */
async function discussion(): Promise<{ post: Post; comment: PostComment }> {
  const post = (await posts()).find((candidate) => candidate.data.comments.length > 0);
  const comment = post?.data.comments[0];
  if (!post || !comment) throw new Error('no post has a comment');
  return { post, comment };
}

const viewerName = () => server().schema.findBy('profile', { viewer: true })?.name;

describe('POST /api/data/posts/like', () => {
  it('toggles the like and moves the count by one, both ways', async () => {
    const [before] = await posts();
    if (!before) throw new Error('no post');
    const { like, value } = before.data.likes;

    const once = postIn(await send('/api/data/posts/like', { postId: before.id }), before.id);
    expect(once.data.likes).toEqual({ like: !like, value: like ? value - 1 : value + 1 });

    const twice = postIn(await send('/api/data/posts/like', { postId: before.id }), before.id);
    expect(twice.data.likes).toEqual({ like, value });
    expect(postIn(await posts(), before.id).data.likes).toEqual({ like, value });
  });

  it('answers 500 for a post that does not exist', async () => {
    await expectInternalError('/api/data/posts/like', { postId: 99_999 });
  });

  it('answers 500 for a body that is not JSON', async () => {
    await expectInternalError('/api/data/posts/like', '{postId:');
  });
});

describe('POST /api/data/posts/comments/add', () => {
  it('appends the comment, signed by the person using the demo, and answers every post', async () => {
    const [post] = await posts();
    if (!post) throw new Error('no post');
    const answer = await send('/api/data/posts/comments/add', { postId: post.id, comment: 'Ótimo trabalho!' });

    expect(answer).toHaveLength((await posts()).length);
    const comments = postIn(answer, post.id).data.comments;
    expect(comments).toHaveLength(post.data.comments.length + 1);
    expect(comments.slice(0, -1)).toEqual(post.data.comments);
    const added = comments.at(-1);
    expect(added?.data).toEqual({ comment: 'Ótimo trabalho!', likes: { like: false, value: 0 }, replies: [] });
    expect(added?.profile.name).toBe(viewerName());
    expectDemoIds(answer.flatMap((each) => each.data.comments.map((comment) => comment.id)));
  });

  it('takes a comment in the template’s shape, reading its text', async () => {
    const [post] = await posts();
    if (!post) throw new Error('no post');
    const comment = { id: 'novo', profile: { name: 'Alguém' }, data: { comment: 'Vale a leitura.', replies: [] } };
    const answer = await send('/api/data/posts/comments/add', { postId: post.id, comment });
    expect(postIn(answer, post.id).data.comments.at(-1)?.data.comment).toBe('Vale a leitura.');
  });

  it('answers 500 and adds nothing when the comment has no text', async () => {
    const [post] = await posts();
    if (!post) throw new Error('no post');
    await expectInternalError('/api/data/posts/comments/add', { postId: post.id, comment: '  ' });
    expect(postIn(await posts(), post.id).data.comments).toEqual(post.data.comments);
  });

  it('answers 500 for a post that does not exist', async () => {
    await expectInternalError('/api/data/posts/comments/add', { postId: 99_999, comment: 'Olá' });
  });
});

describe('POST /api/data/posts/replies/add', () => {
  it('appends the reply to the comment', async () => {
    const { post, comment } = await discussion();
    const answer = await send('/api/data/posts/replies/add', {
      postId: post.id,
      commentId: comment.id,
      reply: 'Concordo.',
    });
    const replies = commentIn(answer, post.id, comment.id).data.replies;
    expect(replies).toHaveLength(comment.data.replies.length + 1);
    expect(replies.slice(0, -1)).toEqual(comment.data.replies);
    const added = replies.at(-1);
    expect(added && keysOf(added)).toEqual(['data', 'id', 'profile']);
    expect(added?.data).toEqual({ comment: 'Concordo.', likes: { like: false, value: 0 } });
    expect(added?.profile.name).toBe(viewerName());
  });

  it('answers 500 when the comment belongs to another post', async () => {
    const { post, comment } = await discussion();
    const other = (await posts()).find((candidate) => candidate.id !== post.id);
    if (!other) throw new Error('only one post');
    await expectInternalError('/api/data/posts/replies/add', { postId: other.id, commentId: comment.id, reply: 'Oi' });
    expect(commentIn(await posts(), post.id, comment.id).data.replies).toEqual(comment.data.replies);
  });

  it('answers 500 when the comment does not exist', async () => {
    const { post } = await discussion();
    await expectInternalError('/api/data/posts/replies/add', { postId: post.id, commentId: 99_999, reply: 'Oi' });
  });
});

describe('POST /api/data/posts/replies/like', () => {
  it('toggles the comment’s like and moves its count by one, both ways', async () => {
    const { post, comment } = await discussion();
    const { like, value } = comment.data.likes;
    const body = { postId: post.id, commentId: comment.id };

    const once = commentIn(await send('/api/data/posts/replies/like', body), post.id, comment.id);
    expect(once.data.likes).toEqual({ like: !like, value: like ? value - 1 : value + 1 });
    expect(once.data.replies).toEqual(comment.data.replies);

    const twice = commentIn(await send('/api/data/posts/replies/like', body), post.id, comment.id);
    expect(twice.data.likes).toEqual({ like, value });
  });

  it('answers 500 without a commentId', async () => {
    const { post } = await discussion();
    await expectInternalError('/api/data/posts/replies/like', { postId: post.id });
  });
});
