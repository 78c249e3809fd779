import { IdentityManager } from 'miragejs';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { DEMO_ID_MAX, DEMO_ID_MIN } from './limits';

/**
 * Ids are random from 1 to 2000 and unique within a collection (Mirage builds one manager per
 * collection). A prefix gives the template's `follow…` and `gallery…` ids.
 */
export function randomIds(prefix = ''): typeof IdentityManager {
  return class RandomIds extends IdentityManager {
    private readonly used = new Set<string>();

    override fetch(): string {
      if (this.used.size > DEMO_ID_MAX - DEMO_ID_MIN) throw new Error(`No demo id left for prefix '${prefix}'`);
      let id: string;
      do id = `${prefix}${faker.number.int({ min: DEMO_ID_MIN, max: DEMO_ID_MAX })}`;
      while (this.used.has(id));
      this.used.add(id);
      return id;
    }

    override set(id: string | number): void {
      const key = String(id);
      if (this.used.has(key)) throw new Error(`Demo id ${key} is already used`);
      this.used.add(key);
    }

    override reset(): void {
      this.used.clear();
    }
  };
}
