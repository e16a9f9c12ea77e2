// A keyboard user can reach and leave every pop-up layer: dialogs keep focus inside and give it back,
// drawers take focus and close on Escape, the category pop-up, the region picker and the stepper work
// without a mouse.
import { expect, logIn, openPage, resetShop, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('the address dialog keeps Tab inside, closes on Escape and gives focus back to its button', async ({
  page,
}) => {
  await page.goto('/points/userCenter/account/location');
  const add = page.getByRole('button', { name: '新增收货地址' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await expect(dialog).toBeVisible();

  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press(press % 2 ? 'Tab' : 'Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('the region picker opens from the keyboard, and Escape closes only the picker, focus back on its field', async ({
  page,
}) => {
  await page.goto('/points/userCenter/account/location');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  const trigger = dialog.getByRole('button', { name: '所在地区' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: '选择所在地区' });
  await expect(picker.getByRole('listbox', { name: '省份' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(trigger).toBeFocused();
});

test('the cart drawer takes focus, closes on Escape and gives focus back to the sidebar', async ({
  page,
}) => {
  await openPage(page, '/points/home');
  const sidebar = page.getByRole('complementary', { name: '侧边栏' });
  const cartTab = sidebar.getByRole('button', { name: '购物车', exact: true });
  await cartTab.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '购物车' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartTab).toBeFocused();
});

test('on a cart long enough for the fixed 结算栏, Tab never leaves focus under the bar (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.goto('/points/cart');
  await expect(page.getByRole('region', { name: '结算栏' })).toBeVisible();
  await page.getByRole('checkbox', { name: '全选' }).focus();

  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const underTheBar = await page.evaluate(() => {
      const bar = document.querySelector('[aria-label="结算栏"]');
      const focused = document.activeElement;
      if (!bar || !focused || focused === document.body || bar.contains(focused)) return null;
      const [control, covering] = [focused.getBoundingClientRect(), bar.getBoundingClientRect()];
      const overlap = Math.min(control.bottom, covering.bottom) - Math.max(control.top, covering.top);
      return overlap > 0
        ? `${focused.textContent || focused.getAttribute('aria-label')} by ${overlap}px`
        : null;
    });
    expect(underTheBar).toBeNull();
  }
});

for (const [reducedMotion, seconds] of [
  ['no-preference', 0.2],
  ['reduce', 0],
] as const) {
  test(`with prefers-reduced-motion: ${reducedMotion}, the cart drawer slides in for ${seconds} s (WCAG 2.3.3)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await openPage(page, '/points/home');
    await page
      .getByRole('complementary', { name: '侧边栏' })
      .getByRole('button', { name: '购物车', exact: true })
      .click();
    const drawer = page.getByRole('dialog', { name: '购物车' });
    await expect(drawer).toBeVisible();
    const slide = await drawer.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    expect(slide).toBeCloseTo(seconds, 3);
  });
}

test('the category pop-up opens with Enter, shows a category’s levels on focus and closes on Escape', async ({
  page,
}) => {
  await openPage(page, '/points/home');
  const trigger = page.getByRole('button', { name: '全部商品分类' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const categories = page.getByRole('list', { name: '商品分类' });
  await expect(categories).toBeVisible();

  await page.keyboard.press('Tab');
  const first = categories.getByRole('link').first();
  await expect(first).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the quantity stepper works from the keyboard', async ({ page }) => {
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01');
  const quantity = page.getByRole('textbox', { name: '购买数量' });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: '增加数量' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: '减少数量' }).focus();
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('2');
  await quantity.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');
  await expect(quantity).toHaveValue('12');
});
