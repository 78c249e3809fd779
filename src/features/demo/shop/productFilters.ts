import type { Product, ProductCategory, ProductGender } from '#mirage/ecommerce/types';
import { matchesSearch } from '../matchesSearch';

/** Price bands of what is charged (`price`, after the discount), from `min` up to but not including `max`. */
export const PRICE_RANGES = [
  { value: '0-100', min: 0, max: 100 },
  { value: '100-300', min: 100, max: 300 },
  { value: '300-600', min: 300, max: 600 },
  { value: '600+', min: 600, max: Infinity },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number]['value'];

/** The lowest rating a product may have to be shown. */
export const MIN_RATINGS = [4, 3, 2] as const;

export const PRODUCT_SORTS = ['newest', 'priceDesc', 'priceAsc', 'discounted'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ShopFilters {
  category: ProductCategory | null;
  gender: ProductGender | null;
  price: PriceRange | null;
  minRating: number | null;
  color: string | null;
  search: string;
  sort: ProductSort;
}

export const NO_FILTERS: ShopFilters = { category: null, gender: null, price: null, minRating: null, color: null, search: '', sort: 'newest' };

const inRange = (price: number, range: PriceRange): boolean => {
  const band = PRICE_RANGES.find((candidate) => candidate.value === range);
  return !band || (price >= band.min && price < band.max);
};

function matchesFilters(product: Product, filters: ShopFilters): boolean {
  return (
    (!filters.category || product.category.includes(filters.category)) &&
    (!filters.gender || product.gender === filters.gender) &&
    (!filters.price || inRange(product.price, filters.price)) &&
    (!filters.minRating || product.rating >= filters.minRating) &&
    (!filters.color || product.colors.some((color) => color.toUpperCase() === filters.color?.toUpperCase())) &&
    matchesSearch(filters.search, product.title)
  );
}

const BY: Record<ProductSort, (a: Product, b: Product) => number> = {
  newest: (a, b) => Date.parse(b.created) - Date.parse(a.created),
  priceDesc: (a, b) => b.price - a.price,
  priceAsc: (a, b) => a.price - b.price,
  discounted: (a, b) => b.discount - a.discount,
};

/** The products the filters let through, in the chosen order. */
export const shownProducts = (products: Product[], filters: ShopFilters): Product[] =>
  products.filter((product) => matchesFilters(product, filters)).sort(BY[filters.sort]);

/** Whether any filter (the order aside) narrows the list. */
export const isFiltered = (filters: ShopFilters): boolean =>
  Object.entries(NO_FILTERS).some(([key, value]) => key !== 'sort' && filters[key as keyof ShopFilters] !== value);
