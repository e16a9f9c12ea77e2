import { memo } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDiscount,
  formatPrice,
  goodsBadges,
  goodsDetailTarget,
  isZero,
  listedPrice,
  struckMarketPrice,
} from '../../../engine';
import type {
  Amount,
  BadgeGoods,
  DeliveryRegion,
  GoodsLink,
  PriceFormat,
  PricedGoods,
} from '../../../engine';
import { useCapability, useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';
import { toast } from '../../components/toast';
import { GOODS_CARD_SIZE, ROW_LAYOUT_BELOW } from './goods-card-sizes';
import type { GoodsCardSize } from './goods-card-sizes';
import { useGoodsCardImageSize } from './use-goods-card-image-size';
// Imported last: styled-components orders its rules by creation, so the card's stay after those above.
import { Card, Shimmer } from './goods-card-styles';

/** What a card reads from any goods list (search, home floors, favourites, cart): spec 1 §3 and spec 2 §3. */
export type CardGoodsLike = PricedGoods &
  BadgeGoods &
  GoodsLink & {
    goodsName?: string | null;
    goodsSkuName?: string | null;
    imgUrl?: string | null;
    marketPrice?: Amount;
    discountRate?: Amount;
    labelImgUrl?: string | null;
  };

export type ImageLoading = 'high' | 'eager' | 'lazy';

export interface GoodsCardProps {
  goods: CardGoodsLike;
  /** The image box: the list size from the profile, or a fixed size where a layout asks for one. */
  size?: GoodsCardSize;
  /**
   * How the image loads: `lazy` (the default) as it nears the screen; `eager` at once (the first screenful);
   * `high` at once and before other images (the page's largest image, which the largest paint waits for).
   */
  image?: ImageLoading;
  /** The delivery region the 区域无货 badge is checked against. */
  region?: DeliveryRegion | null;
}

/**
 * The one goods card every list uses: image, name, price or points, 秒杀 tag, discount, market price, sold
 * count and the badge. What it shows for a shop comes from capabilities, never from the shop's id or type.
 * One styled root with plain elements inside keeps a list of 200 cards cheap to render.
 */
export const GoodsCard = memo(function GoodsCard({
  goods,
  size = GOODS_CARD_SIZE.list,
  image = 'lazy',
  region,
}: GoodsCardProps) {
  const { mallPath } = useShop();
  const showSales = useCapability('goodsCard.showSales');
  const showPrice = useCapability('goodsCard.showPrice');
  const pointsDesignatedOnly = useCapability('goodsCard.pointsDesignatedOnly');
  const imageSize = useGoodsCardImageSize(size);
  const row = imageSize < ROW_LAYOUT_BELOW;
  const name = goods.goodsName ?? goods.goodsSkuName ?? '';
  const { badge, soldLabel, flashSaleTag } = goodsBadges(goods, {
    showSales,
    pointsDesignatedOnly,
    region,
  });
  const format = usePriceFormat();
  const target = goodsDetailTarget(goods, mallPath);
  const newTab = useCapability('goodsCard.openInNewTab');

  const content = (
    <>
      <span className="image">
        {goods.imgUrl ? (
          <img
            src={goods.imgUrl}
            // Decorative: the card's link already says the goods' name, next to it.
            alt=""
            width={imageSize}
            height={imageSize}
            loading={image === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={image === 'high' ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {badge ? <span className="badge">{badge}</span> : null}
      </span>
      <span className="body">
        <span className="name" title={name}>
          {flashSaleTag ? <span className="flash-sale">{flashSaleTag}</span> : null}
          {name}
        </span>
        {showPrice ? <PriceLine goods={goods} format={format} compact={row} /> : null}
        {soldLabel && !row ? <span className="sold">{soldLabel}</span> : null}
      </span>
    </>
  );

  if (!target.ok) {
    const notFound = (event: MouseEvent) => {
      event.preventDefault();
      toast.error(target.message);
    };
    return (
      <Card $row={row} $size={imageSize} as="button" type="button" onClick={notFound} aria-label={name}>
        {content}
      </Card>
    );
  }
  return (
    <Card
      $row={row}
      $size={imageSize}
      as={Link}
      to={target.path}
      aria-label={name}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {content}
    </Card>
  );
});

/**
 * The card's placeholder while a list loads: the same boxes as the card, with the price and sold-count
 * lines only where the card will have them, so nothing moves when the goods arrive.
 */
export function GoodsCardSkeleton({ size = GOODS_CARD_SIZE.list }: { size?: GoodsCardSize }) {
  const showSales = useCapability('goodsCard.showSales');
  const showPrice = useCapability('goodsCard.showPrice');
  const imageSize = useGoodsCardImageSize(size);
  const row = imageSize < ROW_LAYOUT_BELOW;
  return (
    <Card $row={row} $size={imageSize} as="div" aria-hidden="true">
      <span className="image">
        <Shimmer />
      </span>
      <span className="body">
        <span className="name">
          <Shimmer style={{ height: 14, width: '90%' }} />
        </span>
        {showPrice ? (
          <span className="prices">
            <Shimmer style={{ height: 20, width: '45%' }} />
          </span>
        ) : null}
        {showSales && !row ? (
          <span className="sold">
            <Shimmer style={{ height: 12, width: '30%' }} />
          </span>
        ) : null}
      </span>
    </Card>
  );
}

function PriceLine({
  goods,
  format,
  compact,
}: {
  goods: CardGoodsLike;
  format: PriceFormat;
  compact: boolean;
}) {
  const price = listedPrice(goods, format);
  const discount = shown(goods.discountRate);
  const market = struckMarketPrice(goods.marketPrice, price.parts, format.mode);
  return (
    <span className="prices">
      <span className="price" data-testid="goods-card-price">
        {price.text}
      </span>
      {discount !== undefined && !compact ? (
        <span className="discount">{formatDiscount(discount)}</span>
      ) : null}
      {market !== undefined && !compact ? (
        <del aria-label={`市场价 ${formatPrice(market, format)}`}>{formatPrice(market, format)}</del>
      ) : null}
    </span>
  );
}

/** An amount worth showing: sent, and not zero. */
function shown(amount: Amount): Amount | undefined {
  return amount === null || amount === undefined || amount === '' || isZero(amount) ? undefined : amount;
}
