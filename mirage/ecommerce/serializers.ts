import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Product } from './types';

/** The charged price follows from the list price and the discount, so the two never disagree. */
export const priceAfter = (salesPrice: number, discount: number): number =>
  Math.round(salesPrice * (100 - discount)) / 100;

function productJson(product: DemoModel<'product'>): Product {
  const { title, salesPrice, discount, related, category, gender, rating, stock, qty, colors, photo } = product;
  const { created, description } = product;
  return {
    id: Number(product.id),
    title,
    price: priceAfter(salesPrice, discount),
    discount,
    salesPrice,
    related,
    category,
    gender,
    rating,
    stock,
    qty,
    colors,
    photo,
    created,
    description,
  };
}

export const productSerializers = { product: jsonSerializer(productJson) };
