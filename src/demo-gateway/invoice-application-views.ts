// What the member reads of an application and its invoice (docs/invoices.md), and the lines of its PDF.
import {
  APPLICATION_STATUS_LABEL,
  applicationActions,
  courierName,
  formatMoney,
  INVOICE_CONTENT_LABEL,
  INVOICE_MEDIUM_LABEL,
  INVOICE_TYPE_LABEL,
  TITLE_KIND_LABEL,
} from '../../engine';
import type { ApplicationDetail, ApplicationSummary } from '../../engine/contract';
import type { StoredApplication } from './db-invoices';
import type { PdfLine } from './invoice-pdf';
import { shanghaiTime } from './time';

/** One application in a list. */
export function applicationView(found: StoredApplication): ApplicationSummary {
  return {
    id: found.applicationNo,
    applicationNo: found.applicationNo,
    status: found.status,
    statusName: APPLICATION_STATUS_LABEL[found.status],
    medium: found.medium,
    mediumName: INVOICE_MEDIUM_LABEL[found.medium],
    invoiceTypeName: INVOICE_TYPE_LABEL[found.title.invoiceType],
    titleName: found.title.name,
    orderNos: found.orders.map((order) => order.orderNo),
    total: found.total,
    invoice: found.invoice,
    createTime: shanghaiTime(found.createTime),
  };
}

/** An application's detail: its orders, the title as applied, the invoice and the steps it took. */
export function applicationDetailView(found: StoredApplication): ApplicationDetail {
  return {
    ...applicationView(found),
    orders: found.orders.map((order) => ({ ...order, createTime: shanghaiTime(order.createTime) })),
    title: {
      ...found.title,
      kindName: TITLE_KIND_LABEL[found.title.kind],
      invoiceTypeName: INVOICE_TYPE_LABEL[found.title.invoiceType],
    },
    content: found.content,
    contentName: INVOICE_CONTENT_LABEL[found.content],
    address: found.address,
    reason: found.reason,
    shipment: found.shipment && {
      ...found.shipment,
      courierName: courierName(found.shipment.courier),
    },
    log: found.log.map(({ status, time }) => ({
      status,
      statusName: APPLICATION_STATUS_LABEL[status],
      time: shanghaiTime(time),
    })),
    actions: applicationActions(found.status, found.medium),
  };
}

/** The e-invoice's lines: number and date, buyer, each order with its amount, the total. */
export function invoicePdfLines(found: StoredApplication): PdfLine[] {
  const { title, invoice } = found;
  return [
    { text: `电子发票（${INVOICE_TYPE_LABEL[title.invoiceType]}）`, size: 18 },
    { text: `发票号码：${invoice?.number ?? ''}` },
    { text: `开票日期：${invoice?.date ?? ''}` },
    { text: `申请单号：${found.applicationNo}` },
    { text: `购买方名称：${title.name}` },
    ...(title.taxNo ? [{ text: `纳税人识别号：${title.taxNo}` }] : []),
    { text: `发票内容：${INVOICE_CONTENT_LABEL[found.content]}` },
    { text: '订单号                          金额' },
    ...found.orders.map((order) => ({ text: `${order.orderNo.padEnd(32)}${formatMoney(order.amount)}` })),
    { text: `价税合计：${formatMoney(found.total)}`, size: 13 },
    { text: '本发票由演示网关生成，仅供演示。', size: 9 },
  ];
}
