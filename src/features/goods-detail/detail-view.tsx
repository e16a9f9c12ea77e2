import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  detailAvailability,
  flashSaleActivity,
  formatPriceParts,
  goodsBadges,
  multiply,
  payableUnitPrice,
  settlementKind,
  shopRegionName,
  upcomingFlashSaleNotice,
} from '../../../engine';
import { useDelivery } from '../../shop/use-delivery';
import { FlashSaleCountdown } from '../../business-ui/flash-sale-countdown/flash-sale-countdown';
import { useFlashSaleClock } from '../../business-ui/flash-sale-countdown/use-flash-sale-clock';
import { belowContentWidth, onPhone } from '../../components/breakpoints';
import { SafeHtml } from '../../components/safe-html';
import { useAddToCart } from '../../shop/writes/cart-writes';
import { useServerClockOffset } from '../../lib/api/endpoints/flash-sale';
import { useCapability, useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';
import { settlementPath, shopPath, useGoToLogin } from '../../shop/shop-paths';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { Breadcrumb } from './components/breadcrumb';
import { DetailActions } from './components/detail-actions';
import { DetailPanel } from './components/detail-layout';
import { Gallery } from './components/gallery';
import { GoodsReviews } from './components/goods-reviews';
import { InterestCardLink } from './components/interest-card-link';
import { PriceBox } from './components/price-box';
import { PurchaseFacts } from './components/purchase-facts';
import { useFavourite } from './hooks/use-favourite';
import { useApiClient } from '../../shop/api-client';
import type { GoodsDetail } from '../../../engine/contract';

export type DetailVariant = 'normal' | 'virtual';

/** One goods as its detail page shows it: gallery, prices, delivery, quantity, the actions and the description. */
export function DetailView({ detail, variant }: { detail: GoodsDetail; variant: DetailVariant }) {
  const api = useApiClient();
  const showSales = useCapability('goodsCard.showSales');
  const pointsDesignatedOnly = useCapability('goodsCard.pointsDesignatedOnly');
  const canAddToCart = useCapability('cart.canAdd');
  const shopSettlement = useCapability('checkout.settlement');
  const { mallPath, facts } = useShop();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const [quantity, setQuantity] = useState(1);
  const { region, address } = useDelivery();
  const flashSale = flashSaleActivity(detail);
  const offset = useServerClockOffset(api, flashSale !== undefined);
  const serverNow = useFlashSaleClock(flashSale, offset);
  const { add, adding } = useAddToCart();
  const favourite = useFavourite(
    { goodsCode: detail.goodsCode, goodsSkuCode: detail.goodsSkuCode },
    detail.collectionId,
  );
  useDocumentTitle(detail.goodsName);

  const virtual = variant === 'virtual';
  const format = usePriceFormat();
  // The price payable now, the one the settlement charges: a flash sale's price only while it runs.
  const payable = payableUnitPrice(detail, { mode: format.mode, quantity, serverNow });
  const unit = { ...payable, text: formatPriceParts(payable.parts, format) };
  const total = formatPriceParts(
    { money: multiply(unit.parts.money, quantity), points: multiply(unit.parts.points, quantity) },
    format,
  );
  const blockOptions = {
    pointsDesignatedOnly,
    region: virtual ? null : region,
  };
  const { soldLabel, flashSaleTag } = goodsBadges(detail, {
    ...blockOptions,
    showSales,
  });
  const availability = detailAvailability(detail, blockOptions);
  const cardId = Number(params.get('interestsCardLinkId'));
  const line = { goodsCode: detail.goodsCode, goodsSkuCode: detail.goodsSkuCode, quantity };

  const buyNow = () => {
    if (!facts.loggedIn) {
      goToLogin();
      return;
    }
    // The engine chooses the checkout variant: virtual goods, a running flash sale, or the shop's own.
    const kind = settlementKind(detail, shopSettlement, Date.now() + (offset ?? 0));
    navigate(shopPath(mallPath, settlementPath(kind, 'settlement', line)));
  };

  const chooseSku = (goodsSkuCode: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('goodsSkuCode', goodsSkuCode);
      return next;
    });

  return (
    <>
      <Breadcrumb detail={detail} />
      <DetailPanel>
        <Top>
          <div>
            <Gallery
              images={detail.imgList.length > 0 ? detail.imgList : [detail.imgUrl]}
              name={detail.goodsName}
            />
            {Number.isInteger(cardId) && cardId > 0 ? <InterestCardLink cardId={cardId} /> : null}
          </div>
          <Info>
            <Title>
              {flashSaleTag ? <Tag>{flashSaleTag}</Tag> : null}
              {virtual ? <Tag $plain>虚拟商品</Tag> : null}
              {detail.goodsName}
            </Title>
            {detail.brandName ? <Brand>品牌：{detail.brandName}</Brand> : null}
            {flashSale && offset !== undefined ? (
              <FlashSaleCountdown
                activity={flashSale}
                offsetMs={offset}
                notice={upcomingFlashSaleNotice(detail, { ...format, serverNow })}
              />
            ) : null}
            <PriceBox detail={detail} unit={unit} quantity={quantity} format={format} soldLabel={soldLabel} />
            <PurchaseFacts
              detail={detail}
              virtual={virtual}
              availability={availability}
              address={address}
              shopRegionName={shopRegionName(facts.shop)}
              quantity={quantity}
              onQuantity={setQuantity}
              total={total}
              onSku={chooseSku}
            />
            {availability.notice === undefined ? null : (
              <Unavailable role="status">{availability.notice}</Unavailable>
            )}
            <DetailActions
              canBuy={canAddToCart}
              virtual={virtual}
              purchasable={availability.purchasable}
              adding={adding}
              onBuyNow={buyNow}
              onAddToCart={() => add(line)}
              favourite={favourite}
            />
          </Info>
        </Top>
      </DetailPanel>
      <DetailPanel>
        <SectionTitle>商品详情</SectionTitle>
        <Description html={detail.description} />
      </DetailPanel>
      <GoodsReviews goodsCode={detail.goodsCode} />
    </>
  );
}

