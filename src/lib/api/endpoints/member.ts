import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { FunctionItem, UserInfo } from '../../../../engine/contract';

/** The storefront's terminal in the function (permission) calls. */
const PC_TERMINAL = 1001;
/** The client type the browse history takes (spec 1 §7). */
const BROWSE_CLIENT_TYPE = 1;

export const userInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.member.info(),
    queryFn: ({ signal }) => api.get<UserInfo>('/member/basicinfo', undefined, signal).then(unwrap),
  });

/** The logged-in user's function codes. */
export const userFunctionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.member.functions(),
    queryFn: ({ signal }) =>
      api
        .post<FunctionItem[]>('/function/queryUserFunctionList', { clientType: PC_TERMINAL }, signal)
        .then(unwrap),
  });

/** The function codes for guests. */
export const guestFunctionsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.member.guestFunctions(),
    queryFn: ({ signal }) =>
      api
        .post<FunctionItem[]>('/function/queryFunctionList', { functionTerminal: PC_TERMINAL }, signal)
        .then(unwrap),
  });

/** The external admin page URL where dropshipping shops show orders (opened with redirectType=offlineOrder). */
export const generateLoginAdminUrl = (api: ApiClient) => api.post<string>('/member/generateLoginAdminUrl');

/** Sent after each goods or virtual goods detail visit, with the route's query. */
export const addBrowseHistory = (api: ApiClient, routeQuery: Record<string, string>) =>
  api.post<unknown>('/memberSurfHistory/addBrowseHistory', { clientType: BROWSE_CLIENT_TYPE, ...routeQuery });
