// From the cart to an order and back, as shoppers and a reviewer would go.
import { demoControl, expect, logIn, resetShop, test, watchRequests } from './fixtures';
import type { Page } from './fixtures';

/** A cart row, by the goods name it shows. */
const cartRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const tickOf = (page: Page, name: string) => page.getByRole('checkbox', { name: `选择 ${name}` });
const submit = (page: Page) => page.getByRole('button', { name: '提交订单' });
const orderList = (page: Page) => page.getByRole('list', { name: '订单列表' });
const orderCards = (page: Page) => orderList(page).getByRole('listitem', { name: /^订单 / });

/** The orders on 我的订单 (or the review list) once it has loaded. */
async function orderCount(page: Page, path: string) {
  await page.goto(path);
  await expect(orderList(page)).toBeVisible();
  return orderCards(page).count();
}

test('points: settle the ticked lines, find the order first in 我的订单, cancel it and get the points back', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto('/points/cart');
  // Lines that cannot be ticked say why (spec 1 §4).
  await expect(tickOf(page, '便携无线蓝牙音箱')).toBeDisabled();
  await expect(cartRow(page, '便携无线蓝牙音箱')).toContainText('秒杀进行中');
  await expect(tickOf(page, '烟台红富士苹果 5kg')).toBeDisabled();
  await expect(cartRow(page, '烟台红富士苹果 5kg')).toContainText('区域无货');
  // An upcoming flash sale may be ticked: spec 1 §4 locks only a running one.
  await expect(tickOf(page, '智能手环 心率血氧监测')).toBeChecked();
  // Settle G-ON-SALE ×2, G-LADDER ×12 and the upcoming flash sale, not G-0003.
  await tickOf(page, '洞庭碧螺春 150g').click();
  await expect(tickOf(page, '洞庭碧螺春 150g')).not.toBeChecked();
  await page.getByRole('button', { name: /去结算/ }).click();

  await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement$/);
  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines).toContainText('有机高山绿茶 特级 100g');
  await expect(lines).toContainText('办公打印纸 A4 80g 整箱');
  await expect(lines).toContainText('智能手环 心率血氧监测');
  await expect(lines).not.toContainText('洞庭碧螺春');
  const balanceBefore = await page.getByTestId('points-balance').innerText();
  await submit(page).click();

  await expect(page).toHaveURL(/\/points\/orderSettlement\/paySuccess\?orderNo=/);
  const orderNo = await page.getByTestId('order-no').innerText();
  const amount = await page.getByTestId('order-amount').innerText();
  await page.goto('/points/userCenter/order');
  const first = orderCards(page).first();
  await expect(first).toContainText(orderNo);
  await expect(first).toContainText(amount);
  await first.getByRole('link', { name: `订单详情：${orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
  // The list stays on screen while the detail loads, and it has 取消订单 too: wait for the detail.
  await expect(page.getByRole('region', { name: '订单金额' })).toBeVisible();
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog', { name: '取消订单' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消').first()).toBeVisible();

  // The points are back: the balance a new settlement shows is the one before the order.
  await page.goto(
    '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1',
  );
  await expect(page.getByTestId('points-balance')).toHaveText(balanceBefore);
});

test('a double click on 提交订单 creates one order', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const before = await orderCount(page, '/points/userCenter/order');
  await page.goto(
    '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1',
  );
  const submits = watchRequests(page, '/submitOrder');
  await submit(page).dblclick();
  await expect(page).toHaveURL(/paySuccess\?orderNo=/);
  expect(submits.sent).toHaveLength(1);
  await page.goto('/points/userCenter/order');
  await expect(orderCards(page)).toHaveCount(before + 1);
});

test('99999 on submit leaves the page usable: no order, the remark kept, the cart intact', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const before = await orderCount(page, '/points/userCenter/order');
  await page.goto('/points/cart');
  const cartLines = await page.getByRole('checkbox', { name: /^选择 / }).count();
  await page.getByRole('button', { name: /去结算/ }).click();
  await page.getByLabel('备注').fill('请工作日送货');
  await demoControl(page, 'faults', {
    mallPath: 'points',
    path: '/order/submitOrder',
    code: '99999',
    times: 1,
  });
  await submit(page).click();
  await expect(page.getByText('系统繁忙，请稍后再试！')).toBeVisible();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement$/);
  await expect(page.getByLabel('备注')).toHaveValue('请工作日送货');
  await expect(submit(page)).toBeEnabled();

  await page.goto('/points/cart');
  await expect(page.getByRole('checkbox', { name: /^选择 / })).toHaveCount(cartLines);
  await page.goto('/points/userCenter/order');
  await expect(orderCards(page)).toHaveCount(before);
});

test('buy-now of the running flash sale opens the flash-sale settlement at 320', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-FLASH-RUNNING&goodsSkuCode=G-FLASH-RUNNING-01');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/points\/msOrderSettlement\/settlement\?/);
  await expect(page.getByRole('region', { name: '商品清单' })).toContainText('320积分');
  await expect(page.getByRole('timer')).toContainText('距结束');
});

for (const { goodsCode, state } of [
  { goodsCode: 'G-FLASH-UPCOMING', state: '距开始' },
  { goodsCode: 'G-FLASH-ENDED', state: '秒杀已结束' },
]) {
  test(`${goodsCode}: the detail shows the price the settlement charges`, async ({ page }) => {
    await resetShop(page, 'points');
    await logIn(page, 'points');
    await page.goto(`/points/goodDetail/goodDetail?goodsCode=${goodsCode}&goodsSkuCode=${goodsCode}-01`);
    const timer = page.getByRole('timer');
    await expect(timer).toContainText(state);
    // An upcoming sale names its price beside the countdown, as a notice; an ended one names none.
    if (goodsCode === 'G-FLASH-UPCOMING') await expect(timer).toContainText(/秒杀价 \d+积分 · 距开始/);
    else await expect(timer).not.toContainText('秒杀价');
    await expect(page.getByText('活动价')).toHaveCount(0);
    const price = await page.getByTestId('unit-price').innerText();

    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement\?/);
    const line = page.getByRole('region', { name: '商品清单' }).getByRole('row').nth(1);
    await expect(line.getByRole('cell').nth(1)).toHaveText(price);
    await expect(line.getByRole('cell').nth(3)).toHaveText(price);
  });
}

test('buy-now of a recharge goods asks for the account to credit', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto(
    '/points/virtualGoods/virtualGoodsDetail?goodsCode=G-VIRTUAL-RECHARGE&goodsSkuCode=G-VIRTUAL-RECHARGE-01',
  );
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/points\/virtualOrderSettlement\/settlement\?/);
  await expect(page.getByRole('radiogroup', { name: '收货地址' })).toHaveCount(0);
  const account = page.getByLabel('充值账号');
  await account.fill('12345');
  await account.blur();
  await expect(page.getByText('请输入正确的充值手机号')).toBeVisible();
  await account.fill('13912345678');
  await submit(page).click();
  await expect(page).toHaveURL(/\/points\/virtualOrderSettlement\/paySuccess\?orderNo=/);
});

test('s9009: at checkout only the receiver, the phone and the default flag are editable', async ({
  page,
}) => {
  await resetShop(page, 's9009');
  await logIn(page, 's9009');
  await page.goto(
    '/s9009/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1',
  );
  const addresses = page.getByRole('radiogroup', { name: '收货地址' });
  await addresses
    .getByRole('button', { name: /^编辑 / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: '编辑收货地址' });
  await expect(dialog.getByLabel('收货人')).toBeEnabled();
  await expect(dialog.getByLabel('手机号码')).toBeEnabled();
  await expect(dialog.getByRole('button', { name: '所在地区' })).toBeDisabled();
  await expect(dialog.getByLabel('详细地址')).toBeDisabled();
  await expect(dialog.getByLabel('别名')).toHaveCount(0);
});

test('procure: 去结算 opens the procurement settlement, where the order lands after submit', async ({
  page,
}) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
  await page.goto('/procure/cart');
  await page.getByRole('button', { name: /去结算/ }).click();
  // The same variant 立即购买 opens (the engine's settlement kind), not the ordinary /orderSettlement.
  await expect(page).toHaveURL(/\/procure\/jiCaiOrderSettlement\/settlement$/);
  await submit(page).click();
  await expect(page).toHaveURL(/\/procure\/jiCaiOrderSettlement\/paySuccess\?orderNo=/);
});

test('procure: the reviewer rejects an order with a reason, and the member sees 已驳回 and why', async ({
  page,
  browser,
  baseURL,
}) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
  await page.goto('/procure/goodDetail/goodDetail?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01');
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/procure\/jiCaiOrderSettlement\/settlement\?/);
  await submit(page).click();
  await expect(page.getByText('订单已提交，等待审核')).toBeVisible();
  const orderNo = await page.getByTestId('order-no').innerText();

  // The reviewer, in a browser of their own.
  const reviewer = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await logIn(reviewer, 'procure', 'reviewer');
  await reviewer.goto('/procure/userCenter/reviewOrder');
  const card = reviewer.getByRole('listitem', { name: `订单 ${orderNo}` });
  await card.getByRole('button', { name: '驳回' }).click();
  const reject = reviewer.getByRole('dialog', { name: '驳回订单' });
  await reject.getByLabel(`订单 ${orderNo} 的驳回原因`).fill('预算不足，请下月再提交');
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(reject).toBeHidden();
  await reviewer.context().close();

  await page.goto('/procure/userCenter/order');
  await page.getByRole('tab', { name: '已驳回' }).click();
  await page.getByRole('link', { name: `订单详情：${orderNo}` }).click();
  // The detail's review note, not the list still on screen while the detail loads.
  const review = page.getByRole('note', { name: '审核结果' });
  await expect(review).toContainText('订单状态：已驳回');
  await expect(review).toContainText('驳回原因：预算不足，请下月再提交');
});
