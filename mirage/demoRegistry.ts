import type { Instantiate, Registry, Server } from 'miragejs';
import type Schema from 'miragejs/orm/schema';
import { blogFactories, blogModels } from './blog/models';
import { chatFactories, chatModels } from './chat/models';
import { contactFactories, contactModels } from './contacts/models';
import { productFactories, productModels } from './ecommerce/models';
import { emailFactories, emailModels } from './email/models';
import { languageFactories, languageModels } from './language/models';
import { noteFactories, noteModels } from './notes/models';
import { profileFactories, profileModels } from './profiles/models';
import { socialFactories, socialModels } from './social/models';
import { ticketFactories, ticketModels } from './tickets/models';

export const models = {
  ...profileModels,
  ...chatModels,
  ...emailModels,
  ...noteModels,
  ...ticketModels,
  ...contactModels,
  ...productModels,
  ...socialModels,
  ...blogModels,
  ...languageModels,
};

export const factories = {
  ...profileFactories,
  ...chatFactories,
  ...emailFactories,
  ...noteFactories,
  ...ticketFactories,
  ...contactFactories,
  ...productFactories,
  ...socialFactories,
  ...blogFactories,
  ...languageFactories,
};

export type DemoRegistry = Registry<typeof models, typeof factories>;
export type DemoServer = Server<DemoRegistry>;
export type DemoSchema = Schema<DemoRegistry>;
export type DemoModel<K extends keyof DemoRegistry> = Instantiate<DemoRegistry, K>;
