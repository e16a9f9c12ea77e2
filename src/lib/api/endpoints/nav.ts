import { queryOptions } from '@tanstack/react-query';
import { get, unwrap } from '../request';
import { navKeys } from '../query-keys';
import type { NavLink, SalesCategory, TrimColumn } from '../types';

export const salesCategoriesQuery = () =>
  queryOptions({
    queryKey: navKeys.categories(),
    queryFn: ({ signal }) => get<SalesCategory[]>('/getSalesCategory', undefined, signal).then(unwrap),
  });

/** The configured top-nav links: data[0].fixedContent is JSON holding navLinkList (spec 1 §7). */
export const navLinksQuery = () =>
  queryOptions({
    queryKey: navKeys.links(),
    queryFn: async ({ signal }): Promise<NavLink[]> => {
      const columns = unwrap(await get<TrimColumn[]>('/websitePc/getWebsiteTrimColumn', undefined, signal));
      const content = JSON.parse(columns[0]?.fixedContent ?? '{}') as { navLinkList?: NavLink[] };
      return content.navLinkList ?? [];
    },
  });
