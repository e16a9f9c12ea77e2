import { queryOptions } from '@tanstack/react-query';
import { get, unwrap } from '../request';
import { helpKeys } from '../query-keys';
import type { HelpCenter } from '../types';

export const helpCenterQuery = () =>
  queryOptions({
    queryKey: helpKeys.center(),
    queryFn: ({ signal }) =>
      get<HelpCenter>('/website/help/queryWebsiteHelpCenterVo', undefined, signal).then(unwrap),
  });

/** One help-centre article: its column title and HTML body. */
export interface HelpArticle {
  id: string;
  columnName: string;
  content: string;
}

export const helpContentQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.content(id),
    queryFn: ({ signal }) => get<HelpArticle>('/website/help/getHelpContent', { id }, signal).then(unwrap),
  });
