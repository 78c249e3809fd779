/** Demo ids are random from 1 to 2000. */
export const DEMO_ID_MIN = 1;
export const DEMO_ID_MAX = 2000;

/** Blog view and share counts are random below 9999. */
export const BLOG_COUNT_LIMIT = 9999;

/** The template's sample sizes, and ours where it gives none. */
export const SAMPLE_SIZES = {
  chats: 10,
  emails: 20,
  tickets: 8,
  contacts: 30,
  products: 12,
  notes: 8,
  posts: 6,
  followers: 20,
  gallery: 12,
  blogPosts: 9,
} as const;
