import { useQuery } from '@tanstack/react-query';
import { helpCenterQuery } from '../lib/api/endpoints/help';
import { useShop } from './shop-context';
import { useApiClient } from './api-client';
import type { HelpCenter } from '../../engine/contract';

type HelpGroup = HelpCenter['parentColumnList'][number];

/** A help-centre column the shop hides (showed 0). */
const HIDDEN = 0;

/** The columns of a help-centre group that the shop shows. */
export const shownColumns = (group: HelpGroup) =>
  group.columnList.filter((column) => column.showed !== HIDDEN);

/**
 * How to reach the shop's customer service: the help centre's hotline, hours and record number, or the
 * profile's labels when the gateway sends none. Also the help centre itself, for its columns and colours.
 */
export function useServiceContact() {
  const api = useApiClient();
  const { labels } = useShop();
  const { data: help } = useQuery(helpCenterQuery(api));
  const service = help?.customerService;
  const hours =
    service?.customerServiceTimeStart && service.customerServiceTimeEnd
      ? `${service.customerServiceTimeStart} - ${service.customerServiceTimeEnd}`
      : labels.serviceHours;
  return {
    help,
    hotline: service?.customerHotline || labels.hotline,
    hours,
    recordNumber: service?.websiteRecordNumber || labels.recordNumber,
  };
}
