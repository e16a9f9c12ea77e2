import { useMemo } from 'react';
import styled from 'styled-components';
import { belowContentWidth, onPhone } from '../../../components/breakpoints';
import { GoodsCard, GoodsCardSkeleton } from '../../../business-ui/goods-card/goods-card';
import type { CardGoodsLike, ImageLoading } from '../../../business-ui/goods-card/goods-card';
import { useDelivery } from '../../../shop/use-delivery';

/** Cards per row in the 1200 px content width; fewer where the column is narrower. */
export const CARDS_PER_ROW = 5;
const CARDS_PER_ROW_NARROW = 4;
const CARDS_PER_ROW_PHONE = 2;

type ListedGoods = CardGoodsLike & {
  goodsSkuCode?: string | number | null;
  goodsCode?: string | number | null;
};

/** The card at `index`: the first row as the grid asks, `high` for its first card only; the rest lazily. */
function imageLoading(firstRow: ImageLoading, index: number): ImageLoading {
  if (index >= CARDS_PER_ROW) return 'lazy';
  return firstRow === 'high' && index > 0 ? 'eager' : firstRow;
}

/** Keys by SKU, so a re-sorted page moves its cards instead of rendering them again; repeats get a suffix. */
function keysOf(goods: readonly ListedGoods[]): string[] {
  const seen = new Map<string, number>();
  return goods.map((each) => {
    const code = String(each.goodsSkuCode ?? each.goodsCode ?? '');
    const count = seen.get(code) ?? 0;
    seen.set(code, count + 1);
    return count === 0 ? code : `${code}#${count}`;
  });
}

/**
 * A grid of goods cards. The cards are memoized and read nothing per card from the server. `firstRow` says
 * how the first row's images load: at once where the grid starts in the first screenful (`eager`, the
 * default), the first of them before other images where the grid leads the page (`high`: the largest
 * paint waits for it), or lazily like the other rows where the grid starts further down.
 */
export function GoodsGrid({
  goods,
  label,
  firstRow = 'eager',
}: {
  goods: readonly ListedGoods[];
  label: string;
  firstRow?: ImageLoading;
}) {
  const { region } = useDelivery();
  const keys = useMemo(() => keysOf(goods), [goods]);
  return (
    <Grid aria-label={label}>
      {goods.map((each, index) => (
        <li key={keys[index]}>
          <GoodsCard goods={each} region={region} image={imageLoading(firstRow, index)} />
        </li>
      ))}
    </Grid>
  );
}

/** The grid's placeholder: cards of the final size, so nothing jumps when the goods arrive. */
export function GoodsGridSkeleton({ count = CARDS_PER_ROW * 2 }: { count?: number }) {
  return (
    <Grid aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <GoodsCardSkeleton />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${CARDS_PER_ROW}, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
    /* Rows far below the fold skip layout and paint until they come near. */
    content-visibility: auto;
    contain-intrinsic-size: auto 320px;
  }
  ${belowContentWidth} {
    grid-template-columns: repeat(${CARDS_PER_ROW_NARROW}, minmax(0, 1fr));
  }
  ${onPhone} {
    grid-template-columns: repeat(${CARDS_PER_ROW_PHONE}, minmax(0, 1fr));
    gap: 8px;
    & > li {
      contain-intrinsic-size: auto 280px;
    }
  }
`;
