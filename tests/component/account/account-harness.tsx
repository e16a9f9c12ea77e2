// The account pages inside the points demo shop (or another), logged in as `member` through the in-process demo
// gateway, each inside the user-centre frame so the menu (and its unread count) shows beside it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { toast } from '../../../src/components/toast';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

export function startAccountTests(): void {
  startDemoGateway();
  beforeEach(() => toast.clear());
}

export async function renderAccountPage(
  Page: ComponentType,
  {
    path,
    title,
    mallPath = 'points',
    menuPage,
  }: { path: string; title: string; mallPath?: string; menuPage?: string },
) {
  // Files of any type reach the page's own check, as a user choosing 所有文件 in the picker would.
  const user = userEvent.setup({ applyAccept: false });
  const view = await renderDemoPage(
    <UserCentreFrame title={title} menuPage={menuPage}>
      <Page />
    </UserCentreFrame>,
    { mallPath, account: 'member', route: `/${mallPath}${path}` },
  );
  return { user, view };
}

/** A toast saying `text`: success and warnings are status messages, errors alerts. */
export const toastSaying = (text: string, role: 'status' | 'alert' = 'status') =>
  screen.findByText(text, { selector: `[role=${role}]` });

export const bodiesOf = (path: string) => calls(path).map((each) => each.body);

export const locationNow = () => screen.getByTestId('location').textContent;