/**
 * The gallery beside the facts; narrower than the content column the facts go below the gallery when they
 * would be squeezed, and on a phone everything stacks: images, price, options.
 */
const Top = styled.div`
  display: flex;
  gap: 32px;
  ${belowContentWidth} {
    flex-wrap: wrap;
  }
  /* Stacked as blocks, not a flex column: there the gallery's square took its height one frame late and
     pushed the facts down (a layout shift). */
  ${onPhone} {
    display: block;
    & > * + * {
      margin-top: 16px;
    }
  }
`;

const INFO_MIN_WIDTH = 360;

const Info = styled.div`
  flex: 1;
  min-width: 0;
  ${belowContentWidth} {
    flex-basis: ${INFO_MIN_WIDTH}px;
  }
  ${onPhone} {
    flex: none;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 20px;
  line-height: 1.5;
  font-weight: 600;
  ${onPhone} {
    font-size: 18px;
  }
`;

const Tag = styled.span<{ $plain?: boolean }>`
  display: inline-block;
  margin-right: 8px;
  padding: 0 6px;
  border-radius: 2px;
  border: 1px solid ${({ theme }) => theme.primary};
  background: ${({ $plain, theme }) => ($plain ? '#fff' : theme.primary)};
  color: ${({ $plain, theme }) => ($plain ? theme.primary : '#fff')};
  font-size: 12px;
  line-height: 20px;
  vertical-align: 3px;
  font-weight: normal;
`;

const Brand = styled.p`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${({ theme }) => theme.muted};
`;

const Unavailable = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
  ${onPhone} {
    margin: 12px 12px 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 16px;
  padding-bottom: 10px;
  border-bottom: 2px solid ${({ theme }) => theme.primary};
  font-size: 16px;
  display: inline-block;
`;

const Description = styled(SafeHtml)`
  line-height: 1.8;
  & img {
    max-width: 100%;
    height: auto;
  }
`;
