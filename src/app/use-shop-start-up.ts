import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { GUEST, shopBrand, shopFacts } from '../../engine';
import type { Facts, ProfileProblem, ResolvedProfile, ShopInfoDefaults } from '../../engine';
import { guestFunctionsQuery, userFunctionsQuery, userInfoQuery } from '../lib/api/endpoints/member';
import { shopInfoQuery, shopThemeQuery } from '../lib/api/endpoints/shop';
import type { ApiClient } from '../lib/api/request';
import type { FunctionItem, ShopInfo } from '../../engine/contract';
import { session, setOperationCodes } from '../lib/session/store';
import { useSession } from '../lib/session/use-session';
import { shopProfileQuery } from '../shop/profile-loader';

export type ShopStartUp =
  | { state: 'loading' }
  | { state: 'unavailable'; retry: () => void }
  | { state: 'not-found' }
  | { state: 'invalid'; problems: ProfileProblem[] }
  | {
      state: 'ready';
      resolved: ResolvedProfile;
      facts: Facts;
      colour: string;
      /** Some start-up answer is still on its way (just after login or logout: the user's data). */
      settling: boolean;
    };

/** The shop info fields the engine's rules read (`shop.*` facts). */
function ruleFacts(info: ShopInfo | undefined): Partial<ShopInfoDefaults> {
  if (!info) return {};
  const { openVisitors, showSales, isPointsDesignatedGoods, openRegistry, isCustomerService, hasEquity } =
    info;
  return {
    openVisitors,
    showSales,
    isPointsDesignatedGoods,
    openRegistry,
    isCustomerService,
    hasEquity,
  } as Partial<ShopInfoDefaults>;
}

const codesOf = (items: readonly FunctionItem[] | undefined): string[] =>
  items?.map((item) => item.functionCode) ?? [];

const codesQuery = (api: ApiClient, loggedIn: boolean) =>
  loggedIn ? userFunctionsQuery(api) : guestFunctionsQuery(api);

/**
 * Sends the start-up's requests at once, before the first render has committed (queries fetch only then):
 * those useShopStartUp reads, for the session as it stands.
 */
export function prefetchStartUp(api: ApiClient, client: QueryClient): void {
  const loggedIn = session.token !== null;
  void client.prefetchQuery(shopProfileQuery(api.mallPath));
  void client.prefetchQuery(shopInfoQuery(api));
  void client.prefetchQuery(shopThemeQuery(api));
  if (loggedIn) void client.prefetchQuery(userInfoQuery(api));
  void client.prefetchQuery(codesQuery(api, loggedIn));
}

/**
 * Everything a shop needs before its first screen, requested in parallel: the profile (resolved and
 * checked), the shop info and theme, and the user (info and function codes) or the guest codes.
 * A failed theme only logs (spec 1 §7); failed user data leaves the user with no codes. `requested` false
 * (a prerendered frame hydrating: first-paint.ts) holds the requests back, so the shop is what the server drew.
 */
export function useShopStartUp(api: ApiClient, requested = true): ShopStartUp {
  const { token } = useSession();
  const loggedIn = requested && token !== null;
  const profile = useQuery(shopProfileQuery(api.mallPath));
  const shopInfo = useQuery({ ...shopInfoQuery(api), enabled: requested });
  const theme = useQuery({ ...shopThemeQuery(api), enabled: requested });
  const user = useQuery({ ...userInfoQuery(api), enabled: loggedIn });
  const codes = useQuery({ ...codesQuery(api, loggedIn), enabled: requested });

  useEffect(() => {
    // The session keeps the user's codes under the shop's operationCode key (spec 2 §3, §6).
    if (loggedIn && codes.data) setOperationCodes(api.mallPath, codesOf(codes.data));
  }, [api, loggedIn, codes.data]);

  useEffect(() => {
    if (theme.error)
      console.warn('Shop theme failed to load; using the profile colour.', theme.error.message);
  }, [theme.error]);

  const loaded = profile.data?.status === 'ready' ? profile.data.resolved : undefined;
  const facts = useMemo<Facts | undefined>(() => {
    if (!loaded) return undefined;
    return {
      loggedIn,
      user: loggedIn
        ? {
            roleId: user.data?.roleId ?? null,
            supplier: user.data?.supplier ?? false,
            codes: codesOf(codes.data),
          }
        : { ...GUEST, codes: codesOf(codes.data) },
      shop: shopFacts(loaded.profile, ruleFacts(shopInfo.data)),
    };
  }, [loaded, loggedIn, user.data, codes.data, shopInfo.data]);

  if (profile.isPending) return { state: 'loading' };
  if (profile.isError) return { state: 'unavailable', retry: () => void profile.refetch() };
  if (profile.data.status !== 'ready')
    return profile.data.status === 'invalid' ? { ...profile.data, state: 'invalid' } : { state: 'not-found' };
  if (!facts) return { state: 'loading' };
  return {
    state: 'ready',
    resolved: profile.data.resolved,
    facts,
    colour: shopBrand(profile.data.resolved.profile, { pcThemeColor: theme.data?.pcThemeColor }).colour.value,
    settling: [shopInfo, theme, codes, ...(loggedIn ? [user] : [])].some((query) => query.isPending),
  };
}
