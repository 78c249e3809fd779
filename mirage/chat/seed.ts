import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { picture } from '../shared/images';
import { SAMPLE_SIZES } from '../shared/limits';
import { SELF_SENDER_ID } from './types';

export function seedChats(server: DemoServer): void {
  for (const chat of server.createList('chat', SAMPLE_SIZES.chats)) {
    const count = faker.number.int({ min: 3, max: 10 });
    for (let i = 0; i < count; i++) {
      const image = i % 4 === 3;
      server.create('message', {
        chat,
        senderId: faker.datatype.boolean() ? Number(chat.id) : SELF_SENDER_ID,
        ...(image ? { type: 'image' as const, msg: picture(320, 240) } : {}),
      });
    }
  }
}
