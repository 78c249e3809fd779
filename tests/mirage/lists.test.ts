import { demoClient } from '#mirage/demoClient';
import type { BlogPost } from '#mirage/blog/types';
import { BLOG_CATEGORIES } from '#mirage/blog/types';
import { CHAT_STATUSES, MESSAGE_TYPES, SELF_SENDER_ID, type ChatContact } from '#mirage/chat/types';
import { DEPARTMENTS, type Contact } from '#mirage/contacts/types';
import { PRODUCT_CATEGORIES, PRODUCT_GENDERS, type Product } from '#mirage/ecommerce/types';
import { EMAIL_FOLDERS, EMAIL_LABELS, type Email } from '#mirage/email/types';
import type { Language } from '#mirage/language/types';
import { NOTE_COLORS, type Note } from '#mirage/notes/types';
import { BLOG_COUNT_LIMIT } from '#mirage/shared/limits';
import type { Follower, GalleryItem, Post } from '#mirage/social/types';
import { TICKET_STATUSES, type Ticket } from '#mirage/tickets/types';
import { expectDemoIds, keysOf, useDemoServer } from './demoServer';

useDemoServer();

async function list<T>(path: string): Promise<T[]> {
  const response = await demoClient.get<T[]>(path);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.data)).toBe(true);
  return response.data;
}

const AUTHOR_KEYS = ['avatar', 'id', 'name'];

