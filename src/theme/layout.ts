/** The template's layout constants. */
export const SIDEBAR_WIDTH = 270;
export const MINI_SIDEBAR_WIDTH = 87;
export const TOPBAR_HEIGHT = 70;
export const CARD_PADDING = 15;
export const CARD_CONTENT_PADDING = 24;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };
