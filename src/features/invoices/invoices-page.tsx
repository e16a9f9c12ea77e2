import { ApplicationList } from './application-list';

/** /userCenter/invoicedOrder 已开票订单 (F000407; docs/invoices.md): the issued invoices, voided ones too. */
export default function InvoicesPage() {
  return <ApplicationList list="invoices" />;
}
