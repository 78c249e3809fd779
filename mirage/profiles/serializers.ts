import type { DemoModel } from '../demoRegistry';
import { found } from '../shared/found';
import type { Author, TimedAuthor } from './types';

export function authorJson(profile: DemoModel<'profile'> | null): Author {
  const { id, avatar, name } = found(profile, 'Profile');
  return { id: Number(id), avatar, name };
}

export const timedAuthorJson = (profile: DemoModel<'profile'> | null, time: string): TimedAuthor => ({
  ...authorJson(profile),
  time,
});
