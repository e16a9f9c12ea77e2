import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../request';
import type { NavLink, SalesCategory, TrimColumn } from '../types';

export const salesCategoriesQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'nav', 'categories'],
    queryFn: ({ signal }) => get<SalesCategory[]>('/getSalesCategory', undefined, signal).then(unwrap),
  });

/** The configured top-nav links: data[0].fixedContent is JSON holding navLinkList (spec 1 §7). */
export const navLinksQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'nav', 'links'],
    queryFn: async ({ signal }): Promise<NavLink[]> => {
      const columns = unwrap(await get<TrimColumn[]>('/websitePc/getWebsiteTrimColumn', undefined, signal));
      const content = JSON.parse(columns[0]?.fixedContent ?? '{}') as { navLinkList?: NavLink[] };
      return content.navLinkList ?? [];
    },
  });
