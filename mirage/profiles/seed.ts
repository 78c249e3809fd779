import type { DemoServer } from '../demoRegistry';

const OTHER_PEOPLE = 8;

export function seedProfiles(server: DemoServer): void {
  server.create('profile', { viewer: true });
  server.createList('profile', OTHER_PEOPLE);
}
