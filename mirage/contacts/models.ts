import { Factory, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar } from '../shared/images';
import { DEPARTMENTS } from './types';

export const contactModels = { contact: Model };

export const contactFactories = {
  contact: Factory.extend({
    firstname: () => faker.person.firstName(),
    lastname: () => faker.person.lastName(),
    image: () => avatar(),
    department: () => faker.helpers.arrayElement(DEPARTMENTS),
    company: () => faker.company.name(),
    phone: () => faker.phone.number(),
    email: () => faker.internet.email().toLowerCase(),
    address: () => `${faker.location.streetAddress()}, ${faker.location.city()} - ${faker.location.state({ abbreviated: true })}`,
    notes: () => faker.lorem.sentence(),
    frequentlycontacted: () => faker.datatype.boolean(),
    starred: () => faker.datatype.boolean({ probability: 0.3 }),
    deleted: false,
  }),
};
