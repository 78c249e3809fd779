import { fakerPT_BR as faker } from '@faker-js/faker';

/** A file size as people read it, e.g. '840 KB' or '3 MB'. */
export function fileSize(): string {
  return faker.datatype.boolean()
    ? `${faker.number.int({ min: 20, max: 999 })} KB`
    : `${faker.number.int({ min: 1, max: 12 })} MB`;
}
