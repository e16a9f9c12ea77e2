import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { goodsDetailTarget, listedPrice } from '../../../engine';
import type { GoodsLink, PricedGoods } from '../../../engine';
import { toast } from '../../components/toast';
import { useCapability, useShop } from '../../shop/shop-context';
import { usePriceFormat } from '../../shop/use-price-format';

/** Every row has this height, so a virtualised list can place rows without measuring them. */
export const MEMBER_GOODS_ROW_HEIGHT = 97;

/** Below this width (a 300 px drawer) the commands go under the name and price. */
const NARROW_BELOW = 480;

// The row is a size container, so the same row lays itself out for the page and for a narrow drawer.
const Row = styled.div`
  container-type: inline-size;
  box-sizing: border-box;
  height: ${MEMBER_GOODS_ROW_HEIGHT}px;
  overflow: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  .layout {
    display: flex;
    align-items: center;
    gap: 12px;
    box-sizing: border-box;
    height: 100%;
    padding: 12px 16px;
  }
  img {
    width: 72px;
    height: 72px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  .lead {
    display: flex;
  }
  .body {
    flex: 1;
    min-width: 0;
  }
  .name {
    display: block;
    max-width: 100%;
    margin-bottom: 4px;
    overflow: hidden;
    color: ${({ theme }) => theme.text};
    text-overflow: ellipsis;
    white-space: nowrap;
    text-decoration: none;
    border: 0;
    padding: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  strong {
    color: ${({ theme }) => theme.primary};
    white-space: nowrap;
  }
  .badge {
    display: inline-block;
    margin-left: 6px;
    padding: 0 4px;
    border-radius: 2px;
    background: #666;
    color: #fff;
    font-size: 12px;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex-shrink: 0;
    gap: 8px;
  }
  @container (max-width: ${NARROW_BELOW}px) {
    .layout {
      display: grid;
      grid-template-columns: auto 48px minmax(0, 1fr);
      grid-template-areas: 'lead image body' 'lead actions actions';
      column-gap: 10px;
      row-gap: 4px;
      padding: 6px 12px;
    }
    .lead {
      grid-area: lead;
    }
    img {
      grid-area: image;
      width: 48px;
      height: 48px;
    }
    .body {
      grid-area: body;
    }
    .actions {
      grid-area: actions;
      justify-content: flex-end;
    }
  }
`;

export interface MemberGoodsRowProps {
  name: string;
  image: string;
  /** The goods' routing fields: its detail opens through the engine's goods routing. */
  link: GoodsLink;
  priced: PricedGoods;
  /** 已售罄, 已下架, … from the engine, when the goods cannot be bought now. */
  badge?: string | undefined;
  /** Before the image: a checkbox in lists with batch commands. */
  lead?: ReactNode;
  /** A line under the price, such as when it was bought. */
  note?: ReactNode;
  /** The row's commands. */
  children?: ReactNode;
}

/**
 * A goods in one of the member's lists (favourites, browse history, purchased goods): image, the name opening
 * its detail (商品不存在！ for deleted goods), the price in the shop's mode where cards show prices, the
 * badge, and the row's commands. One styled root with plain elements keeps a long list cheap.
 */
export function MemberGoodsRow({
  name,
  image,
  link,
  priced,
  badge,
  lead,
  note,
  children,
}: MemberGoodsRowProps) {
  const { mallPath } = useShop();
  const showPrice = useCapability('goodsCard.showPrice');
  const target = goodsDetailTarget(link, mallPath);
  const format = usePriceFormat();
  const notFound = (event: MouseEvent) => {
    event.preventDefault();
    if (!target.ok) toast.error(target.message);
  };
  return (
    <Row>
      <div className="layout">
        {lead ? <span className="lead">{lead}</span> : null}
        <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" />
        <div className="body">
          {target.ok ? (
            <Link className="name" to={target.path} title={name}>
              {name}
            </Link>
          ) : (
            <button className="name" type="button" onClick={notFound} title={name}>
              {name}
            </button>
          )}
          {showPrice ? <strong>{listedPrice(priced, format).text}</strong> : null}
          {badge ? <span className="badge">{badge}</span> : null}
          {note}
        </div>
        <div className="actions">{children}</div>
      </div>
    </Row>
  );
}
