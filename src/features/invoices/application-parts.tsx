import { Fragment } from 'react';
import { maskPhone } from '../../../engine';
import { DetailFields, DetailSection } from '../../components/detail-section';
import type { ApplicationDetail } from '../../../engine/contract';

/** The invoice: its number and date once issued, its type, form and content, and where paper goes. */
export function InvoiceFacts({ found }: { found: ApplicationDetail }) {
  return (
    <DetailSection aria-labelledby="invoice-facts">
      <h2 id="invoice-facts">发票信息</h2>
      <DetailFields>
        <dt>发票号码</dt>
        <dd>{found.invoice?.number ?? '待开具'}</dd>
        <dt>开票日期</dt>
        <dd>{found.invoice?.date ?? '待开具'}</dd>
        <dt>发票类型</dt>
        <dd>{found.invoiceTypeName}</dd>
        <dt>发票形式</dt>
        <dd>{found.mediumName}</dd>
        <dt>发票内容</dt>
        <dd>{found.contentName}</dd>
        {found.address && (
          <>
            <dt>收件地址</dt>
            <dd>
              {found.address.receiverName} {maskPhone(found.address.receiverPhone)}{' '}
              {found.address.fullAddress}
            </dd>
          </>
        )}
        {found.shipment && (
          <>
            <dt>快递公司</dt>
            <dd>{found.shipment.courierName}</dd>
            <dt>快递单号</dt>
            <dd>{found.shipment.trackingNo}</dd>
          </>
        )}
      </DetailFields>
    </DetailSection>
  );
}

/** The title as it was when the member applied. */
export function TitleAsApplied({ found }: { found: ApplicationDetail }) {
  const { title } = found;
  const fields: [string, string][] = [
    ['抬头类型', title.kindName],
    ['抬头名称', title.name],
    ['纳税人识别号', title.taxNo],
    ['开户银行', title.bank],
    ['银行账号', title.bankAccount],
    ['注册地址', title.registeredAddress],
    ['注册电话', title.registeredPhone],
    ['接收邮箱', title.email],
  ];
  return (
    <DetailSection aria-labelledby="invoice-title">
      <h2 id="invoice-title">发票抬头（申请时）</h2>
      <DetailFields>
        {fields
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </DetailFields>
    </DetailSection>
  );
}

/** Each step the application took, with its time. */
export function ApplicationLog({ found }: { found: ApplicationDetail }) {
  return (
    <DetailSection aria-labelledby="invoice-log">
      <h2 id="invoice-log">处理进度</h2>
      <ol>
        {found.log.map((step) => (
          <li key={`${step.status}-${step.time}`}>
            {step.statusName} <time>{step.time}</time>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
