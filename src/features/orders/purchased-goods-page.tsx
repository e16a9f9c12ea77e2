import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { belowContentWidth } from '../../components/breakpoints';
import { goodsBadges, MEMBER_LIST_TEXT } from '../../../engine';
import { MemberGoodsRow } from '../../business-ui/member-goods-row/member-goods-row';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { useAddToCart } from '../../shop/writes/cart-writes';
import { purchasedGoodsQuery } from '../../lib/api/endpoints/orders';
import { useCapability } from '../../shop/shop-context';
import { useApiClient } from '../../shop/api-client';
import type { PurchasedGoods } from '../../../engine/contract';

// Not a virtualised list: where the row stacks its commands under the goods (a narrow column), it grows to
// hold the purchase time too, instead of keeping the fixed row height.
const Goods = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ${belowContentWidth} {
    li > div {
      height: auto;
    }
  }
`;

const PurchaseTime = styled.div`
  margin-top: 4px;
  color: ${({ theme }) => theme.muted};
`;

/**
 * /userCenter/alreadyGoods 已购商品 (F000271; docs/member-pages.md): the goods of the member's orders, once
 * each, newest purchase first (the engine's purchasedGoods, applied by the gateway), each with 再次购买.
 */
export default function PurchasedGoodsPage() {
  const api = useApiClient();
  const [currentPage, setCurrentPage] = useState(1);
  const goods = useQuery({ ...purchasedGoodsQuery(api, currentPage), placeholderData: keepPreviousData });
  if (goods.isError) return <LoadError message={goods.error.message} onRetry={() => void goods.refetch()} />;
  if (goods.isPending) return <Skeleton lines={5} label="已购商品加载中" />;
  const { records, total, pageSize } = goods.data;
  if (records.length === 0) return <EmptyState text={MEMBER_LIST_TEXT.purchasedEmpty} />;
  return (
    <>
      <Goods aria-label="已购商品">
        {records.map((each) => (
          <li key={each.goodsSkuCode}>
            <PurchasedGoodsRow goods={each} />
          </li>
        ))}
      </Goods>
      <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={setCurrentPage} />
    </>
  );
}

/** One purchased goods: 再次购买 adds one piece with the one add-to-cart, unless it cannot be bought now. */
function PurchasedGoodsRow({ goods }: { goods: PurchasedGoods }) {
  const pointsDesignatedOnly = useCapability('goodsCard.pointsDesignatedOnly');
  const canAddToCart = useCapability('cart.canAdd');
  const { add, adding } = useAddToCart();
  const { badge } = goodsBadges(goods, {
    showSales: false,
    pointsDesignatedOnly,
  });
  return (
    <MemberGoodsRow
      name={goods.goodsSkuName}
      image={goods.imgUrl}
      link={goods}
      priced={goods}
      badge={badge}
      note={<PurchaseTime>最近购买：{goods.purchaseTime}</PurchaseTime>}
    >
      <Button
        $size="small"
        $variant="primary"
        disabled={badge !== undefined || !canAddToCart || adding}
        aria-busy={adding}
        onClick={() => add({ goodsCode: goods.goodsCode, goodsSkuCode: goods.goodsSkuCode, quantity: 1 })}
      >
        再次购买
      </Button>
    </MemberGoodsRow>
  );
}
