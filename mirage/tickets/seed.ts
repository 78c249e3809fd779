import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

const AGENTS = 4;

export function seedTickets(server: DemoServer): void {
  const agents = server.createList('agent', AGENTS);
  for (let i = 0; i < SAMPLE_SIZES.tickets; i++) server.create('ticket', { agent: faker.helpers.arrayElement(agents) });
}
