import type { Request } from 'miragejs';
import type { DemoSchema, DemoServer } from '../demoRegistry';
import { viewerOf } from '../profiles/viewer';
import { found } from '../shared/found';
import { guarded, idOf, notFound, ok, readBody, textOf } from '../shared/handlers';
import { blogPostJson } from './serializers';
import { slugNomeia } from './slug';
import { POST_NOT_FOUND } from './types';

/** A new comment: its text, or a comment object whose `comment` is the text (the template's). */
function newCommentText(value: unknown): string {
  return textOf(typeof value === 'object' && value !== null && 'comment' in value ? value.comment : value, 'comment');
}

export function blogRoutes(server: DemoServer): void {
  server.get('/api/data/blog/BlogPosts', (schema) => schema.all('blogPost'));

  server.post(
    '/api/data/blog/post',
    guarded((schema: DemoSchema, request: Request) => {
      const slug = textOf(readBody(request.requestBody).title, 'title');
      const post = schema.findBy('blogPost', (candidate) => slugNomeia(slug, candidate.title));
      return post ? ok({ post: blogPostJson(post) }) : notFound(POST_NOT_FOUND);
    }),
  );

  server.post(
    '/api/data/blog/post/add',
    guarded((schema: DemoSchema, request: Request) => {
      const body = readBody(request.requestBody);
      const post = found(schema.find('blogPost', idOf(body.postId, 'postId')), 'Post');
      const comment = schema.create('blogComment', {
        profile: viewerOf(schema),
        time: new Date().toISOString(),
        comment: newCommentText(body.comment),
      });
      // The new comment comes first, as the template shows it.
      post.update({ comments: [comment, ...post.comments.models] });
      return ok({ posts: schema.all('blogPost').models.map(blogPostJson) });
    }),
  );
}