describe('GET /api/data/chat/ChatData', () => {
  it('lists 10 chat contacts, each with its own messages', async () => {
    const chats = await list<ChatContact>('/api/data/chat/ChatData');
    expect(chats).toHaveLength(10);
    expectDemoIds(chats.map((chat) => chat.id));
    expectDemoIds(chats.flatMap((chat) => chat.messages.map((message) => message.id)));
    for (const chat of chats) {
      expect(keysOf(chat)).toEqual(['excerpt', 'id', 'messages', 'name', 'recent', 'status', 'thumb']);
      expect(CHAT_STATUSES).toContain(chat.status);
      expect(typeof chat.recent).toBe('boolean');
      expect(chat.messages.length).toBeGreaterThan(0);
      for (const message of chat.messages) {
        expect(keysOf(message)).toEqual(['attachment', 'createdAt', 'id', 'msg', 'senderId', 'type']);
        expect(MESSAGE_TYPES).toContain(message.type);
        expect([chat.id, SELF_SENDER_ID]).toContain(message.senderId);
        if (message.type === 'image') expect(message.msg).toMatch(/^data:image\//);
        for (const file of message.attachment) expect(keysOf(file)).toEqual(['file', 'fileSize', 'icon']);
      }
    }
    expect(chats.flatMap((chat) => chat.messages).some((message) => message.type === 'image')).toBe(true);
  });
});

describe('GET /api/data/email/EmailData', () => {
  it('lists 20 e-mails spelled as the template spells them, some in several folders at once', async () => {
    const emails = await list<Email>('/api/data/email/EmailData');
    expect(emails).toHaveLength(20);
    expectDemoIds(emails.map((email) => email.id));
    expectDemoIds(emails.flatMap((email) => email.attchments.map((file) => file.id)));
    for (const email of emails) {
      expect(keysOf(email)).toEqual(
        [
          'To',
          'attachment',
          'attchments',
          'draft',
          'emailContent',
          'emailExcerpt',
          'from',
          'id',
          'important',
          'inbox',
          'label',
          'sent',
          'spam',
          'starred',
          'subject',
          'thumbnail',
          'time',
          'trash',
          'unread',
        ].sort(),
      );
      expect(EMAIL_LABELS).toContain(email.label);
      expect(email.emailContent).toMatch(/^<p>/);
      expect(email.attachment).toBe(email.attchments.length > 0);
      for (const file of email.attchments) expect(keysOf(file)).toEqual(['fileSize', 'id', 'image', 'title']);
      expect(EMAIL_FOLDERS.filter((folder) => email[folder]).length).toBeGreaterThan(0);
    }
    expect(emails.some((email) => EMAIL_FOLDERS.filter((folder) => email[folder]).length > 1)).toBe(true);
  });

  it('hands out a copy: changing an answer does not change the next one', async () => {
    const first = await list<Email>('/api/data/email/EmailData');
    const subject = first[0]?.subject;
    first.splice(0, first.length);
    const again = await list<Email>('/api/data/email/EmailData');
    expect(again).toHaveLength(20);
    expect(again[0]?.subject).toBe(subject);
  });
});

describe('GET /api/data/notes/NotesData', () => {
  it('lists notes with a colour, a text and a date', async () => {
    const notes = await list<Note>('/api/data/notes/NotesData');
    expect(notes).toHaveLength(8);
    expectDemoIds(notes.map((note) => note.id));
    for (const note of notes) {
      expect(keysOf(note)).toEqual(['color', 'datef', 'deleted', 'id', 'title']);
      expect(NOTE_COLORS).toContain(note.color);
      expect(Number.isNaN(Date.parse(note.datef))).toBe(false);
      expect(note.deleted).toBe(false);
    }
  });
});

describe('GET /api/data/ticket/TicketData', () => {
  it('lists 8 tickets whose Label matches their Status and whose Date is month-day-year', async () => {
    const tickets = await list<Ticket>('/api/data/ticket/TicketData');
    expect(tickets).toHaveLength(8);
    expectDemoIds(tickets.map((ticket) => ticket.Id));
    const labelOf = { Closed: 'error', Pending: 'warning', Open: 'success' };
    for (const ticket of tickets) {
      expect(keysOf(ticket)).toEqual(
        ['AgentName', 'Date', 'Id', 'Label', 'Status', 'deleted', 'thumb', 'ticketDescription', 'ticketTitle'].sort(),
      );
      expect(TICKET_STATUSES).toContain(ticket.Status);
      expect(ticket.Label).toBe(labelOf[ticket.Status]);
      expect(ticket.Date).toMatch(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/);
      expect(ticket.deleted).toBe(false);
    }
  });

  it('gives an agent the same name and picture on each of their tickets', async () => {
    const tickets = await list<Ticket>('/api/data/ticket/TicketData');
    const thumbs = new Map<string, string>();
    for (const { AgentName, thumb } of tickets) {
      expect(thumbs.get(AgentName) ?? thumb).toBe(thumb);
      thumbs.set(AgentName, thumb);
    }
  });
});

describe('GET /api/data/contacts/ContactsData', () => {
  it('lists 30 contacts spelled as the template spells them', async () => {
    const contacts = await list<Contact>('/api/data/contacts/ContactsData');
    expect(contacts).toHaveLength(30);
    expectDemoIds(contacts.map((contact) => contact.id));
    for (const contact of contacts) {
      expect(keysOf(contact)).toEqual(
        [
          'address',
          'company',
          'deleted',
          'department',
          'email',
          'firstname',
          'frequentlycontacted',
          'id',
          'image',
          'lastname',
          'notes',
          'phone',
          'starred',
        ].sort(),
      );
      expect(DEPARTMENTS).toContain(contact.department);
      expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(contact.deleted).toBe(false);
    }
  });

  it('hands out a fresh copy on each call', async () => {
    const first = await list<Contact>('/api/data/contacts/ContactsData');
    const [contact] = first;
    if (!contact) throw new Error('no contact');
    const name = contact.firstname;
    contact.firstname = 'Alterado';
    const again = await list<Contact>('/api/data/contacts/ContactsData');
    expect(again.find(({ id }) => id === contact.id)?.firstname).toBe(name);
  });
});

describe('GET /api/data/eCommerce/ProductsData', () => {
  it('lists 12 products with the template’s categories, genders, colours and prices', async () => {
    const products = await list<Product>('/api/data/eCommerce/ProductsData');
    expect(products).toHaveLength(12);
    expectDemoIds(products.map((product) => product.id));
    for (const product of products) {
      expect(keysOf(product)).toEqual(
        [
          'category',
          'colors',
          'created',
          'description',
          'discount',
          'gender',
          'id',
          'photo',
          'price',
          'qty',
          'rating',
          'related',
          'salesPrice',
          'stock',
          'title',
        ].sort(),
      );
      expect(product.category.length).toBeGreaterThan(0);
      for (const category of product.category) expect(PRODUCT_CATEGORIES).toContain(category);
      expect(PRODUCT_GENDERS).toContain(product.gender);
      for (const color of product.colors) expect(color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.price).toBeCloseTo((product.salesPrice * (100 - product.discount)) / 100, 2);
      expect(product.qty).toBeGreaterThanOrEqual(1);
      expect(typeof product.stock).toBe('boolean');
    }
  });
});

describe('GET /api/data/postData', () => {
  it('lists posts with their author, images, likes, comments and replies nested as the template shows', async () => {
    const posts = await list<Post>('/api/data/postData');
    expect(posts.length).toBeGreaterThan(0);
    expectDemoIds(posts.map((post) => post.id));
    const comments = posts.flatMap((post) => post.data.comments);
    const replies = comments.flatMap((comment) => comment.data.replies);
    expect(replies.length).toBeGreaterThan(0);
    expectDemoIds(comments.map((comment) => comment.id));
    expectDemoIds(replies.map((reply) => reply.id));
    for (const post of posts) {
      expect(keysOf(post)).toEqual(['data', 'id', 'profile']);
      expect(keysOf(post.profile)).toEqual([...AUTHOR_KEYS, 'time'].sort());
      expect(keysOf(post.data)).toEqual(['comments', 'content', 'images', 'likes', 'video']);
      expect(keysOf(post.data.likes)).toEqual(['like', 'value']);
      for (const image of post.data.images) expect('featured' in image || 'title' in image).toBe(true);
    }
    for (const comment of comments) {
      expect(keysOf(comment)).toEqual(['data', 'id', 'profile']);
      expect(keysOf(comment.data)).toEqual(['comment', 'likes', 'replies']);
    }
    for (const reply of replies) expect(keysOf(reply.data)).toEqual(['comment', 'likes']);
  });
});

describe('GET /api/data/users and /api/data/gallery', () => {
  it('lists followers with ids prefixed follow_', async () => {
    const followers = await list<Follower>('/api/data/users');
    expect(followers.length).toBeGreaterThan(0);
    for (const follower of followers) {
      expect(keysOf(follower)).toEqual(['avatar', 'country', 'id', 'isFollowed', 'name', 'role']);
      expect(follower.id).toMatch(/^follow_\d+$/);
    }
    expectDemoIds(followers.map(({ id }) => Number(id.replace('follow_', ''))));
  });

  it('lists gallery items with ids prefixed gallery_', async () => {
    const items = await list<GalleryItem>('/api/data/gallery');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(keysOf(item)).toEqual(['cover', 'id', 'name', 'time']);
      expect(item.id).toMatch(/^gallery_\d+$/);
    }
    expectDemoIds(items.map(({ id }) => Number(id.replace('gallery_', ''))));
  });
});

