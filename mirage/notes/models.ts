import { Factory, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { NOTE_COLORS } from './types';

export const noteModels = { note: Model };

export const noteFactories = {
  note: Factory.extend({
    color: () => faker.helpers.arrayElement(NOTE_COLORS),
    title: () => faker.lorem.sentences({ min: 1, max: 3 }),
    datef: () => faker.date.recent({ days: 60 }).toISOString(),
    deleted: false,
  }),
};
