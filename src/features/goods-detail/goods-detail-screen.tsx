import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BADGE,
  GOODS_NOT_FOUND,
  displayPrice,
  flashSaleActivity,
  formatDiscount,
  formatPrice,
  formatPriceParts,
  goodsBadges,
  goodsDetailTarget,
  isVirtualGoods,
  isZero,
  multiply,
  settlementKind,
} from '../../../engine';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { useDelivery } from '../../business-ui/goods-card/use-delivery-region';
import { Icon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { SafeHtml } from '../../components/safe-html';
import { useServerClockOffset } from '../../lib/api/endpoints/flash-sale';
import { goodsDetailQuery } from '../../lib/api/endpoints/goods';
import type { GoodsDetail } from '../../lib/api/endpoints/goods';
import { salesCategoriesQuery } from '../../lib/api/endpoints/nav';
import type { SalesCategory } from '../../lib/api/types';
import { useAddToCart } from '../../lib/api/endpoints/cart-writes';
import { useShop } from '../../shop/shop-context';
import { PAGE, settlementPath, shopHome, shopPath, useGoToLogin } from '../../shop/shop-paths';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { DETAIL_MIN_HEIGHT, DetailSkeleton } from './components/detail-skeleton';
import { FlashSaleCountdown } from '../../business-ui/flash-sale-countdown/flash-sale-countdown';
import { Gallery } from './components/gallery';
import { InterestCardLink } from './components/interest-card-link';
import { LadderTable } from './components/ladder-table';
import { QuantityStepper } from './components/quantity-stepper';
import { useBrowseHistory } from './hooks/use-browse-history';
import { useFavourite } from './hooks/use-favourite';

export type DetailVariant = 'normal' | 'virtual';

export const VIRTUAL_DELIVERY_NOTE = '虚拟商品，无需物流';

/**
 * The goods detail for /goodDetail/goodDetail (normal) and /virtualGoods/virtualGoodsDetail (virtual):
 * both are the same building blocks; the virtual one has no stock or shipping address and says it is
 * delivered electronically. A goods opened on the other kind's page is sent to its own.
 */
export function GoodsDetailScreen({ variant }: { variant: DetailVariant }) {
  const [params] = useSearchParams();
  const goodsCode = params.get('goodsCode') ?? '';
  const goodsSkuCode = params.get('goodsSkuCode') ?? undefined;
  return (
    <Page>
      {goodsCode ? (
        <DetailLoader
          key={`${goodsCode}#${goodsSkuCode ?? ''}`}
          variant={variant}
          goodsCode={goodsCode}
          goodsSkuCode={goodsSkuCode}
        />
      ) : (
        <NotFound />
      )}
    </Page>
  );
}

function NotFound() {
  const { mallPath } = useShop();
  useDocumentTitle(GOODS_NOT_FOUND);
  return (
    <Panel>
      <EmptyState text={GOODS_NOT_FOUND}>
        <HomeLink as={Link} to={shopHome(mallPath)} $variant="primary">
          返回首页
        </HomeLink>
      </EmptyState>
    </Panel>
  );
}

function DetailLoader({
  variant,
  goodsCode,
  goodsSkuCode,
}: {
  variant: DetailVariant;
  goodsCode: string;
  goodsSkuCode: string | undefined;
}) {
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useQuery(
    goodsDetailQuery({ goodsCode, goodsSkuCode }),
  );
  const found = data !== undefined && !data.deleted;
  const ownVariant: DetailVariant | undefined = found
    ? isVirtualGoods(data)
      ? 'virtual'
      : 'normal'
    : undefined;
  useBrowseHistory(found && ownVariant === variant);

  if (isError)
    return <LoadError message={error.message} onRetry={() => void refetch()} height={DETAIL_MIN_HEIGHT} />;
  if (isPending) return <DetailSkeleton />;
  if (!found) return <NotFound />;
  if (ownVariant !== variant) {
    const target = goodsDetailTarget(
      { ...data, interestsCardLinkId: params.get('interestsCardLinkId') },
      mallPath,
    );
    return target.ok ? <Navigate to={target.path} replace /> : <NotFound />;
  }
  return <DetailView detail={data} variant={variant} />;
}

function categoryTrail(tree: readonly SalesCategory[], codes: readonly string[]): SalesCategory[] {
  const trail: SalesCategory[] = [];
  let level = tree;
  for (const code of codes) {
    const found = level.find((category) => category.categoryCode === code);
    if (!found) break;
    trail.push(found);
    level = found.childCategory ?? [];
  }
  return trail;
}

function Breadcrumb({ detail }: { detail: GoodsDetail }) {
  const { mallPath } = useShop();
  const { data: tree = [] } = useQuery(salesCategoriesQuery());
  const trail = categoryTrail(tree, [
    detail.firstCategoryCode,
    detail.secondCategoryCode,
    detail.lastCategoryCode,
  ]);
  const centre = shopPath(mallPath, PAGE.commodityCentre);
  return (
    <Crumbs aria-label="面包屑">
      <Link to={shopHome(mallPath)}>首页</Link>
      {trail.map((category) => (
        <Link
          key={category.categoryCode}
          to={`${centre}?categoryCode=${encodeURIComponent(category.categoryCode)}`}
        >
          {category.categoryName}
        </Link>
      ))}
      <span aria-current="page">{detail.goodsName}</span>
    </Crumbs>
  );
}

function DetailView({ detail, variant }: { detail: GoodsDetail; variant: DetailVariant }) {
  const { mallPath, capabilities, labels, facts } = useShop();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const goToLogin = useGoToLogin();
  const [quantity, setQuantity] = useState(1);
  const { region, address } = useDelivery();
  const flashSale = flashSaleActivity(detail);
  const offset = useServerClockOffset(flashSale !== undefined);
  const { add, adding } = useAddToCart();
  const favourite = useFavourite(
    { goodsCode: detail.goodsCode, goodsSkuCode: detail.goodsSkuCode },
    detail.collectionId,
  );
  useDocumentTitle(detail.goodsName);

  const virtual = variant === 'virtual';
  const format = { mode: capabilities['price.mode'], unitName: labels.unitName };
  const unit = displayPrice(detail, { ...format, quantity });
  const total = formatPriceParts(
    { money: multiply(unit.parts.money, quantity), points: multiply(unit.parts.points, quantity) },
    format,
  );
  const { badge, soldLabel, flashSaleTag } = goodsBadges(detail, {
    showSales: capabilities['goodsCard.showSales'],
    pointsDesignatedOnly: capabilities['goodsCard.pointsDesignatedOnly'],
    region: virtual ? null : region,
  });
  const canBuy = capabilities['cart.canAdd'];
  const purchasable = badge === undefined;
  const ladder =
    detail.isOpenLadderPrice && detail.ladderPriceGoodsList.length > 0 ? detail.ladderPriceGoodsList : [];
  const cardId = Number(params.get('interestsCardLinkId'));
  const line = { goodsCode: detail.goodsCode, goodsSkuCode: detail.goodsSkuCode, quantity };

  const buyNow = () => {
    if (!facts.loggedIn) {
      goToLogin();
      return;
    }
    // The engine chooses the checkout variant: virtual goods, a running flash sale, or the shop's own.
    const kind = settlementKind(detail, capabilities, Date.now() + (offset ?? 0));
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
      <Panel>
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
              <FlashSaleCountdown activity={flashSale} offsetMs={offset} />
            ) : null}
            <PriceBox>
              <Row>
                <dt>{unit.source === 'activity' ? '活动价' : '价格'}</dt>
                <dd>
                  <UnitPrice data-testid="unit-price">{unit.text}</UnitPrice>
                  {detail.discountRate && !isZero(detail.discountRate) ? (
                    <Discount>{formatDiscount(detail.discountRate)}</Discount>
                  ) : null}
                  {unit.source === 'ladder' ? (
                    <Hint>
                      （阶梯价：{quantity}
                      {detail.unit}适用）
                    </Hint>
                  ) : null}
                </dd>
              </Row>
              {detail.marketPrice && !isZero(detail.marketPrice) ? (
                <Row>
                  <dt>市场价</dt>
                  <dd>
                    <del>{formatPrice(detail.marketPrice, format)}</del>
                  </dd>
                </Row>
              ) : null}
              {ladder.length > 0 ? (
                <Row>
                  <dt>阶梯价</dt>
                  <dd>
                    <LadderTable tiers={ladder} quantity={quantity} format={format} unit={detail.unit} />
                  </dd>
                </Row>
              ) : null}
              {soldLabel ? (
                <Row>
                  <dt>销量</dt>
                  <dd>{soldLabel}</dd>
                </Row>
              ) : null}
            </PriceBox>
            <Facts>
              {virtual ? (
                <Row>
                  <dt>配送</dt>
                  <dd>
                    <Electronic>
                      <Icon name="phone" size={14} /> {VIRTUAL_DELIVERY_NOTE}
                    </Electronic>
                    ，付款后电子发放至您的账户
                  </dd>
                </Row>
              ) : (
                <>
                  <Row>
                    <dt>配送至</dt>
                    <dd>
                      {address
                        ? address.path || `${address.provinceName}${address.cityName}${address.countyName}`
                        : regionName(facts.shop)}
                      <Stock $bad={badge === BADGE.regionUnavailable}>
                        {badge === BADGE.regionUnavailable ? badge : '有货'}
                      </Stock>
                    </dd>
                  </Row>
                  <Row>
                    <dt>库存</dt>
                    <dd>
                      {detail.usableNum}
                      {detail.unit}
                    </dd>
                  </Row>
                </>
              )}
              {detail.skuList.length > 1 ? (
                <Row>
                  <dt>规格</dt>
                  <dd>
                    <Skus role="radiogroup" aria-label="规格">
                      {detail.skuList.map((sku) => (
                        <Sku
                          key={sku.goodsSkuCode}
                          type="button"
                          role="radio"
                          aria-checked={sku.goodsSkuCode === detail.goodsSkuCode}
                          $active={sku.goodsSkuCode === detail.goodsSkuCode}
                          onClick={() => chooseSku(sku.goodsSkuCode)}
                        >
                          {sku.goodsSkuName}
                        </Sku>
                      ))}
                    </Skus>
                  </dd>
                </Row>
              ) : null}
              <Row>
                <dt>数量</dt>
                <dd>
                  <QuantityStepper
                    value={quantity}
                    max={virtual ? undefined : Math.max(1, detail.usableNum)}
                    disabled={!purchasable}
                    onChange={setQuantity}
                  />
                  <Total>
                    合计：<b data-testid="total-price">{total}</b>
                  </Total>
                </dd>
              </Row>
            </Facts>
            {badge === undefined ? null : (
              <Unavailable role="status">该商品{badge}，暂时无法购买</Unavailable>
            )}
            <Actions>
              {canBuy ? (
                <Button
                  $variant="plain"
                  $size="large"
                  disabled={!purchasable}
                  onClick={buyNow}
                  className="buy-now"
                >
                  立即购买
                </Button>
              ) : null}
              {canBuy && !virtual ? (
                <Button
                  $variant="primary"
                  $size="large"
                  disabled={!purchasable || adding}
                  aria-busy={adding}
                  onClick={() => add(line)}
                >
                  <Icon name="cart" size={18} /> 加入购物车
                </Button>
              ) : null}
              <FavouriteButton
                type="button"
                aria-pressed={favourite.favourite}
                disabled={favourite.pending}
                aria-busy={favourite.pending}
                onClick={favourite.toggle}
                $on={favourite.favourite}
              >
                <Icon name="heart" size={18} />
                {favourite.favourite ? '已收藏' : '收藏'}
              </FavouriteButton>
            </Actions>
          </Info>
        </Top>
      </Panel>
      <Panel>
        <SectionTitle>商品详情</SectionTitle>
        <Description html={detail.description} />
      </Panel>
    </>
  );
}