describe('GET /api/data/blog/BlogPosts', () => {
  it('lists blog posts with author, comments and replies, counts below 9999 and some featured', async () => {
    const posts = await list<BlogPost>('/api/data/blog/BlogPosts');
    expect(posts).toHaveLength(9);
    expectDemoIds(posts.map((post) => post.id));
    expect(posts.some((post) => post.featured)).toBe(true);
    for (const post of posts) {
      expect(keysOf(post)).toEqual(
        [
          'author',
          'category',
          'comments',
          'content',
          'coverImg',
          'createdAt',
          'featured',
          'id',
          'share',
          'title',
          'view',
        ].sort(),
      );
      expect(keysOf(post.author)).toEqual(AUTHOR_KEYS);
      expect(BLOG_CATEGORIES).toContain(post.category);
      for (const count of [post.view, post.share]) {
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThan(BLOG_COUNT_LIMIT);
      }
      for (const comment of post.comments) {
        expect(keysOf(comment)).toEqual(['comment', 'id', 'profile', 'replies', 'time']);
        expect(keysOf(comment.profile)).toEqual(AUTHOR_KEYS);
      }
    }
  });
});

describe('GET /api/data/language/LanguageData', () => {
  it('lists the languages with a name and a flag', async () => {
    const languages = await list<Language>('/api/data/language/LanguageData');
    expect(languages.map((language) => language.flagname)).toContain('Português (Brasil)');
    expectDemoIds(languages.map((language) => language.id));
    for (const language of languages) expect(keysOf(language)).toEqual(['flagname', 'icon', 'id']);
  });
});
