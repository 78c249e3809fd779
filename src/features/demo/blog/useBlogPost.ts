import { useState } from 'react';
import type { BlogPost } from '#mirage/blog/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';

/**
 * One post, found by the slug of its title (POST /api/data/blog/post), and adding a comment to it
 * (POST /api/data/blog/post/add answers every post; the new comment comes first in this one's).
 */
export function useBlogPost(slug: string) {
  const api = useDemoApi();
  const load = useLoad(() => api.post<{ post: BlogPost }>('/api/data/blog/post', { title: slug }).then((answer) => answer.post));
  const [commented, setCommented] = useState<BlogPost | null>(null);
  const post = commented ?? load.data;
  return {
    load,
    post,
    /** Resolves once the server keeps the comment; rejects with its failure otherwise. */
    comment: async (text: string): Promise<void> => {
      if (!post) return;
      const { posts } = await api.post<{ posts: BlogPost[] }>('/api/data/blog/post/add', { postId: post.id, comment: text });
      setCommented(posts.find((candidate) => candidate.id === post.id) ?? null);
    },
  };
}
