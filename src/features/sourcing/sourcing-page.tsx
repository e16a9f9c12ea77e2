import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PurchaseDialog } from '../../business-ui/purchase-dialog/purchase-dialog';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { reportGoodsListQuery } from '../../lib/api/endpoints/sourcing';
import { RequestsTable } from './requests-table';
import { useApiClient } from '../../shop/api-client';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
`;

/** Which dialog is open: a new request, or a filed one to view. */
type Opened = { requestId?: number } | null;

/**
 * /userCenter/submitProduct 商品寻源 (`sourcing.enabled`, F000430; docs/sourcing.md): the member's purchase
 * requests with their audit status, 查看 in the dialog's view mode and 新增. The page is kept in the address
 * (?page=2); a new request reloads the table.
 */
export default function SourcingPage() {
  const api = useApiClient();
  const [params, setParams] = useSearchParams();
  const currentPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useQuery({ ...reportGoodsListQuery(api, { currentPage }), placeholderData: keepPreviousData });
  const [opened, setOpened] = useState<Opened>(null);

  function showPage(page: number) {
    setParams(page > 1 ? { page: String(page) } : {});
  }

  function content() {
    if (list.isPending) return <Skeleton lines={6} label="采购需求加载中" />;
    if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;
    const { records, total, pageSize } = list.data;
    if (records.length === 0 && total > 0)
      return (
        <EmptyState text="该页没有采购需求">
          <Button onClick={() => showPage(1)}>回到第一页</Button>
        </EmptyState>
      );
    if (records.length === 0) return <EmptyState text="暂无采购需求" />;
    return (
      <>
        <RequestsTable
          requests={records}
          stale={list.isPlaceholderData}
          onView={(requestId) => setOpened({ requestId })}
        />
        <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={showPage} />
      </>
    );
  }

  return (
    <>
      <Toolbar>
        <Button $variant="primary" onClick={() => setOpened({})}>
          新增
        </Button>
      </Toolbar>
      {content()}
      <PurchaseDialog
        open={opened !== null}
        requestId={opened?.requestId}
        onClose={() => setOpened(null)}
        onFiled={() => showPage(1)}
      />
    </>
  );
}
