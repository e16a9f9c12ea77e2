// The account pages' reads and calls (docs/gateway.md "Account pages"): security overview, points card and
// rules, notices and notice settings; the profile, password and phone changes.
import { queryOptions } from '@tanstack/react-query';
import type { NoticeSettings } from '../../../../engine';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { ApiResult } from '../api-result';
import { encryptedPassword } from './login';
import type { NoticeList, PointsCard, SecurityInfo } from '../../../../engine/contract';

export const securityInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.account.security(),
    queryFn: ({ signal }) => api.get<SecurityInfo>('/member/securityInfo', undefined, signal).then(unwrap),
  });

export const pointsCardQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.account.pointsCard(),
    queryFn: ({ signal }) => api.get<PointsCard>('/member/pointsCard', undefined, signal).then(unwrap),
  });

export const pointsRuleQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.account.pointsRule(),
    queryFn: ({ signal }) =>
      api.get<{ content: string }>('/website/pointsRule', undefined, signal).then(unwrap),
  });

export const noticesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.account.notices(),
    queryFn: ({ signal }) => api.get<NoticeList>('/notice/list', undefined, signal).then(unwrap),
  });

export const noticeSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.account.noticeSettings(),
    queryFn: ({ signal }) => api.get<NoticeSettings>('/notice/settings', undefined, signal).then(unwrap),
  });

export const updateBasicInfo = (api: ApiClient, body: { nickName: string; headPortrait?: string }) =>
  api.post<null>('/member/updateBasicInfo', body);

export const markNoticeRead = (api: ApiClient, id: number) => api.post<null>('/notice/read', { id });

export const saveNoticeSettings = (api: ApiClient, settings: NoticeSettings) =>
  api.post<NoticeSettings>('/notice/settings', settings);

/** Both passwords RSA-encrypted with the login's public key, as the login sends its password. */
export async function changePassword(
  api: ApiClient,
  {
    oldPassword,
    newPassword,
  }: {
    oldPassword: string;
    newPassword: string;
  },
): Promise<ApiResult<null>> {
  const old = await encryptedPassword(api, oldPassword);
  if (!old.success) return old;
  const next = await encryptedPassword(api, newPassword);
  if (!next.success) return next;
  return api.post<null>('/member/updatePassword', { oldPassword: old.data, newPassword: next.data });
}

export async function changePhone(api: ApiClient, { phone, password }: { phone: string; password: string }) {
  const encrypted = await encryptedPassword(api, password);
  if (!encrypted.success) return encrypted;
  return api.post<{ phone: string }>('/member/updatePhone', { phone, password: encrypted.data });
}
