import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { NavLink, SalesCategory, TrimColumn } from '../../../../engine/contract';

export const salesCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.nav.categories(),
    queryFn: ({ signal }) => api.get<SalesCategory[]>('/getSalesCategory', undefined, signal).then(unwrap),
  });

/** The configured top-nav links: data[0].fixedContent is JSON holding navLinkList (spec 1 §7). */
export const navLinksQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.nav.links(),
    queryFn: async ({ signal }): Promise<NavLink[]> => {
      const columns = unwrap(
        await api.get<TrimColumn[]>('/websitePc/getWebsiteTrimColumn', undefined, signal),
      );
      const content = JSON.parse(columns[0]?.fixedContent ?? '{}') as { navLinkList?: NavLink[] };
      return content.navLinkList ?? [];
    },
  });
