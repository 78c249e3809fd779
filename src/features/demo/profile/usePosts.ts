import { useState } from 'react';
import type { Post } from '#mirage/social/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';

/**
 * The social feed as the demo server holds it: each like, comment and reply goes through its route,
 * and the posts it answers with replace the ones on screen.
 */
export function usePosts() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Post[]>('/api/data/postData'));
  const [answered, setAnswered] = useState<Post[] | null>(null);
  const send = async (path: string, body: object) => setAnswered((await api.post<{ posts: Post[] }>(path, body)).posts);
  return {
    load,
    posts: answered ?? load.data ?? [],
    like: (postId: number) => send('/api/data/posts/like', { postId }),
    comment: (postId: number, comment: string) => send('/api/data/posts/comments/add', { postId, comment }),
    reply: (postId: number, commentId: number, reply: string) => send('/api/data/posts/replies/add', { postId, commentId, reply }),
    likeComment: (postId: number, commentId: number) => send('/api/data/posts/replies/like', { postId, commentId }),
  };
}

export type PostActions = Omit<ReturnType<typeof usePosts>, 'load' | 'posts'>;
