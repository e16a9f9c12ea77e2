// The supplier (who holds F000430) files a purchase request from the header's 商品寻源
// and finds it among their requests; a member has neither the button nor the page.
import { expect, LOADED, logIn, openPage, resetShop, test } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

test('supplier files a request with two images from the header and finds it among their requests', async ({
  page,
}) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'supplier');
  await openPage(page, '/procure/home');
  await page.getByRole('button', { name: '商品寻源' }).click();
  const dialog = page.getByRole('dialog', { name: '采购需求' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('商品名称', { exact: true }).fill('无线会议麦克风');
  await dialog.getByLabel('商品品牌').fill('索尼');
  await dialog.getByLabel('期望单价').pressSequentially('0199.999');
  await expect(dialog.getByLabel('期望单价')).toHaveValue('199.99');
  await dialog.getByLabel('采购数量').fill('6');
  await dialog.getByLabel('联系人').fill('赵女士');
  await dialog.getByLabel('联系电话').fill('13900139000');
  await dialog.getByLabel('商品需求').fill('会议室改造');
  await dialog.getByLabel(/上传图片/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: JPEG_HEAD },
  ]);
  const thumbnails = dialog.getByRole('list', { name: '商品图片' }).getByRole('img');
  await expect(thumbnails).toHaveCount(2);

  await dialog.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm.getByText('提交成功！')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await confirm.getByRole('button', { name: '查看需求' }).click();

  await expect(page).toHaveURL(/\/procure\/userCenter\/submitProduct$/);
  const table = page.getByRole('table', { name: '采购需求列表' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('无线会议麦克风');
  await expect(newest).toContainText('199.99');
  await expect(newest).toContainText('待审核');
  await newest.getByRole('button', { name: /查看/ }).click();
  const view = page.getByRole('dialog', { name: '查看商品' });
  await expect(view.getByRole('list', { name: '商品图片' }).getByRole('img')).toHaveCount(2);
});

test('viewing a request linked to a deleted product: 去查看 says 商品不存在！', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'supplier');
  await page.goto('/procure/userCenter/submitProduct');
  await page.getByRole('button', { name: '查看 已下架的旧款茶具' }).click();
  const view = page.getByRole('dialog', { name: '查看商品' });
  await expect(view.getByText('可供货')).toBeVisible();
  await view.getByRole('button', { name: '去查看' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '商品不存在！' })).toBeVisible();
  await expect(page).toHaveURL(/\/procure\/userCenter\/submitProduct$/);
});

test('member (no F000430) sees neither the button nor the page', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'member');
  await openPage(page, '/procure/home');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('button', { name: '商品寻源' })).toHaveCount(0);
  await page.goto('/procure/userCenter/userCenterView2');
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  // The user centre's frame is a chunk of its own: on a busy machine it may take a while.
  await expect(menu.getByRole('link', { name: '我的订单' })).toBeVisible(LOADED);
  await expect(menu.getByRole('link', { name: '商品寻源' })).toHaveCount(0);
  await page.goto('/procure/userCenter/submitProduct');
  await expect(page.getByText('您没有访问该页面的权限')).toBeVisible(LOADED);
  await expect(page.getByRole('table', { name: '采购需求列表' })).toHaveCount(0);
});
