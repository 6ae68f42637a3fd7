// How big a cart may grow: the browser's cart never builds more, checkout refuses more (SPEC §4.3).
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
