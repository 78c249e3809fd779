import { belongsTo, Factory, hasMany, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar } from '../shared/images';
import { TICKET_STATUSES } from './types';

export const ticketModels = {
  agent: Model.extend({ tickets: hasMany('ticket') }),
  ticket: Model.extend({ agent: belongsTo('agent') }),
};

const TICKET_SUBJECTS = ['Falha em', 'Dúvida sobre', 'Pedido de ajuste em', 'Erro ao abrir', 'Atraso em'];

export const ticketFactories = {
  agent: Factory.extend({
    name: () => faker.person.fullName(),
    thumb: () => avatar(),
  }),
  ticket: Factory.extend({
    ticketTitle: () => `${faker.helpers.arrayElement(TICKET_SUBJECTS)} ${faker.commerce.department().toLowerCase()}`,
    ticketDescription: () => faker.lorem.sentences(2),
    Status: () => faker.helpers.arrayElement(TICKET_STATUSES),
    createdAt: () => faker.date.recent({ days: 90 }).toISOString(),
    deleted: false,
  }),
};
