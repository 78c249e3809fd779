import type { Author } from '../profiles/types';

/** The answer of POST /api/data/blog/post when no title matches the slug. */
export const POST_NOT_FOUND = 'Post not found';

export const BLOG_CATEGORIES = ['Gadget', 'Lifestyle', 'Design', 'Social', 'Health'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The template's blog comment; a reply has the same shape. */
export interface BlogComment {
  id: number;
  profile: Author;
  time: string;
  comment: string;
  replies: BlogComment[];
}

/** The template's blog post; `view` and `share` stay below 9999. */
export interface BlogPost {
  id: number;
  title: string;
  content: string;
  coverImg: string;
  createdAt: string;
  view: number;
  share: number;
  category: BlogCategory;
  featured: boolean;
  author: Author;
  comments: BlogComment[];
}

/**
 * What POST /api/data/blog/post/add accepts as `comment`: the text, or a comment in the shape above (only
 * `comment` is read). The server gives the id, the time and the author (the person using the demo).
 */
export type NewBlogComment = string | { comment: string };
