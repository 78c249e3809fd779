import { belongsTo, Factory, hasMany, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar, picture } from '../shared/images';
import { fileSize } from '../shared/files';
import { EMAIL_LABELS } from './types';

export const emailModels = {
  email: Model.extend({ attchments: hasMany('emailAttachment') }),
  emailAttachment: Model.extend({ email: belongsTo('email') }),
};

const paragraphs = (): string[] => faker.helpers.multiple(() => faker.lorem.paragraph(), { count: { min: 2, max: 4 } });

export const emailFactories = {
  email: Factory.extend({
    from: () => faker.person.fullName(),
    thumbnail: () => avatar(),
    subject: () => faker.lorem.sentence({ min: 3, max: 7 }),
    time: () => faker.date.recent({ days: 30 }).toISOString(),
    To: () => faker.internet.email().toLowerCase(),
    emailExcerpt: () => faker.lorem.sentence(),
    emailContent: () => paragraphs().map((text) => `<p>${text}</p>`).join(''),
    unread: () => faker.datatype.boolean(),
    starred: () => faker.datatype.boolean({ probability: 0.3 }),
    important: () => faker.datatype.boolean({ probability: 0.3 }),
    inbox: false,
    sent: false,
    draft: false,
    spam: false,
    trash: false,
    label: () => faker.helpers.arrayElement(EMAIL_LABELS),
  }),
  emailAttachment: Factory.extend({
    image: () => picture(120, 90),
    title: () => faker.system.commonFileName(faker.helpers.arrayElement(['pdf', 'png', 'docx', 'xlsx'])),
    fileSize: () => fileSize(),
  }),
};
