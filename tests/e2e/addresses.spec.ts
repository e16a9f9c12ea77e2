// In Chromium, as the member of the points shop: a new default address in 深圳 changes where goods
// may be delivered, on the goods detail and in the cart, without a reload; back to 北京 and they are
// restricted again (spec 1 §4: a sales-area restricted line may not be ticked).
import { scaled } from '../../scripts/lib/time-scale';
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const ADDRESSES = '/points/userCenter/account/location';
const AREA_ONLY = '/points/goodDetail/goodDetail?goodsCode=G-AREA-ONLY&goodsSkuCode=G-AREA-ONLY-01';

const addressList = (page: Page) => page.getByRole('list', { name: '收货地址列表' });

/** The cart row's tick box of a goods, by its name. */
const tickOf = (page: Page, name: string) => page.getByRole('checkbox', { name: `选择 ${name}` });

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });

/** To the address book through the shop's own links (no reload): the personal centre, then its menu. */
async function openAddressBook(page: Page) {
  await topNav(page)
    .getByRole('link', { name: /演示会员/ })
    .click();
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '收货地址' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ADDRESSES}$`));
}

/** Marks the document: a full reload would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

test('a new default address in 深圳 lifts 区域无货 without a reload; back to 北京 restricts again', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto(AREA_ONLY);
  await expect(page.getByRole('heading', { name: /广式腊肠/ })).toBeVisible();
  await expect(page.getByText('区域无货').first()).toBeVisible();
  await markDocument(page);

  await openAddressBook(page);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('李四');
  await dialog.getByLabel('手机号码').fill('13912345678');
  await dialog.getByRole('button', { name: '所在地区' }).click();
  const picker = page.getByRole('dialog', { name: '选择所在地区' });
  for (const name of ['广东省', '深圳市', '南山区']) await picker.getByRole('option', { name }).click();
  await picker.getByRole('option', { name: '粤海街道' }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole('button', { name: '所在地区' })).toContainText(
    '广东省 / 深圳市 / 南山区 / 粤海街道',
  );
  await dialog.getByLabel('详细地址').fill('科技园路1号');
  await dialog.getByLabel('设为默认地址').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('创建地址成功!')).toBeVisible();
  const first = addressList(page).getByRole('listitem').first();
  await expect(first).toContainText('李四');
  await expect(first).toContainText('默认');
  await expect(first).toContainText('139****5678');
  await expect(first).toContainText('广东省深圳市南山区粤海街道');

  // Back on the goods sold only in 广东: it may now be delivered, and goes into the cart.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/goodsCode=G-AREA-ONLY/);
  await expect(page.getByText('区域无货')).toHaveCount(0);
  await page.getByRole('button', { name: /加入购物车/ }).click();
  await expect(page.getByText('添加购物车成功')).toBeVisible();

  await topNav(page)
    .getByRole('link', { name: /购物车/ })
    .click();
  await expect(tickOf(page, '广式腊肠 500g 家庭装')).toBeEnabled();
  await expect(tickOf(page, '烟台红富士苹果 5kg')).toBeEnabled();

  // Back to 北京 (the seeded address) in the address book: both are restricted again.
  await openAddressBook(page);
  const beijing = addressList(page).getByRole('listitem').filter({ hasText: '北京市朝阳区' });
  await beijing.getByRole('button', { name: '设为默认' }).click();
  await expect(addressList(page).getByRole('listitem').first()).toContainText('北京市朝阳区');

  await page.goBack();
  await page.goBack();
  await expect(tickOf(page, '广式腊肠 500g 家庭装')).toBeDisabled();
  await expect(tickOf(page, '烟台红富士苹果 5kg')).toBeDisabled();
  await page.goBack();
  await expect(page.getByText('区域无货').first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

/** A box's edges: the inner box lies whole inside the outer one. */
type Box = { x: number; y: number; width: number; height: number };
function expectInside(inner: Box | null, outer: Box | null) {
  if (!inner || !outer) throw new Error('no box: not shown');
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the open region picker lies whole inside the address dialog, every row reachable, 详细地址 not covered`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await resetShop(page, 'points');
    await logIn(page, 'points');
    await page.goto(ADDRESSES);
    await page.getByRole('button', { name: '新增收货地址' }).first().click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByRole('button', { name: '所在地区' }).click();
    const picker = page.getByRole('dialog', { name: '选择所在地区' });
    const options = picker.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The panel scrolls itself into view once its list is in.
    await expect(async () => {
      const screen = { x: 0, y: 0, ...viewport };
      expectInside(await picker.boundingBox(), await dialog.boundingBox());
      expectInside(await picker.boundingBox(), screen);
    }).toPass({ timeout: scaled(5_000) });

    // 详细地址 moves down under the open picker rather than behind it.
    const pickerBox = await picker.boundingBox();
    const detailBox = await dialog.getByLabel('详细地址').boundingBox();
    if (!pickerBox || !detailBox) throw new Error('no box: not shown');
    expect(detailBox.y).toBeGreaterThanOrEqual(pickerBox.y + pickerBox.height);

    // The last province can be scrolled to inside the list, shown whole inside the picker, and chosen.
    const last = options.last();
    const lastName = (await last.textContent()) ?? '';
    await last.scrollIntoViewIfNeeded();
    expectInside(await last.boundingBox(), await picker.getByRole('listbox').boundingBox());
    expectInside(await last.boundingBox(), await picker.boundingBox());
    await last.click();
    await expect(dialog.getByRole('button', { name: '所在地区' })).toContainText(lastName);
  });
}
