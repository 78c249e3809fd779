/** The plumb line of Prumo's mark on a 32×32 grid: drawn by BrandMark and rendered into the app's icons at build time. */
export const BRAND_MARK_VIEWBOX = 32;
export const BRAND_MARK_LINE = { x1: 16, y1: 2, x2: 16, y2: 18, strokeWidth: 2.5 } as const;
export const BRAND_MARK_WEIGHT = 'M9 18h14l-7 12z';
