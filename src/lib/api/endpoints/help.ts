import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';

export interface HelpCenter {
  customerService: {
    customerServiceTimeStart: string;
    customerServiceTimeEnd: string;
    customerHotline: string;
    websiteRecordNumber: string;
    websiteBottomColor: string;
    websiteBottomFontColor: string;
  };
  parentColumnList: {
    columnName: string;
    columnList: { id: number; columnName: string; showed: number }[];
  }[];
}

export const helpCenterQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.help.center(),
    queryFn: ({ signal }) =>
      api.get<HelpCenter>('/website/help/queryWebsiteHelpCenterVo', undefined, signal).then(unwrap),
  });

/** One help-centre article: its column title and HTML body. */
export interface HelpArticle {
  id: string;
  columnName: string;
  content: string;
}

export const helpContentQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: api.keys.help.content(id),
    queryFn: ({ signal }) =>
      api.get<HelpArticle>('/website/help/getHelpContent', { id }, signal).then(unwrap),
  });
