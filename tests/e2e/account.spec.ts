// The account pages in a real browser (docs/account-pages.md): a password change ends the session and the new
// password logs in, to the shop's home; a notice opened becomes read and the menu's unread count drops. Each test resets its shop
// first and restores nothing after: every spec resets the shops it uses.
import { DEMO_PASSWORD, expect, fillLogin, logIn, resetShop, test } from './fixtures';

const SHOP = 's7815';
const NEW_PASSWORD = 'NewPass2026';

test('a password change logs the member out, and the new password logs in', async ({ page }) => {
  await resetShop(page, SHOP);
  await logIn(page, SHOP);
  await page.goto(`/${SHOP}/userCenter/editPassword`);
  await page.getByLabel('原密码').fill(DEMO_PASSWORD);
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/login\\?redirect=`));

  await fillLogin(page, 'member', DEMO_PASSWORD);
  await expect(page.getByText('账号或密码错误')).toBeVisible();

  await fillLogin(page, 'member', NEW_PASSWORD);
  // Not back to the form that ended the login: the shop's home.
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/home$`));
  await expect(page.getByLabel('原密码')).toHaveCount(0);
});

test('a notice opened becomes read, and the menu count drops', async ({ page }) => {
  await resetShop(page, SHOP);
  await logIn(page, SHOP);
  await page.goto(`/${SHOP}/userCenter/notice`);
  const menuItem = page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: /消息通知/ });
  await expect(menuItem).toHaveText('消息通知2');
  const notice = page
    .getByRole('list', { name: '消息列表' })
    .getByRole('button', { name: /商城服务升级公告/ });
  await expect(notice).toContainText('未读');
  await notice.click();
  await expect(page.getByText(/系统升级/)).toBeVisible();
  await expect(notice).toContainText('已读');
  await expect(menuItem).toHaveText('消息通知1');

  await page.reload();
  await expect(menuItem).toHaveText('消息通知1');
});
