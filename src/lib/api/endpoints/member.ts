import { queryOptions } from '@tanstack/react-query';
import { get, post, unwrap } from '../request';
import { memberKeys } from '../query-keys';
import type { FunctionItem, UserInfo } from '../types';

/** The storefront's terminal in the function (permission) calls. */
const PC_TERMINAL = 1001;
/** The client type the browse history takes (spec 1 §7). */
const BROWSE_CLIENT_TYPE = 1;

export const userInfoQuery = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => get<UserInfo>('/member/basicinfo', undefined, signal).then(unwrap),
  });

/** The logged-in user's function codes. */
export const userFunctionsQuery = () =>
  queryOptions({
    queryKey: memberKeys.functions(),
    queryFn: ({ signal }) =>
      post<FunctionItem[]>('/function/queryUserFunctionList', { clientType: PC_TERMINAL }, signal).then(
        unwrap,
      ),
  });

/** The function codes for guests. */
export const guestFunctionsQuery = () =>
  queryOptions({
    queryKey: memberKeys.guestFunctions(),
    queryFn: ({ signal }) =>
      post<FunctionItem[]>('/function/queryFunctionList', { functionTerminal: PC_TERMINAL }, signal).then(
        unwrap,
      ),
  });

/** The external admin page URL where dropshipping shops show orders (opened with redirectType=offlineOrder). */
export const generateLoginAdminUrl = () => post<string>('/member/generateLoginAdminUrl');

/** Sent after each goods or virtual goods detail visit, with the route's query. */
export const addBrowseHistory = (routeQuery: Record<string, string>) =>
  post<unknown>('/memberSurfHistory/addBrowseHistory', { clientType: BROWSE_CLIENT_TYPE, ...routeQuery });
