// The address dialog's and address book's tests: the real demo gateway in process (msw), a demo shop's
// profile, the member logged in through the gateway, and the region lists the gateway serves.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import CryptoJS from 'crypto-js';
import type { AddressDialogMode, ResolvedProfile } from '../../../engine';
import { AddressDialog } from '../../../src/business-ui/address-dialog/address-dialog';
import { addressesQuery } from '../../../src/lib/api/endpoints/addresses';
import type { Address, EncryptionInfo } from '../../../engine/contract';
import { createApiClient } from '../../../src/lib/api/request';
import { useApiClient } from '../../../src/shop/api-client';
import { calls, renderPiece } from '../shell/shell-harness';

export type User = ReturnType<typeof userEvent.setup>;

/** The member's seeded addresses (src/demo-gateway/seed-users.ts): the default in 北京, the other in 深圳. */
export const SEEDED = { beijing: '建国路88号SOHO现代城A座1201', shenzhen: '科技园南区深南大道9988号' };

interface DialogOptions {
  mallPath?: string;
  profile?: ResolvedProfile;
  mode?: AddressDialogMode;
  /** Edit the seeded address whose detail this is; a new address when absent. */
  edit?: string;
}

/** The dialog over one of the member's addresses, once the list has loaded. */
function DialogOver({
  edit,
  mode,
  onSaved,
}: {
  edit: string;
  mode: AddressDialogMode;
  onSaved(saved: Address | null): void;
}) {
  const api = useApiClient();
  const { data } = useQuery(addressesQuery(api));
  const address = data?.find((each) => each.receiverAddress === edit);
  return address ? (
    <AddressDialog open address={address} mode={mode} onClose={() => {}} onSaved={onSaved} />
  ) : null;
}

/** Renders the address dialog in a demo shop (points by default) for the logged-in member. */
export async function renderDialog({
  mallPath = 'points',
  profile,
  mode = 'memberAddress',
  edit,
}: DialogOptions = {}) {
  const user = userEvent.setup();
  const onSaved = vi.fn<(saved: Address | null) => void>();
  const onClose = vi.fn();
  const ui = edit ? (
    <DialogOver edit={edit} mode={mode} onSaved={onSaved} />
  ) : (
    <AddressDialog open mode={mode} onClose={onClose} onSaved={onSaved} />
  );
  await renderPiece(ui, { mallPath, account: 'member', ...(profile && { profile }) });
  const dialog = await screen.findByRole('dialog', { name: /收货地址/ });
  return { user, onSaved, onClose, dialog };
}

export const field = (label: string) => screen.getByLabelText(label);
export const regionTrigger = () => screen.getByRole('button', { name: '所在地区' });
export const saveButton = () => screen.getByRole('button', { name: '保存' });

/** Chooses a region path in the picker: opens it, then clicks each name once its list has loaded. */
export async function chooseRegion(user: User, ...names: string[]) {
  await user.click(regionTrigger());
  for (const name of names) {
    const panel = screen.getByRole('dialog', { name: '选择所在地区' });
    await user.click(await within(panel).findByRole('option', { name }));
  }
}

export const SHENZHEN = ['广东省', '深圳市', '南山区', '粤海街道'];

/** Fills every field of a new address, leaving the alias to the caller. */
export async function fillAddress(
  user: User,
  { name = '李四', phone = '13912345678', detail = '科技园 1 号' } = {},
) {
  await user.type(field('收货人'), name);
  await user.type(field('手机号码'), phone);
  await chooseRegion(user, ...SHENZHEN);
  await user.type(field('详细地址'), detail);
}

/** The bodies sent to a path, decrypted with the shop's key when the client encrypted them. */
export async function sentBodies(path: string, mallPath = 'points'): Promise<unknown[]> {
  const effects = { toast() {}, alert() {}, navigate() {}, logout() {} };
  const info = await createApiClient({ mallPath, effects }).get<EncryptionInfo>(
    '/website/queryInterfaceEncryption',
  );
  if (!info.success) throw new Error(info.message);
  const key = CryptoJS.enc.Utf8.parse(info.data.aesKey);
  const iv = CryptoJS.enc.Utf8.parse(info.data.aesIv);
  return calls(path).map(({ body }) => {
    const { encryptData } = body as { encryptData?: string };
    return encryptData === undefined
      ? body
      : (JSON.parse(CryptoJS.AES.decrypt(encryptData, key, { iv }).toString(CryptoJS.enc.Utf8)) as unknown);
  });
}
