import { memo } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  displayPrice,
  formatDiscount,
  formatPrice,
  goodsBadges,
  goodsDetailTarget,
  isZero,
} from '../../../engine';
import type {
  Amount,
  BadgeGoods,
  DeliveryRegion,
  GoodsLink,
  PriceFormat,
  PricedGoods,
} from '../../../engine';
import { useShop } from '../../shop/shop-context';
import { toast } from '../../components/toast';
import { GOODS_CARD_SIZE, ROW_LAYOUT_BELOW } from './goods-card-sizes';
import type { GoodsCardSize } from './goods-card-sizes';
import { useGoodsCardImageSize } from './use-goods-card-image-size';

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
  const { mallPath, capabilities, labels } = useShop();
  const imageSize = useGoodsCardImageSize(size);
  const row = imageSize < ROW_LAYOUT_BELOW;
  const name = goods.goodsName ?? goods.goodsSkuName ?? '';
  const { badge, soldLabel, flashSaleTag } = goodsBadges(goods, {
    showSales: capabilities['goodsCard.showSales'],
    pointsDesignatedOnly: capabilities['goodsCard.pointsDesignatedOnly'],
    region,
  });
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };
  const target = goodsDetailTarget(goods, mallPath);
  const newTab = capabilities['goodsCard.openInNewTab'];

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
        {capabilities['goodsCard.showPrice'] ? (
          <PriceLine goods={goods} format={format} compact={row} />
        ) : null}
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
  const { capabilities } = useShop();
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
        {capabilities['goodsCard.showPrice'] ? (
          <span className="prices">
            <Shimmer style={{ height: 20, width: '45%' }} />
          </span>
        ) : null}
        {capabilities['goodsCard.showSales'] && !row ? (
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
  const price = displayPrice(goods, format);
  const discount = shown(goods.discountRate);
  const market = shown(goods.marketPrice);
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

const Card = styled.a<{ $row: boolean; $size: number }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  align-items: ${({ $row }) => ($row ? 'flex-start' : 'center')};
  gap: ${({ $row }) => ($row ? '10px' : '0')};
  width: 100%;
  box-sizing: border-box;
  padding: ${({ $row }) => ($row ? '8px 0' : '16px 14px 14px')};
  background: #fff;
  border: 1px solid ${({ $row }) => ($row ? 'transparent' : '#f0f0f0')};
  color: ${({ theme }) => theme.text};
  text-align: left;
  text-decoration: none;
  font: inherit;
  cursor: pointer;
  transition:
    box-shadow 0.2s,
    border-color 0.2s;

  &:hover {
    border-color: ${({ $row, theme }) => ($row ? 'transparent' : theme.primaryLight)};
    box-shadow: ${({ $row }) => ($row ? 'none' : '0 6px 18px rgba(0, 0, 0, 0.1)')};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }

  /* The image box has its final size before the image loads: no layout shift. */
  .image {
    position: relative;
    flex: none;
    display: block;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
    overflow: hidden;
    background: #f7f7f7;
    border-radius: 2px;
  }
  .image > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .badge {
    position: absolute;
    inset: 0;
    margin: auto;
    width: ${({ $row }) => ($row ? '48px' : '84px')};
    height: ${({ $row }) => ($row ? '48px' : '84px')};
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: rgba(0, 0, 0, 0.55);
    color: #fff;
    font-size: ${({ $row }) => ($row ? '11px' : '15px')};
    letter-spacing: 1px;
  }
  .body {
    display: flex;
    flex-direction: column;
    align-self: stretch;
    min-width: 0;
    flex: 1;
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    margin-top: ${({ $row }) => ($row ? '0' : '12px')};
    height: ${({ $row }) => ($row ? 'auto' : '40px')};
    font-size: ${({ $row }) => ($row ? '13px' : '14px')};
    line-height: 20px;
    word-break: break-all;
  }
  .flash-sale {
    display: inline-block;
    margin-right: 4px;
    padding: 0 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.primary};
    color: #fff;
    font-size: 12px;
    line-height: 18px;
    vertical-align: 1px;
  }
  .prices {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 8px;
    margin-top: 8px;
    min-height: 24px;
  }
  .price {
    color: ${({ theme }) => theme.primary};
    font-size: ${({ $row }) => ($row ? '14px' : '18px')};
    font-weight: 600;
  }
  .discount {
    padding: 0 4px;
    border: 1px solid ${({ theme }) => theme.primary};
    border-radius: 2px;
    color: ${({ theme }) => theme.primary};
    font-size: 12px;
    line-height: 16px;
  }
  del {
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  .sold {
    margin-top: 4px;
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const Shimmer = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: 2px;
  background: linear-gradient(90deg, #eee 25%, #f6f6f6 37%, #eee 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;
