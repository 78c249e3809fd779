import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlogCategory, BlogPost } from '#mirage/blog/types';
import { slugOf } from '#mirage/blog/slug';
import { DEMO_PREFIX } from '@/app/caminhos';

/** The categories are the data's values; people read them in their language. */
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, MessageDescriptor> = {
  Gadget: msg`Gadgets`,
  Lifestyle: msg`Estilo de vida`,
  Design: msg`Design`,
  Social: msg`Social`,
  Health: msg`Saúde`,
};

/** A post is found by its title as a slug, so the slug is its address. */
export const blogPostPath = (post: BlogPost): string => `${DEMO_PREFIX}/blog/detail/${slugOf(post.title)}`;

export const BLOG_PATH = `${DEMO_PREFIX}/blog/posts`;
