// The invoice centre's screens (docs/invoices.md): 开票中心 with two orders ticked, 申请开票, 开票信息, the two
// lists, the detail in each status and 订单发票. Where a shop has no invoices the user centre refuses them.
import type { Locator, Page } from '@playwright/test';

const REFUSED = '您没有访问该页面的权限';
const shown = (content: (page: Page) => Locator) => (page: Page) => content(page).or(page.getByText(REFUSED));

const centreShown = shown((page) => page.getByRole('table', { name: '可开票订单' }));
const applicationsShown = shown((page) => page.getByRole('table', { name: '申请开票订单' }));
const invoicesShown = shown((page) => page.getByRole('table', { name: '已开票订单' }));
const detailShown = shown((page) => page.getByRole('region', { name: '处理进度' }));

/** Ticks the first two eligible orders of 开票中心 (`then` goes on from there). */
const tickTwo =
  (then?: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await centreShown(page).waitFor();
    const boxes = page.getByRole('table', { name: '可开票订单' }).getByRole('checkbox');
    if ((await boxes.count()) < 2) return;
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await then?.(page);
  };

/** The seeded application in `label` (每个状态一个), opened from its list. */
const detail = (status: string, label: string, list: 'applyOrder' | 'invoicedOrder') => ({
  name: `invoice-detail-${status.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  title: `开票订单详情：${label}`,
  route: `/userCenter/${list}`,
  account: 'member' as const,
  steps: async (page: Page) => {
    await (list === 'applyOrder' ? applicationsShown : invoicesShown)(page).waitFor();
    const row = page.getByRole('row').filter({ hasText: label });
    if ((await row.count()) > 0) await row.first().getByRole('link', { name: /^查看/ }).click();
  },
  waitFor: detailShown,
});

/** Each a `Screen` of screens.ts (not imported here: screens.ts imports this list). */
export const INVOICE_SCREENS = [
  {
    name: 'invoice-centre',
    title: '开票中心：勾选两个订单',
    route: '/userCenter/settlementOrder',
    account: 'member' as const,
    steps: tickTwo(),
    waitFor: centreShown,
  },
  {
    name: 'invoice-apply',
    title: '申请开票',
    route: '/userCenter/settlementOrder',
    account: 'member' as const,
    steps: tickTwo(async (page) => {
      await page.getByRole('button', { name: '申请开票' }).click();
      await page.getByRole('table', { name: '开票订单' }).waitFor();
    }),
    waitFor: shown((page) => page.getByRole('group', { name: '发票内容' })),
  },
  {
    name: 'invoicing-info',
    title: '开票信息（刚提交的申请）',
    route: '/userCenter/applyOrder',
    account: 'member' as const,
    steps: async (page: Page) => {
      await applicationsShown(page).waitFor();
      const link = page.getByRole('row').filter({ hasText: '待审核' }).getByRole('link', { name: /^查看/ });
      if ((await link.count()) === 0) return;
      const id = new URL((await link.getAttribute('href')) ?? '', page.url()).searchParams.get('id');
      await page.goto(
        page.url().replace(/userCenter\/applyOrder.*$/, `userCenter/settlementOrder/invoicedInfo?id=${id}`),
      );
    },
    waitFor: detailShown,
  },
  {
    name: 'invoice-applications',
    title: '申请开票订单',
    route: '/userCenter/applyOrder',
    account: 'member' as const,
    waitFor: applicationsShown,
  },
  {
    name: 'invoice-list',
    title: '已开票订单',
    route: '/userCenter/invoicedOrder',
    account: 'member' as const,
    waitFor: invoicesShown,
  },
  detail('pendingReview', '待审核', 'applyOrder'),
  detail('issuing', '开票中', 'applyOrder'),
  detail('rejected', '已驳回', 'applyOrder'),
  detail('cancelled', '已撤销', 'applyOrder'),
  detail('issued', '已开票', 'invoicedOrder'),
  detail('posted', '已寄出', 'invoicedOrder'),
  detail('voided', '已红冲', 'invoicedOrder'),
  {
    name: 'order-invoices',
    title: '订单发票',
    route: '/userCenter/orderInvoice',
    account: 'member' as const,
    waitFor: shown((page) => page.getByRole('table', { name: '订单发票' })),
  },
];
