// The nickname is free text: a value that shows as nothing is refused with the engine's message before
// anything is sent, and what is sent is the text as it will be kept (no override or control characters).
import { fireEvent, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES, FREE_TEXT_MESSAGES } from '../../../engine';
import InfoPage from '../../../src/features/account/info-page';
import { bodiesOf, renderAccountPage, startAccountTests, toastSaying } from './account-harness';

startAccountTests();

async function typeNickname(value: string) {
  const rendered = await renderAccountPage(InfoPage, { path: '/userCenter/info', title: '个人信息' });
  await screen.findByRole('form', { name: '个人信息' });
  // Typed at once: a keyboard would not type a NUL or an override.
  fireEvent.change(screen.getByLabelText('昵称'), { target: { value } });
  await rendered.user.click(screen.getByRole('button', { name: '保存' }));
}

describe('个人信息: the nickname as free text', () => {
  it('refuses a nickname of one zero-width space with the message, and sends nothing', async () => {
    await typeNickname('\u200B');
    expect(screen.getByText(FREE_TEXT_MESSAGES.invisible)).toBeInTheDocument();
    expect(bodiesOf('/member/updateBasicInfo')).toEqual([]);
  });

  it('sends a nickname without its override and control characters', async () => {
    await typeNickname('小\u202E明\u0007');
    expect(await toastSaying(ACCOUNT_MESSAGES.infoSaved)).toBeInTheDocument();
    expect(bodiesOf('/member/updateBasicInfo')).toMatchObject([{ nickName: '小明' }]);
  });
});
