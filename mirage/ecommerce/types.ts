export const PRODUCT_CATEGORIES = ['books', 'fashion', 'electronics', 'toys'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_GENDERS = ['Men', 'Women', 'Kids'] as const;
export type ProductGender = (typeof PRODUCT_GENDERS)[number];

/** A short palette, so that filtering the shop by colour finds several products. */
export const PRODUCT_COLORS = ['#1890FF', '#FF4842', '#54D62C', '#FFC107', '#7F00FF', '#00AB55', '#212B36'] as const;

/**
 * The template's product. `salesPrice` is the list price, `discount` the percentage off it and `price` what is
 * charged; `qty` is how many a cart line starts with; `created` is an ISO date.
 */
export interface Product {
  id: number;
  title: string;
  price: number;
  discount: number;
  salesPrice: number;
  related: boolean;
  category: ProductCategory[];
  gender: ProductGender;
  rating: number;
  stock: boolean;
  qty: number;
  colors: string[];
  photo: string;
  created: string;
  description: string;
}
