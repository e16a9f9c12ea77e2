import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GOODS_STATUS_TABS, statusTabLabel } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { managedGoodsQuery } from '../../lib/api/endpoints/goods-management';
import { BatchToolbar } from './batch-toolbar';
import { GoodsSearch } from './goods-search';
import { ManagedGoodsTable } from './managed-goods-table';
import { RefusedDialog } from './refused-dialog';
import type { BatchOutcome } from './use-confirmed-command';
import { useManagementFilter } from './use-management-filter';
import { UpdateModeNote } from './update-mode-note';
import { useApiClient } from '../../shop/api-client';

/**
 * /userCenter/goodsManagement 商品管理 (codes F000382/F000383; docs/goods-management.md): the operator's goods by
 * status, with the tab counts, a search, the commands each goods' status allows and the batch commands for
 * the ticked goods. A command refreshes the list and the counts, so a goods moves to its new tab.
 */
export default function GoodsManagementPage() {
  const api = useApiClient();
  const { filter, keyword, showStatus, search, showPage } = useManagementFilter();
  const list = useQuery({ ...managedGoodsQuery(api, filter), placeholderData: keepPreviousData });
  const updateModeHelp = useId();
  // The ticks belong to one list (tab, search, page): another list starts with none.
  const listKey = JSON.stringify(filter);
  const [ticks, setTicks] = useState<{ listKey: string; codes: ReadonlySet<string> }>({
    listKey,
    codes: new Set(),
  });
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const records = list.data?.records ?? [];
  // Only listed goods count: a goods that took a command and left the tab is no longer ticked.
  const selected =
    ticks.listKey === listKey
      ? records.map((each) => each.goodsSkuCode).filter((code) => ticks.codes.has(code))
      : [];

  function select(codes: readonly string[], tick: boolean) {
    const next = new Set(selected);
    for (const code of codes) {
      if (tick) next.add(code);
      else next.delete(code);
    }
    setTicks({ listKey, codes: next });
  }

  function content() {
    if (list.isPending) return <Skeleton lines={6} label="商品加载中" />;
    if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;
    const { total, pageSize } = list.data;
    // A page past the end (its goods left the tab, or an old link) is not an empty list.
    if (records.length === 0 && total > 0)
      return (
        <EmptyState text="该页没有商品">
          <Button onClick={() => showPage(1)}>回到第一页</Button>
        </EmptyState>
      );
    if (records.length === 0) return <EmptyState text={keyword ? '没有找到相关商品' : '暂无商品'} />;
    return (
      <>
        <BatchToolbar goods={records} selected={selected} onRefused={setOutcome} />
        <ManagedGoodsTable
          goods={records}
          selected={new Set(selected)}
          stale={list.isPlaceholderData}
          onSelect={select}
          updateModeHelp={updateModeHelp}
        />
        <Pager page={filter.currentPage} pages={Math.ceil(total / pageSize)} onPage={showPage} />
      </>
    );
  }

  return (
    <>
      <UpdateModeNote id={updateModeHelp} />
      <GoodsSearch keyword={keyword} onSearch={search} />
      <Tabs
        label="商品状态"
        items={GOODS_STATUS_TABS.map((status) => ({
          key: status,
          label: statusTabLabel(status, list.data?.statusCounts[status]),
        }))}
        active={filter.status}
        onChange={showStatus}
      />
      {content()}
      {outcome && <RefusedDialog outcome={outcome} goods={records} onClose={() => setOutcome(null)} />}
    </>
  );
}
