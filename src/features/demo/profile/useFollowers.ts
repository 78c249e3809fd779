import { useCallback } from 'react';
import type { Follower } from '#mirage/social/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

// The ids are `follow_` and a number: the number alone tells them apart.
const idOf = (follower: Follower) => Number(follower.id.replace(/\D/g, ''));

/** The demo's people; following one stays in the browser (the demo API has no route for it). */
export function useFollowers() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Follower[]>('/api/data/users'));
  const { items, edit } = useLocalEdits(load.data, idOf);
  const toggleFollow = useCallback((follower: Follower) => edit(idOf(follower), { isFollowed: !follower.isFollowed }), [edit]);
  return { load, followers: items, toggleFollow };
}
