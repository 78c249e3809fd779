import { fakerPT_BR as faker } from '@faker-js/faker';

/**
 * Demo pictures are inline SVGs: they work offline, need no image host in the CSP and cost nothing to load.
 */
export function picture(width: number, height: number): string {
  return faker.image.dataUri({ width, height, type: 'svg-base64' });
}

export const avatar = (): string => picture(64, 64);
