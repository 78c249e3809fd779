import { belongsTo, Factory, hasMany, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar, picture } from '../shared/images';
import type { Likes, PostImage } from './types';

export const socialModels = {
  post: Model.extend({ profile: belongsTo('profile'), comments: hasMany('comment') }),
  comment: Model.extend({ post: belongsTo('post'), profile: belongsTo('profile'), replies: hasMany('reply') }),
  reply: Model.extend({ comment: belongsTo('comment'), profile: belongsTo('profile') }),
  follower: Model,
  galleryItem: Model,
};

const likes = (): Likes => ({ like: faker.datatype.boolean(), value: faker.number.int({ min: 1, max: 150 }) });

const recentTime = (): string => faker.date.recent({ days: 3 }).toISOString();

/** The first image is the featured one; the others carry a title. */
function images(): PostImage[] {
  const count = faker.helpers.arrayElement([0, 0, 1, 2, 3]);
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? { img: picture(640, 400), featured: true } : { img: picture(320, 240), title: faker.lorem.words(2) },
  );
}

// Public demo clips, embeddable; most posts have none.
const VIDEOS = ['https://www.youtube.com/embed/d1-FRj20WBE', 'https://www.youtube.com/embed/aqz-KE-bpKQ'];

export const socialFactories = {
  post: Factory.extend({
    time: recentTime,
    content: () => faker.lorem.paragraph(),
    images,
    video: () => (faker.datatype.boolean({ probability: 0.2 }) ? faker.helpers.arrayElement(VIDEOS) : ''),
    likes,
  }),
  comment: Factory.extend({ time: recentTime, text: () => faker.lorem.sentence(), likes }),
  reply: Factory.extend({ time: recentTime, text: () => faker.lorem.sentence(), likes }),
  follower: Factory.extend({
    avatar: () => avatar(),
    name: () => faker.person.fullName(),
    role: () => faker.person.jobTitle(),
    country: () => faker.location.country(),
    isFollowed: () => faker.datatype.boolean(),
  }),
  galleryItem: Factory.extend({
    cover: () => picture(400, 300),
    name: () => faker.lorem.words({ min: 1, max: 3 }),
    time: () => faker.date.recent({ days: 90 }).toISOString(),
  }),
};
