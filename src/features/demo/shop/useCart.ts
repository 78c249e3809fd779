import { useSyncExternalStore } from 'react';
import type { Product } from '#mirage/ecommerce/types';

/** A product in the cart, in one colour. */
export interface CartLine {
  product: Product;
  color: string;
  qty: number;
}

// the demo API has no cart route: the cart stays in the browser for the visit, as long as the demo data it
// was filled from (a reload regenerates both). Kept outside React, since the shop, a product and the
// checkout are pages of their own.
let lines: readonly CartLine[] = [];
const listeners = new Set<() => void>();

function change(next: readonly CartLine[]): void {
  lines = next;
  listeners.forEach((listener) => listener());
}

const sameLine = (line: CartLine, productId: number, color: string) => line.product.id === productId && line.color === color;

/** Puts a product in the cart (`qty` more of it when the same colour is already there). */
export function addToCart(product: Product, color: string, qty = product.qty): void {
  const present = lines.some((line) => sameLine(line, product.id, color));
  change(
    present
      ? lines.map((line) => (sameLine(line, product.id, color) ? { ...line, qty: line.qty + qty } : line))
      : [...lines, { product, color, qty }],
  );
}

export function setLineQty(line: CartLine, qty: number): void {
  change(lines.map((candidate) => (candidate === line ? { ...line, qty: Math.max(1, qty) } : candidate)));
}

export function removeLine(line: CartLine): void {
  change(lines.filter((candidate) => candidate !== line));
}

export function emptyCart(): void {
  change([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** What the cart costs: the list prices, what the discounts take off them, and what is charged. */
export function cartTotals(cart: readonly CartLine[]) {
  const subtotal = cart.reduce((sum, line) => sum + line.product.salesPrice * line.qty, 0);
  const total = cart.reduce((sum, line) => sum + line.product.price * line.qty, 0);
  return { subtotal, discount: subtotal - total, total, items: cart.reduce((sum, line) => sum + line.qty, 0) };
}

/** The cart's lines, redrawn wherever it changes. */
export function useCart(): readonly CartLine[] {
  return useSyncExternalStore(subscribe, () => lines);
}
