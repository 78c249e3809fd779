import { msg } from '@lingui/core/macro';

/**
 * The template's navigation labels, translated for the demo area's sidebar section; the
 * language list, which the template keeps in its top bar, is one more page of the section here.
 */
export const DEMO_NAV_LABELS = {
  modern: msg`Modern`,
  ecommerce: msg`Ecommerce`,
  contacts: msg`Contacts`,
  blog: msg`Blog`,
  posts: msg`Posts`,
  detail: msg`Detail`,
  shop: msg`Shop`,
  list: msg`List`,
  checkout: msg`Checkout`,
  chats: msg`Chats`,
  users: msg`Users`,
  profile: msg`Profile`,
  followers: msg`Followers`,
  friends: msg`Friends`,
  gallery: msg`Gallery`,
  notes: msg`Notes`,
  calendar: msg`Calendar`,
  email: msg`Email`,
  tickets: msg`Tickets`,
  languages: msg`Languages`,
} as const;
