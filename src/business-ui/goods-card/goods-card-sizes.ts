/**
 * Image box sizes of the goods card (spec 1 §9: the list image is resized to `limits.layout.goodsCardImage`,
 * other layouts use fixed sizes). Rows (the drawers) are the small sizes; cards stack image over text.
 */
export const GOODS_CARD_SIZE = {
  /** The list card: its size comes from the profile's `limits.layout.goodsCardImage`. */
  list: 'list',
  /** Side panels and recommendation strips. */
  medium: 160,
  /** Cart and favourites drawers. */
  small: 64,
  /** Order lines and the smallest rows. */
  mini: 60,
} as const;

export type GoodsCardSize = (typeof GOODS_CARD_SIZE)[keyof typeof GOODS_CARD_SIZE];

/** Below this image size the card is laid out as a row (image left, text right). */
export const ROW_LAYOUT_BELOW = GOODS_CARD_SIZE.medium;
