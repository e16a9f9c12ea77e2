import { queryOptions } from '@tanstack/react-query';
import { currentMallPath, get, unwrap } from '../request';
import type { HelpCenter } from '../types';

export const helpCenterQuery = () =>
  queryOptions({
    queryKey: [currentMallPath(), 'help', 'center'],
    queryFn: ({ signal }) =>
      get<HelpCenter>('/website/help/queryWebsiteHelpCenterVo', undefined, signal).then(unwrap),
  });
