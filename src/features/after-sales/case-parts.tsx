import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { AFTER_SALE_TEXT, isZero, orderViewPath, refundsNothing } from '../../../engine';
import { ImageList } from '../../business-ui/purchase-dialog/image-tiles';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { DetailFields as Fields } from '../../components/detail-section';
import { Section } from './section';
import { GoodsCell } from './goods-cell';
import { RefundList } from './refund-list';
import type { AfterSaleDetail } from '../../../engine/contract';

const LineRow = styled.div`
  display: flex;
  gap: 24px;
  align-items: center;
  margin-bottom: 12px;
  ${onPhone} {
    flex-wrap: wrap;
    gap: 6px 16px;
  }
`;

const paidInOf = (refund: AfterSaleDetail['refund']) => ({
  points: !isZero(refund.points),
  money: !isZero(refund.money),
});

/** What the member asked for: type, reason, description, pictures, phone and the order. */
export function CaseInfo({ found }: { found: AfterSaleDetail }) {
  const { mallPath } = useShop();
  return (
    <Section aria-labelledby="case-info">
      <h2 id="case-info">售后信息</h2>
      <Fields>
        <dt>售后类型</dt>
        <dd>{found.typeName}</dd>
        <dt>售后原因</dt>
        <dd>{found.reason}</dd>
        <dt>问题描述</dt>
        <dd>{found.description || '无'}</dd>
        <dt>凭证图片</dt>
        <dd>
          <ImageList urls={found.images} />
        </dd>
        <dt>联系电话</dt>
        <dd>{found.phone}</dd>
        <dt>订单号</dt>
        <dd>
          <Link to={shopPath(mallPath, orderViewPath({ orderNo: found.orderNo, kind: 'normal' }))}>
            {found.orderNo}
          </Link>
        </dd>
        <dt>申请时间</dt>
        <dd>{found.createTime}</dd>
        {found.logistics && (
          <>
            <dt>退货物流</dt>
            <dd>
              {found.logistics.courier} {found.logistics.trackingNo}
            </dd>
          </>
        )}
      </Fields>
    </Section>
  );
}

/** The goods of the case with their quantities and refunds, and the total. */
export function CaseGoods({ found }: { found: AfterSaleDetail }) {
  return (
    <Section aria-labelledby="case-goods">
      <h2 id="case-goods">售后商品</h2>
      <div>
        {found.lines.map((line) => (
          <LineRow key={line.goodsSkuCode}>
            <GoodsCell name={line.goodsSkuName} image={line.goodsSkuImgUrl} />
            <span>申请数量：{line.quantity}</span>
          </LineRow>
        ))}
        {refundsNothing(found.type, found.status) ? (
          <span>{AFTER_SALE_TEXT.noRefund}</span>
        ) : (
          <RefundList refund={found.refund} paidIn={paidInOf(found.refund)} label="退款金额" />
        )}
      </div>
    </Section>
  );
}

/** The log: each step's time, status and the merchant's (or the member's) words. */
export function CaseLog({ log }: { log: AfterSaleDetail['log'] }) {
  return (
    <Section aria-labelledby="case-log">
      <h2 id="case-log">处理记录</h2>
      <ol>
        {[...log].reverse().map((step) => (
          <li key={`${step.time}-${step.status}`}>
            <time>{step.time}</time> <strong>{step.statusName}</strong> {step.note}
          </li>
        ))}
      </ol>
    </Section>
  );
}
