import { ApplicationList } from './application-list';

/** /userCenter/applyOrder 申请开票订单 (F000404; docs/invoices.md): the applications not yet invoiced. */
export default function ApplicationsPage() {
  return <ApplicationList list="applications" />;
}
