// The account pages' reads and calls (docs/gateway.md "Account pages"): security overview, points card and
// rules, notices and notice settings; the profile, password and phone changes.
import { queryOptions } from '@tanstack/react-query';
import type { NoticeKind, NoticeSettings, PointsMovementKind } from '../../../../engine';
import { accountKeys } from '../query-keys';
import { get, post, unwrap, type ApiResult } from '../request';
import { encryptedPassword } from './login';

export interface SecurityInfo {
  account: string;
  /** Masked by the gateway (138****0001). */
  phone: string;
  passwordSet: boolean;
}

export interface PointsCard {
  balance: number;
  expiringPoints: number;
  expiringTime: string;
  movements: { kind: PointsMovementKind; orderNo: string; points: number; time: string }[];
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  time: string;
  read: boolean;
}

export const securityInfoQuery = () =>
  queryOptions({
    queryKey: accountKeys.security(),
    queryFn: ({ signal }) => get<SecurityInfo>('/member/securityInfo', undefined, signal).then(unwrap),
  });

export const pointsCardQuery = () =>
  queryOptions({
    queryKey: accountKeys.pointsCard(),
    queryFn: ({ signal }) => get<PointsCard>('/member/pointsCard', undefined, signal).then(unwrap),
  });

export const pointsRuleQuery = () =>
  queryOptions({
    queryKey: accountKeys.pointsRule(),
    queryFn: ({ signal }) => get<{ content: string }>('/website/pointsRule', undefined, signal).then(unwrap),
  });

export const noticesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notices(),
    queryFn: ({ signal }) =>
      get<{ records: Notice[]; unreadCount: number }>('/notice/list', undefined, signal).then(unwrap),
  });

export const noticeSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.noticeSettings(),
    queryFn: ({ signal }) => get<NoticeSettings>('/notice/settings', undefined, signal).then(unwrap),
  });

export const updateBasicInfo = (body: { nickName: string; headPortrait?: string }) =>
  post<null>('/member/updateBasicInfo', body);

export const markNoticeRead = (id: number) => post<null>('/notice/read', { id });

export const saveNoticeSettings = (settings: NoticeSettings) =>
  post<NoticeSettings>('/notice/settings', settings);

/** Both passwords RSA-encrypted with the login's public key, as the login sends its password. */
export async function changePassword({
  oldPassword,
  newPassword,
}: {
  oldPassword: string;
  newPassword: string;
}): Promise<ApiResult<null>> {
  const old = await encryptedPassword(oldPassword);
  if (!old.success) return old;
  const next = await encryptedPassword(newPassword);
  if (!next.success) return next;
  return post<null>('/member/updatePassword', { oldPassword: old.data, newPassword: next.data });
}

export async function changePhone({ phone, password }: { phone: string; password: string }) {
  const encrypted = await encryptedPassword(password);
  if (!encrypted.success) return encrypted;
  return post<{ phone: string }>('/member/updatePhone', { phone, password: encrypted.data });
}
