import { Factory, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { picture } from '../shared/images';
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_GENDERS } from './types';

export const productModels = { product: Model };

export const productFactories = {
  product: Factory.extend({
    title: () => faker.commerce.productName(),
    salesPrice: () => faker.number.int({ min: 30, max: 900 }),
    discount: () => faker.helpers.arrayElement([0, 0, 10, 15, 20, 25, 40]),
    related: () => faker.datatype.boolean(),
    category: () => faker.helpers.arrayElements(PRODUCT_CATEGORIES, { min: 1, max: 2 }),
    gender: () => faker.helpers.arrayElement(PRODUCT_GENDERS),
    rating: () => faker.number.int({ min: 1, max: 5 }),
    stock: () => faker.datatype.boolean({ probability: 0.8 }),
    qty: 1,
    colors: () => faker.helpers.arrayElements(PRODUCT_COLORS, { min: 1, max: 3 }),
    photo: () => picture(400, 400),
    created: () => faker.date.recent({ days: 120 }).toISOString(),
    description: () => faker.lorem.paragraph(),
  }),
};
