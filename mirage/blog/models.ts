import { belongsTo, Factory, hasMany, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { picture } from '../shared/images';
import { BLOG_COUNT_LIMIT } from '../shared/limits';
import { BLOG_CATEGORIES } from './types';

export const blogModels = {
  blogPost: Model.extend({ author: belongsTo('profile'), comments: hasMany('blogComment', { inverse: 'post' }) }),
  blogComment: Model.extend({
    post: belongsTo('blogPost', { inverse: 'comments' }),
    profile: belongsTo('profile'),
    replies: hasMany('blogComment', { inverse: 'parent' }),
    parent: belongsTo('blogComment', { inverse: 'replies' }),
  }),
};

const capitalised = (word: string): string => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1);

const blogCount = (): number => faker.number.int({ min: 0, max: BLOG_COUNT_LIMIT - 1 });

export const blogFactories = {
  blogPost: Factory.extend({
    title: () =>
      `${capitalised(faker.word.noun())} ${faker.word.adjective()}: ${faker.commerce.department().toLowerCase()} em ${faker.location.city()}`,
    content: () => faker.lorem.paragraphs(4, '\n\n'),
    coverImg: () => picture(800, 450),
    createdAt: () => faker.date.recent({ days: 180 }).toISOString(),
    view: blogCount,
    share: blogCount,
    category: () => faker.helpers.arrayElement(BLOG_CATEGORIES),
    featured: false,
  }),
  blogComment: Factory.extend({
    time: () => faker.date.recent({ days: 30 }).toISOString(),
    comment: () => faker.lorem.sentences({ min: 1, max: 2 }),
  }),
};
