import type { DemoServer } from './demoRegistry';
import { blogRoutes } from './blog/routes';
import { seedBlog } from './blog/seed';
import { blogSerializers } from './blog/serializers';
import { chatRoutes } from './chat/routes';
import { seedChats } from './chat/seed';
import { chatSerializers } from './chat/serializers';
import { contactRoutes } from './contacts/routes';
import { seedContacts } from './contacts/seed';
import { contactSerializers } from './contacts/serializers';
import { productRoutes } from './ecommerce/routes';
import { seedProducts } from './ecommerce/seed';
import { productSerializers } from './ecommerce/serializers';
import { emailRoutes } from './email/routes';
import { seedEmails } from './email/seed';
import { emailSerializers } from './email/serializers';
import { languageRoutes } from './language/routes';
import { seedLanguages } from './language/seed';
import { languageSerializers } from './language/serializers';
import { noteRoutes } from './notes/routes';
import { seedNotes } from './notes/seed';
import { noteSerializers } from './notes/serializers';
import { seedProfiles } from './profiles/seed';
import { socialRoutes } from './social/routes';
import { seedSocial } from './social/seed';
import { socialSerializers } from './social/serializers';
import { ticketRoutes } from './tickets/routes';
import { seedTickets } from './tickets/seed';
import { ticketSerializers } from './tickets/serializers';

export interface DemoArea {
  serializers?: Record<string, unknown>;
  routes?: (server: DemoServer) => void;
  seed: (server: DemoServer) => void;
}

/** Every area of the demo. Profiles come first: the social feed and the blog pick their authors from them. */
export const areas: DemoArea[] = [
  { seed: seedProfiles },
  { serializers: chatSerializers, routes: chatRoutes, seed: seedChats },
  { serializers: emailSerializers, routes: emailRoutes, seed: seedEmails },
  { serializers: noteSerializers, routes: noteRoutes, seed: seedNotes },
  { serializers: ticketSerializers, routes: ticketRoutes, seed: seedTickets },
  { serializers: contactSerializers, routes: contactRoutes, seed: seedContacts },
  { serializers: productSerializers, routes: productRoutes, seed: seedProducts },
  { serializers: socialSerializers, routes: socialRoutes, seed: seedSocial },
  { serializers: blogSerializers, routes: blogRoutes, seed: seedBlog },
  { serializers: languageSerializers, routes: languageRoutes, seed: seedLanguages },
];
