import { belongsTo, Factory, hasMany, Model } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { avatar } from '../shared/images';
import { fileSize } from '../shared/files';
import { ATTACHMENT_ICONS, CHAT_STATUSES, SELF_SENDER_ID, type MessageAttachment, type MessageType } from './types';

export const chatModels = {
  chat: Model.extend({ messages: hasMany('message') }),
  message: Model.extend({ chat: belongsTo('chat') }),
};

function attachment(): MessageAttachment {
  const icon = faker.helpers.arrayElement(ATTACHMENT_ICONS);
  const extension = icon === 'image' ? 'png' : icon;
  return { icon, file: faker.system.commonFileName(extension), fileSize: fileSize() };
}

export const chatFactories = {
  chat: Factory.extend({
    name: () => faker.person.fullName(),
    status: () => faker.helpers.arrayElement(CHAT_STATUSES),
    thumb: () => avatar(),
    recent: () => faker.datatype.boolean(),
    excerpt: () => faker.person.jobTitle(),
  }),
  message: Factory.extend({
    createdAt: () => faker.date.recent({ days: 7 }).toISOString(),
    msg: () => faker.lorem.sentence(),
    senderId: SELF_SENDER_ID,
    type: 'text' as MessageType,
    attachment: () => (faker.datatype.boolean({ probability: 0.2 }) ? [attachment()] : []),
  }),
};
