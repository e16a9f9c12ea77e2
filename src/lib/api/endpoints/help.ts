import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type { HelpArticle, HelpCenter } from '../../../../engine/contract';

export const helpCenterQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: api.keys.help.center(),
    queryFn: ({ signal }) =>
      api.get<HelpCenter>('/website/help/queryWebsiteHelpCenterVo', undefined, signal).then(unwrap),
  });

export const helpContentQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: api.keys.help.content(id),
    queryFn: ({ signal }) =>
      api.get<HelpArticle>('/website/help/getHelpContent', { id }, signal).then(unwrap),
  });
