// The goods screens in Chromium against the demo gateway: search, detail, ladder pricing, cart, prices by
// shop, deleted and virtual goods. Acts like a user: roles and visible text.
import { expect, logIn, openPage, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

/** Arranges a cart without the goods, through the gateway with the page's own token. */
async function removeFromCart(page: Page, mallPath: string, goodsSkuCode: string) {
  const answer = await page.evaluate(
    async ({ mallPath, goodsSkuCode }) => {
      const response = await fetch('/api/cart/delCart', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Mall-Path': mallPath,
          Authorization: localStorage.getItem(`${mallPath}:token`) ?? '',
        },
        body: JSON.stringify({ goodsSkuCode }),
      });
      return response.json();
    },
    { mallPath, goodsSkuCode },
  );
  expect(answer).toMatchObject({ code: '00000' });
}

const cartCount = async (page: Page) => {
  const link = page.getByRole('link', { name: /购物车\s*\(\d+\)/ });
  await expect(link).toBeVisible();
  return Number(/\((\d+)\)/.exec((await link.textContent()) ?? '')?.[1]);
};

test('points: search from the header, ladder price by quantity, add to cart and the cart count rises', async ({
  page,
  context,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await openPage(page, '/points/home');
  // The seeded cart holds the ladder goods already; without it, adding it makes a new line.
  await removeFromCart(page, 'points', 'G-LADDER-01');

  const search = page.getByRole('searchbox', { name: '搜索商品' });
  await search.fill('打印纸');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/points\/commodityCenter\/commodityCenter\?keyword=/);
  const results = page.getByRole('list', { name: '商品列表' });
  const card = results.getByRole('link', { name: '办公打印纸 A4 80g 整箱' });

  // Goods details open in a new tab by default.
  const [detail] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(detail).toHaveURL(
    /\/points\/goodDetail\/goodDetail\?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01/,
  );
  const unit = detail.getByTestId('unit-price');
  await expect(unit).toHaveText(/积分$/);
  const ladder = detail.getByRole('table', { name: '阶梯价' });
  const tiers = await ladder.getByRole('row').nth(1).getByRole('cell').allTextContents();
  expect(tiers).toHaveLength(3);
  const quantity = detail.getByRole('textbox', { name: '购买数量' });

  for (const [amount, tier] of [
    [1, 0],
    [10, 1],
    [49, 1],
    [50, 2],
  ] as const) {
    await quantity.fill(String(amount));
    await quantity.press('Enter');
    await expect(unit).toHaveText(tiers[tier] ?? '');
    await expect(ladder.getByRole('cell', { name: tiers[tier] })).toHaveAttribute('aria-current', 'true');
  }

  const before = await cartCount(detail);
  await detail.getByRole('button', { name: /加入购物车/ }).click();
  await expect(detail.getByText('添加购物车成功')).toBeVisible();
  await expect.poll(() => cartCount(detail)).toBe(before + 1);
});

test('s9406: no goods card shows a price', async ({ page }) => {
  await page.goto('/s9406/commodityCenter/commodityCenter');
  const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('goods-card-price')).toHaveCount(0);
  await expect(page.getByRole('list', { name: '商品列表' })).not.toContainText('积分');

  await page.goto('/s9406/home');
  await expect(page.getByRole('list', { name: '热销推荐' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('goods-card-price')).toHaveCount(0);
});

test('a deleted goods shows 商品不存在！', async ({ page }) => {
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-DELETED');
  await expect(page.getByText('商品不存在！')).toBeVisible();
  await expect(page.getByRole('button', { name: /加入购物车/ })).toHaveCount(0);
});

test('a virtual goods opens the virtual detail', async ({ page, context }) => {
  await page.goto('/points/commodityCenter/commodityCenter?keyword=视频会员');
  const card = page.getByRole('list', { name: '商品列表' }).getByRole('link', { name: '视频会员月卡' });
  const [detail] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(detail).toHaveURL(/\/points\/virtualGoods\/virtualGoodsDetail\?goodsCode=G-VIRTUAL/);
  await expect(detail.getByText('虚拟商品，无需物流')).toBeVisible();
  await expect(detail.getByText('库存')).toHaveCount(0);
});
