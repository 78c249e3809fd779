import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

export function seedSocial(server: DemoServer): void {
  const people = server.schema.all('profile').models;
  const someone = () => faker.helpers.arrayElement(people);
  for (let p = 0; p < SAMPLE_SIZES.posts; p++) {
    const post = server.create('post', { profile: someone() });
    // The first post always has a discussion, so the feed shows comments and replies from the start.
    const comments = p === 0 ? 2 : faker.number.int({ min: 0, max: 3 });
    for (let c = 0; c < comments; c++) {
      const comment = server.create('comment', { post, profile: someone() });
      const replies = p === 0 && c === 0 ? 1 : faker.number.int({ min: 0, max: 2 });
      for (let r = 0; r < replies; r++) server.create('reply', { comment, profile: someone() });
    }
  }
  server.createList('follower', SAMPLE_SIZES.followers);
  server.createList('galleryItem', SAMPLE_SIZES.gallery);
}
