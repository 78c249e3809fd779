import type { TimedAuthor } from '../profiles/types';

export interface Likes {
  like: boolean;
  value: number;
}

/** An image of a post carries either `featured` (shown large) or a `title`. */
export type PostImage = { img: string } & ({ featured: boolean } | { title: string });

export interface PostReply {
  id: number;
  profile: TimedAuthor;
  data: { comment: string; likes: Likes };
}

export interface PostComment {
  id: number;
  profile: TimedAuthor;
  data: { comment: string; likes: Likes; replies: PostReply[] };
}

/** The template's social post. `video` is an embeddable address, or '' when the post has none. */
export interface Post {
  id: number;
  profile: TimedAuthor;
  data: { content: string; images: PostImage[]; video: string; likes: Likes; comments: PostComment[] };
}

/** The template's follow user; the id is `follow_` and a number from 1 to 2000. */
export interface Follower {
  id: string;
  avatar: string;
  name: string;
  role: string;
  country: string;
  isFollowed: boolean;
}

/** The template's gallery item; the id is `gallery_` and a number from 1 to 2000. */
export interface GalleryItem {
  id: string;
  cover: string;
  name: string;
  time: string;
}

/**
 * What POST /api/data/posts/comments/add and /replies/add accept as `comment` / `reply`: the text, or a
 * comment in the shape above (only `data.comment` is read). The server gives the id, the time and the
 * author (the person using the demo).
 */
export type NewComment = string | { data: { comment: string } };
