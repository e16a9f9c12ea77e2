// The member's invoice applications (docs/invoices.md): one in each status, on completed orders of their own
// placed before every other seeded order, so the orders the other journeys use stay eligible (at least three
// of them) and keep their places in the order list. Dates are relative to the seed time.
import type { InvoiceMedium } from '../../engine';
import type { ShopDb } from './db';
import { applyFinanceEvent, makeApplication, moveApplication } from './invoice-applications';
import { mayCall } from './permissions';
import { completedOrder } from './seed-after-sales';
import { shopRules } from './shop-rules';
import { DAY, HOUR } from './time';

/**
 * The goods of each seeded order, and the order's age in days: older than the three statement months
 * (seed-statements.ts) on any date, so a statement never holds an order already applied for.
 */
const ORDERS: [string, number, number][] = [
  ['G-0002-01', 2, 138],
  ['G-0005-01', 1, 136],
  ['G-0008-01', 3, 134],
  ['G-0009-01', 1, 132],
  ['G-0010-01', 2, 130],
];

type Step = Parameters<typeof applyFinanceEvent>[2] | 'cancel';

/**
 * Each application: its orders (by index in ORDERS), its medium, its steps, oldest first. The rejected one
 * was made out to the personal title (the reason says so); the others to the company's default title.
 */
const APPLICATIONS: [number[], InvoiceMedium, Step[]][] = [
  [[0], 'electronic', ['reject']],
  [[1], 'electronic', ['approve', 'issue', 'void']],
  [[2], 'paper', ['cancel']],
  [[0, 1], 'electronic', ['approve', 'issue']],
  [[2], 'paper', ['approve', 'post']],
  [[3], 'electronic', ['approve']],
  [[4], 'electronic', []],
];

const DETAILS = {
  reason: '发票抬头与采购合同不一致，请核对后重新申请',
  courier: 'SF',
  trackingNo: 'SF1357924680',
};

export function seedInvoiceApplications(db: ShopDb): void {
  const member = db.users.get('member');
  if (!member || !mayCall({ rules: shopRules(db.resolved, member), user: member }, 'invoiceCentre')) return;
  const orders = ORDERS.map(([code, quantity, placed]) =>
    completedOrder(db, member, [[code, quantity]], { placed, received: placed - 5 }),
  );
  const titles = db.invoiceTitles.filter((title) => title.userId === member.id);
  let time = db.base - 40 * DAY;
  APPLICATIONS.forEach(([chosen, medium, steps], index) => {
    const picked = chosen.flatMap((at) => orders[at] ?? []);
    const title = titles[steps.includes('reject') ? 1 : 0];
    if (picked.length !== chosen.length || !title) return;
    time += DAY;
    const application = makeApplication(
      db,
      {
        userId: member.id,
        clientKey: `seed-${index}`,
        orders: picked,
        title,
        medium,
        content: index % 2 === 0 ? 'detail' : 'category',
        address: member.addresses[0],
      },
      time,
    );
    for (const step of steps) {
      time += 3 * HOUR;
      if (step === 'cancel') moveApplication(application, 'cancel', time);
      else applyFinanceEvent(db, application, step, time, DETAILS);
    }
  });
}
