import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';
import { EMAIL_FOLDERS } from './types';

export function seedEmails(server: DemoServer): void {
  for (let i = 0; i < SAMPLE_SIZES.emails; i++) {
    // Every third message sits in two folders (e.g. inbox and trash), so the screens meet that case.
    const folders = faker.helpers.arrayElements(EMAIL_FOLDERS, i % 3 === 0 ? 2 : 1);
    const email = server.create('email', Object.fromEntries(folders.map((folder) => [folder, true])));
    server.createList('emailAttachment', faker.number.int({ min: 0, max: 2 }), { email });
  }
}
