import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

const FEATURED = 2;

export function seedBlog(server: DemoServer): void {
  const people = server.schema.all('profile').models;
  const someone = () => faker.helpers.arrayElement(people);
  for (let p = 0; p < SAMPLE_SIZES.blogPosts; p++) {
    const post = server.create('blogPost', { author: someone(), featured: p < FEATURED });
    for (let c = faker.number.int({ min: 0, max: 3 }); c > 0; c--) {
      const comment = server.create('blogComment', { post, profile: someone() });
      server.createList('blogComment', faker.number.int({ min: 0, max: 2 }), { parent: comment, profile: someone() });
    }
  }
}
