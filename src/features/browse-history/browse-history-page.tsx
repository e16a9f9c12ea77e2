import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEMBER_LIST_TEXT, visitsByDay } from '../../../engine';
import { askConfirm } from '../../components/confirm';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { useClearBrowseHistory } from '../../shop/writes/browse-history-writes';
import { browseHistoryQuery } from '../../lib/api/endpoints/browse-history';
import { useCapability } from '../../shop/shop-context';
import { VisitDaySection } from './visit-day-section';
import { useApiClient } from '../../shop/api-client';

/**
 * /userCenter/historyRecords 浏览记录 (F000641; docs/member-pages.md): the visits by day, newest first, each
 * opening its goods, with 删除 and 清空 (confirmed). A shop that records no visits (`browseHistory.record`
 * false) says so, rather than an empty list that looks like the member's doing.
 */
export default function BrowseHistoryPage() {
  const recordHistory = useCapability('browseHistory.record');
  if (!recordHistory) return <EmptyState text={MEMBER_LIST_TEXT.historyNotRecorded} />;
  return <BrowseHistory />;
}

function BrowseHistory() {
  const api = useApiClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [now] = useState(() => Date.now());
  const history = useQuery({ ...browseHistoryQuery(api, currentPage), placeholderData: keepPreviousData });
  const { remove, removing } = useClearBrowseHistory();

  if (history.isError)
    return <LoadError message={history.error.message} onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Skeleton lines={5} label="浏览记录加载中" />;
  const { records, total, pageSize } = history.data;
  if (records.length === 0) return <EmptyState text={MEMBER_LIST_TEXT.historyEmpty} />;

  async function clearAll() {
    if (await askConfirm({ message: MEMBER_LIST_TEXT.historyClearConfirm })) {
      await remove();
      setCurrentPage(1);
    }
  }

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button $size="small" disabled={removing} aria-busy={removing} onClick={() => void clearAll()}>
          清空
        </Button>
      </div>
      {visitsByDay(records, now).map((day) => (
        <VisitDaySection
          key={day.label}
          day={day}
          removing={removing}
          onRemove={(code) => void remove(code)}
        />
      ))}
      <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={setCurrentPage} />
    </>
  );
}
