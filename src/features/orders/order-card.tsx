import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, isZero } from '../../../engine';
import { onPhone, phoneCardActions } from '../../components/breakpoints';
import { useOrderPrice } from './use-order-price';
import type { OrderView } from '../../../engine/contract';

/** Thumbnails shown in the line summary; the rest are counted. */
const THUMBNAILS = 4;

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font-size: 13px;
`;

const Head = styled.div`
  display: flex;
  gap: 24px;
  align-items: center;
  padding: 10px 16px;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.muted};
  strong {
    margin-left: auto;
    color: ${({ theme }) => theme.primary};
    font-weight: normal;
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 2px 12px;
    padding: 8px 12px;
  }
`;

/** Why the order waits for review beyond the usual (超出预算): the reviewer decides with it in view. */
const HoldReason = styled.span`
  color: ${({ theme }) => theme.danger};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr 160px 120px;
  gap: 16px;
  align-items: center;
  padding: 14px 16px;
  /* On a phone: the goods across, then the amount, then the actions in a row. */
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 10px;
    padding: 12px;
  }
`;

const Lines = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  min-width: 0;
  img {
    width: 64px;
    height: 64px;
    flex-shrink: 0;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.border};
  }
  p {
    margin: 0 0 6px;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  span {
    color: ${({ theme }) => theme.muted};
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 8px;
    img {
      width: 48px;
      height: 48px;
    }
    div {
      flex: 1 1 120px;
      min-width: 0;
    }
  }
`;

const Amount = styled.div`
  text-align: center;
  strong {
    display: block;
    color: ${({ theme }) => theme.primary};
    font-size: 15px;
  }
  span {
    color: ${({ theme }) => theme.muted};
    font-size: 12px;
  }
  ${onPhone} {
    display: flex;
    gap: 8px;
    align-items: baseline;
    justify-content: flex-end;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  align-items: center;
  ${onPhone} {
    ${phoneCardActions}
  }
`;

/**
 * One order in a list: its time, number and status; the lines as thumbnails with the first name and the
 * count; the amount in the shop's price mode; and the actions the list gives (`actions`).
 */
export function OrderCard({
  order,
  buyer,
  actions,
}: {
  order: OrderView;
  buyer?: boolean;
  actions: ReactNode;
}) {
  const price = useOrderPrice();
  const [first] = order.goodsList;
  const pieces = order.goodsList.reduce((count, line) => count + line.quantity, 0);
  return (
    <Card aria-label={`订单 ${order.orderNo}`}>
      <Head>
        <span>{order.createTime}</span>
        <span>订单号：{order.orderNo}</span>
        {buyer && <span>下单人：{order.buyerName}</span>}
        {order.holdReason && <HoldReason>审核原因：{order.holdReason}</HoldReason>}
        <strong>{order.orderStatusName}</strong>
      </Head>
      <Body>
        <Lines>
          {order.goodsList.slice(0, THUMBNAILS).map((line) => (
            <img key={line.goodsSkuCode} src={line.goodsSkuImgUrl} alt={line.goodsSkuName} />
          ))}
          <div>
            <p title={first?.goodsSkuName}>{first?.goodsSkuName}</p>
            <span>
              共{order.goodsList.length}种商品，{pieces}件
            </span>
          </div>
        </Lines>
        <Amount>
          <strong>{price(order.totalMoney, order.totalPoints)}</strong>
          {!isZero(order.freight) && <span>含运费 {formatMoney(order.freight)}</span>}
        </Amount>
        <Actions>{actions}</Actions>
      </Body>
    </Card>
  );
}
