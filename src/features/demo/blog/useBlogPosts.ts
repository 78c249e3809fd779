import type { BlogPost } from '#mirage/blog/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';

/** The demo blog's posts (GET /api/data/blog/BlogPosts). */
export function useBlogPosts() {
  const api = useDemoApi();
  return useLoad(() => api.get<BlogPost[]>('/api/data/blog/BlogPosts'));
}
