// 个人信息, 消息通知 and 账户设置 (docs/account-pages.md): the nickname rule, the avatar's image checks before
// anything is uploaded (spec 2 §5), notices that become read when opened with the menu's count following, and
// the notice settings saved on the gateway.
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES, imageSizeMessage, imageTypeMessage, NOTICE_TEXTS } from '../../../engine';
import type { ImageLimits } from '../../../engine';
import InfoPage from '../../../src/features/account/info-page';
import NoticeSettingsPage from '../../../src/features/account/notice-settings-page';
import NoticesPage from '../../../src/features/account/notices-page';
import { http, HttpResponse } from 'msw';
import { calls, server } from '../goods/demo-shop';
import { bodiesOf, renderAccountPage, startAccountTests, toastSaying } from './account-harness';

startAccountTests();

const IMAGE_LIMITS: ImageLimits = { maxCount: 9, maxBytes: 1024 * 1024, extensions: ['jpg', 'png', 'jpeg'] };
const UPLOADED = '/api/cdn/upload/0123456789abcdef.png';
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = PNG_HEADER.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new File([bytes], name, { type: 'image/png' });
};

describe('个人信息', () => {
  const renderInfo = async () => {
    const rendered = await renderAccountPage(InfoPage, { path: '/userCenter/info', title: '个人信息' });
    await screen.findByRole('form', { name: '个人信息' });
    return rendered;
  };

  it('refuses an empty nickname with the engine’s message and sends nothing', async () => {
    const { user } = await renderInfo();
    await user.clear(screen.getByLabelText('昵称'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.nicknameRequired)).toBeInTheDocument();
    expect(bodiesOf('/member/updateBasicInfo')).toEqual([]);
  });

  it.each([
    ['a gif', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), imageTypeMessage(IMAGE_LIMITS)],
    ['a png of 1 MB', png('me.png', 1024 * 1024), imageSizeMessage(IMAGE_LIMITS)],
  ])('checks %s before uploading: the message, and no upload', async (_, file, message) => {
    const { user } = await renderInfo();
    await user.upload(screen.getByLabelText('选择头像图片'), file);
    expect(await toastSaying(message, 'alert')).toBeInTheDocument();
    expect(calls('/yzh/file/upload')).toEqual([]);
  });

  it('uploads a good image as multipart field file, then saves it with the nickname once for a double click', async () => {
    // jsdom's File does not cross into the gateway's multipart parser (it arrives as text): the upload answers
    // here, as the gateway would, and so does the save, since the gateway takes as an avatar only a file it
    // stored (both are tested in tests/unit/demo-gateway/account.test.ts and uploads.test.ts).
    const uploaded: string[] = [];
    server.use(
      http.post('*/yzh/file/upload', async ({ request }) => {
        uploaded.push(...(await request.formData()).keys());
        return HttpResponse.json({ success: true, code: '00000', message: '上传成功', data: UPLOADED });
      }),
      http.post('*/member/updateBasicInfo', () =>
        HttpResponse.json({ success: true, code: '00000', message: ACCOUNT_MESSAGES.infoSaved, data: null }),
      ),
    );
    const { user } = await renderInfo();
    await user.upload(screen.getByLabelText('选择头像图片'), png('me.png'));
    expect(await toastSaying(ACCOUNT_MESSAGES.avatarUploaded)).toBeInTheDocument();
    expect(uploaded).toEqual(['file']);
    await waitFor(() => expect(screen.getByRole('img', { name: '头像' })).toHaveAttribute('src', UPLOADED));
    await user.clear(screen.getByLabelText('昵称'));
    await user.type(screen.getByLabelText('昵称'), '新的昵称');
    await user.dblClick(screen.getByRole('button', { name: '保存' }));
    expect(await toastSaying(ACCOUNT_MESSAGES.infoSaved)).toBeInTheDocument();
    expect(bodiesOf('/member/updateBasicInfo')).toEqual([{ nickName: '新的昵称', headPortrait: UPLOADED }]);
  });
});

describe('消息通知', () => {
  const menuLink = () =>
    within(screen.getByRole('navigation', { name: '个人中心菜单' })).getByRole('link', { name: /消息通知/ });

  it('opening an unread notice shows it, marks it read, and the menu count drops', async () => {
    const { user } = await renderAccountPage(NoticesPage, { path: '/userCenter/notice', title: '消息通知' });
    const list = await screen.findByRole('list', { name: '消息列表' });
    await waitFor(() => expect(menuLink()).toHaveTextContent('消息通知2'));
    expect(within(list).getAllByText(NOTICE_TEXTS.unread)).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: /商城服务升级公告/ }));
    expect(screen.getByText(/系统升级/)).toBeInTheDocument();
    await waitFor(() => expect(menuLink()).toHaveTextContent('消息通知1'));
    expect(within(list).getAllByText(NOTICE_TEXTS.unread)).toHaveLength(1);
    expect(bodiesOf('/notice/read')).toHaveLength(1);
  });

  it('opening a notice already read sends nothing', async () => {
    const { user } = await renderAccountPage(NoticesPage, { path: '/userCenter/notice', title: '消息通知' });
    const list = await screen.findByRole('list', { name: '消息列表' });
    await user.click(within(list).getByRole('button', { name: /订单已发货/ }));
    expect(screen.getByText(/物流信息/)).toBeInTheDocument();
    expect(bodiesOf('/notice/read')).toEqual([]);
  });
});

describe('账户设置', () => {
  it('saves which notices arrive, once for a double click', async () => {
    const { user } = await renderAccountPage(NoticeSettingsPage, {
      path: '/userCenter/account/setting',
      title: '账户设置',
    });
    const points = await screen.findByRole('checkbox', { name: /积分通知/ });
    expect(points).toBeChecked();
    await user.click(points);
    await user.dblClick(screen.getByRole('button', { name: '保存设置' }));
    expect(await toastSaying(ACCOUNT_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(bodiesOf('/notice/settings').filter((body) => 'points' in (body as object))).toEqual([
      { order: true, points: false, system: true },
    ]);
  });
});
