import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../request';
import type { HelpCenter } from '../types';

export const helpCenterQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'help', 'center'],
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
    queryKey: [currentMallPath(), 'help', 'content', { id }],
    queryFn: ({ signal }) => get<HelpArticle>('/website/help/getHelpContent', { id }, signal).then(unwrap),
  });
