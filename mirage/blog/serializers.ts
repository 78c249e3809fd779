import type { DemoModel } from '../demoRegistry';
import { authorJson } from '../profiles/serializers';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { BlogComment, BlogPost } from './types';

function blogCommentJson(comment: DemoModel<'blogComment'>): BlogComment {
  return {
    id: Number(comment.id),
    profile: authorJson(comment.profile),
    time: comment.time,
    comment: comment.comment,
    replies: comment.replies.models.map(blogCommentJson),
  };
}

export function blogPostJson(post: DemoModel<'blogPost'>): BlogPost {
  const { title, content, coverImg, createdAt, view, share, category, featured } = post;
  return {
    id: Number(post.id),
    title,
    content,
    coverImg,
    createdAt,
    view,
    share,
    category,
    featured,
    author: authorJson(post.author),
    comments: post.comments.models.map(blogCommentJson),
  };
}

export const blogSerializers = { blogPost: jsonSerializer(blogPostJson) };
