import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Product, ProductCategory, ProductGender } from '#mirage/ecommerce/types';
import { DEMO_PREFIX } from '@/app/caminhos';

/** The categories and genders are the data's values; people read them in their language. */
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  books: msg`Livros`,
  fashion: msg`Moda`,
  electronics: msg`Eletrônicos`,
  toys: msg`Brinquedos`,
};

export const PRODUCT_GENDER_LABELS: Record<ProductGender, MessageDescriptor> = {
  Men: msg`Masculino`,
  Women: msg`Feminino`,
  Kids: msg`Infantil`,
};

// The demo server's palette (mirage/ecommerce/types.ts): a swatch is read out by its name.
const COLOR_LABELS: Record<string, MessageDescriptor> = {
  '#1890FF': msg`Azul`,
  '#FF4842': msg`Vermelho`,
  '#54D62C': msg`Verde-claro`,
  '#FFC107': msg`Amarelo`,
  '#7F00FF': msg`Roxo`,
  '#00AB55': msg`Verde`,
  '#212B36': msg`Grafite`,
};

export const colorName = (i18n: I18n, color: string): string => {
  const label = COLOR_LABELS[color.toUpperCase()];
  return label ? i18n._(label) : color;
};

/** The demo's prices are in reais, written as the active language writes money. */
export const formatBRL = (i18n: I18n, value: number): string => i18n.number(value, { style: 'currency', currency: 'BRL' });

export const SHOP_PATH = `${DEMO_PREFIX}/ecommerce/shop`;
export const CHECKOUT_PATH = `${DEMO_PREFIX}/ecommerce/checkout`;
export const productPath = (product: Pick<Product, 'id'>): string => `${DEMO_PREFIX}/ecommerce/detail/${product.id}`;
