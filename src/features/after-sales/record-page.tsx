import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { AFTER_SALE_TABS, AFTER_SALE_TEXT, isAfterSaleTab } from '../../../engine';
import type { AfterSaleTab } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { afterSaleListQuery } from '../../lib/api/endpoints/after-sales';
import { useApiClient } from '../../shop/api-client';
import { CaseCard } from './case-card';

const Search = styled.form`
  display: flex;
  gap: 8px;
  margin: 14px 0;
  input {
    width: 280px;
  }
  ${onPhone} {
    input {
      flex: 1;
      width: auto;
      min-width: 0;
    }
  }
`;

const Cases = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /userCenter/afterSalesRecord 售后记录 (F000170; docs/after-sales.md): tabs 全部, 处理中, 已完成, 已关闭 with
 * their counts, a search by order number or goods name, and each case with the actions its status allows.
 * The tab, the search and the page are kept in the address.
 */
export default function AfterSaleRecordPage() {
  const api = useApiClient();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') ?? '';
  const tab: AfterSaleTab = isAfterSaleTab(tabParam) ? tabParam : 'all';
  const keyword = params.get('keyword') ?? '';
  const currentPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [typed, setTyped] = useState(keyword);
  const list = useQuery({
    ...afterSaleListQuery(api, { tab, keyword, currentPage }),
    placeholderData: keepPreviousData,
  });

  function show(next: { tab?: AfterSaleTab; keyword?: string; page?: number }) {
    const fields = { tab, keyword, page: 1, ...next };
    setParams({
      ...(fields.tab === 'all' ? {} : { tab: fields.tab }),
      ...(fields.keyword ? { keyword: fields.keyword } : {}),
      ...(fields.page > 1 ? { page: String(fields.page) } : {}),
    });
  }

  const counts = list.data?.counts;
  const items = AFTER_SALE_TABS.map(({ key, label }) => ({
    key,
    label: counts ? `${label}（${counts[key]}）` : label,
  }));

  function content() {
    if (list.isPending) return <Skeleton lines={6} label="售后记录加载中" />;
    if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;
    const { records, total, pageSize } = list.data;
    if (records.length === 0) return <EmptyState text={AFTER_SALE_TEXT.emptyRecords} />;
    return (
      <>
        <Cases aria-label="售后记录" aria-busy={list.isPlaceholderData}>
          {records.map((found) => (
            <CaseCard key={found.id} found={found} />
          ))}
        </Cases>
        <Pager page={currentPage} pages={Math.ceil(total / pageSize)} onPage={(page) => show({ page })} />
      </>
    );
  }

  return (
    <>
      <Tabs label="售后状态" items={items} active={tab} onChange={(key) => show({ tab: key })} />
      <Search
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          show({ keyword: typed.trim() });
        }}
      >
        <input
          aria-label="订单号或商品名称"
          placeholder="请输入订单号或商品名称"
          maxLength={50}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">搜索</Button>
      </Search>
      {content()}
    </>
  );
}
