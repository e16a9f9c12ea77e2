import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../../lib/api/request';

/** One help-centre article: its column title and HTML body. */
export interface HelpArticle {
  id: string;
  columnName: string;
  content: string;
}

// TODO(lib): belongs in src/lib/api/endpoints/help.ts beside helpCenterQuery; kept here until it is there.
export const helpContentQuery = (id: string) =>
  queryOptions({
    queryKey: [currentMallPath(), 'help', 'content', { id }],
    queryFn: ({ signal }) => get<HelpArticle>('/website/help/getHelpContent', { id }, signal).then(unwrap),
  });
