import { Factory, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar } from '../shared/images';

/**
 * A person of the social feed and the blog: author of posts, comments and replies. One profile is the
 * `viewer`, the person using the demo, who signs the comments and replies added through the API.
 */
export const profileModels = { profile: Model };

export const profileFactories = {
  profile: Factory.extend({
    name: () => faker.person.fullName(),
    avatar: () => avatar(),
    viewer: false,
  }),
};
