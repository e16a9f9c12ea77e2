/** Shown for an empty cart and, per spec 1 §8, when the cart failed to load. */
export const EMPTY_CART = '购物袋空空如也，赶紧去抢购吧~';