function regionName(shop: { provinceName?: string; cityName?: string; countyName?: string }): string {
  return [shop.provinceName, shop.cityName, shop.countyName].filter(Boolean).join('') || '全国';
}

const HomeLink = styled(Button)`
  text-decoration: none;
`;

const Page = styled(Container)`
  padding: 0 0 40px;
`;

const Panel = styled.section`
  margin-top: 12px;
  padding: 24px;
  background: #fff;
`;

const Crumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 14px 0 2px;
  font-size: 13px;
  color: #666;
  & > a {
    color: #666;
    text-decoration: none;
  }
  & > a:hover {
    color: ${({ theme }) => theme.primary};
  }
  & > * + *::before {
    content: '›';
    margin-right: 6px;
    color: #bbb;
  }
  & > span {
    max-width: 420px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Top = styled.div`
  display: flex;
  gap: 32px;
`;

const Info = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 20px;
  line-height: 1.5;
  font-weight: 600;
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

const PriceBox = styled.dl`
  margin: 14px 0 0;
  padding: 12px 16px;
  background: ${({ theme }) => theme.primaryFaint};
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  padding: 6px 0;
  font-size: 14px;
  & > dt {
    flex: none;
    width: 72px;
    color: ${({ theme }) => theme.muted};
  }
  & > dd {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    min-width: 0;
  }
  & del {
    color: ${({ theme }) => theme.muted};
  }
`;

const UnitPrice = styled.strong`
  color: ${({ theme }) => theme.primary};
  font-size: 28px;
  font-weight: 700;
`;

const Discount = styled.span`
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.primary};
  font-size: 12px;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const Facts = styled.dl`
  margin: 10px 0 0;
  padding: 0 16px;
`;

const Stock = styled.span<{ $bad: boolean }>`
  color: ${({ $bad, theme }) => ($bad ? theme.danger : '#3b7d32')};
  font-weight: 600;
`;

const Electronic = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 2px;
  background: #eef7ff;
  color: #1a5fb8;
`;

const Skus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Sku = styled.button<{ $active: boolean }>`
  padding: 6px 14px;
  border: 1px solid ${({ $active, theme }) => ($active ? theme.primary : theme.border)};
  background: #fff;
  color: ${({ $active, theme }) => ($active ? theme.primary : theme.text)};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
`;

const Total = styled.span`
  margin-left: 12px;
  color: #666;
  & > b {
    color: ${({ theme }) => theme.primary};
    font-size: 16px;
  }
`;

const Unavailable = styled.p`
  margin: 12px 16px 0;
  color: ${({ theme }) => theme.danger};
  font-size: 13px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin: 22px 16px 0;

  & > .buy-now {
    border-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.primaryFaint};
  }
`;

const FavouriteButton = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  height: 42px;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ $on, theme }) => ($on ? theme.primary : '#666')};
  cursor: pointer;
  & svg {
    fill: ${({ $on, theme }) => ($on ? theme.primary : 'none')};
  }
  &:hover {
    color: ${({ theme }) => theme.primary};
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
