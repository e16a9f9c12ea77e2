// Invoice titles of every member who may keep them (docs/invoices.md): a company's special-VAT title, the
// default, and a personal one, so the title list, the form and the apply page's choice all have data.
import type { InvoiceTitleFields } from '../../engine';
import type { ShopDb } from './db';
import { mayCall } from './permissions';
import { shopRules } from './shop-rules';

const SEEDED_TITLES: readonly InvoiceTitleFields[] = [
  {
    kind: 'company',
    invoiceType: 'special',
    name: '演示科技有限公司',
    taxNo: '91350100M000100Y43',
    bank: '中国工商银行上海分行',
    bankAccount: '1001234509876543210',
    registeredAddress: '上海市浦东新区演示路 88 号',
    registeredPhone: '021-55550123',
    email: 'finance@example.com',
    isDefault: true,
  },
  {
    kind: 'personal',
    invoiceType: 'ordinary',
    name: '张三',
    taxNo: '',
    bank: '',
    bankAccount: '',
    registeredAddress: '',
    registeredPhone: '',
    email: 'zhangsan@example.com',
    isDefault: false,
  },
];

export function seedInvoiceTitles(db: ShopDb): void {
  for (const user of db.users.values()) {
    if (!mayCall({ rules: shopRules(db.resolved, user), user }, 'invoiceTitles')) continue;
    for (const title of SEEDED_TITLES)
      db.invoiceTitles.push({ ...title, id: (db.sequence += 1), userId: user.id });
  }
}
