import type { Request } from 'miragejs';
import type { DemoModel, DemoSchema, DemoServer } from '../demoRegistry';
import { viewerOf } from '../profiles/viewer';
import { found } from '../shared/found';
import { guarded, idOf, ok, readBody, textOf } from '../shared/handlers';
import { postJson } from './serializers';
import type { Likes } from './types';

/** A new comment or reply: its text, or a comment object whose `data.comment` is the text (the template's). */
function newCommentText(value: unknown, field: string): string {
  const data: unknown = typeof value === 'object' && value !== null && 'data' in value ? value.data : undefined;
  const text = typeof data === 'object' && data !== null && 'comment' in data ? data.comment : value;
  return textOf(text, field);
}

const toggled = ({ like, value }: Likes): Likes => ({ like: !like, value: like ? value - 1 : value + 1 });

/** What a new comment or reply is made of besides its parent: signed by the viewer now, with no likes yet. */
const newEntry = (schema: DemoSchema, text: string) => ({
  profile: viewerOf(schema),
  text,
  time: new Date().toISOString(),
  likes: { like: false, value: 0 },
});

const allPosts = (schema: DemoSchema) => ok({ posts: schema.all('post').models.map(postJson) });

function postOf(schema: DemoSchema, body: Record<string, unknown>): DemoModel<'post'> {
  return found(schema.find('post', idOf(body.postId, 'postId')), 'Post');
}

/** The comment must belong to the post the body names. */
function commentOf(schema: DemoSchema, body: Record<string, unknown>): DemoModel<'comment'> {
  const post = postOf(schema, body);
  const commentId = idOf(body.commentId, 'commentId');
  return found(post.comments.models.find((comment) => comment.id === commentId), 'Comment');
}

export function socialRoutes(server: DemoServer): void {
  server.get('/api/data/postData', (schema) => schema.all('post'));

  server.post(
    '/api/data/posts/like',
    guarded((schema: DemoSchema, request: Request) => {
      const post = postOf(schema, readBody(request.requestBody));
      post.update({ likes: toggled(post.likes) });
      return allPosts(schema);
    }),
  );

  server.post(
    '/api/data/posts/comments/add',
    guarded((schema: DemoSchema, request: Request) => {
      const body = readBody(request.requestBody);
      const post = postOf(schema, body);
      schema.create('comment', { post, ...newEntry(schema, newCommentText(body.comment, 'comment')) });
      return allPosts(schema);
    }),
  );

  server.post(
    '/api/data/posts/replies/add',
    guarded((schema: DemoSchema, request: Request) => {
      const body = readBody(request.requestBody);
      const comment = commentOf(schema, body);
      schema.create('reply', { comment, ...newEntry(schema, newCommentText(body.reply, 'reply')) });
      return allPosts(schema);
    }),
  );

  server.post(
    '/api/data/posts/replies/like',
    guarded((schema: DemoSchema, request: Request) => {
      const comment = commentOf(schema, readBody(request.requestBody));
      comment.update({ likes: toggled(comment.likes) });
      return allPosts(schema);
    }),
  );

  server.get('/api/data/users', (schema) => schema.all('follower'));
  server.get('/api/data/gallery', (schema) => schema.all('galleryItem'));
}
