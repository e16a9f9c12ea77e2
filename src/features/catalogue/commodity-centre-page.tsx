import { useCallback, useDeferredValue, useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { goodsSearchQuery } from '../../lib/api/endpoints/goods';
import { salesCategoriesQuery } from '../../lib/api/endpoints/nav';
import { useShop } from '../../shop/shop-context';
import { usePageTitle } from '../../shop/use-page-title';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { chooseCategory, chooseSort, readCommodityQuery, writeCommodityQuery } from './commodity-query';
import type { CommodityQuery } from './commodity-query';
import { CategoryNav, categoryPath } from './components/category-nav';
import { GoodsGrid, GoodsGridSkeleton } from './components/goods-grid';
import { Pager } from '../../components/pager';
import { SortBar } from './components/sort-bar';
import { useApiClient } from '../../shop/api-client';

const GRID_MIN_HEIGHT = 640;

/**
 * /commodityCenter/commodityCenter: goods by category and keyword, sorted and paged. The URL is the state
 * (categoryCode, keyword, dataString, navIndex, sort, order, page), so back, forward and shared links work.
 * dataString goes to the gateway's search as it came; navIndex is read by the nav bar (docs/goods-centre.md).
 */
export default function CommodityCentrePage() {
  const api = useApiClient();
  const { limits } = useShop();
  const [params, setParams] = useSearchParams();
  const query = readCommodityQuery(params);
  const change = useCallback(
    (next: CommodityQuery) => setParams((current) => writeCommodityQuery(current, next)),
    [setParams],
  );

  const categories = useQuery(salesCategoriesQuery(api));
  const crumbs = categoryPath(categories.data ?? [], query.categoryCode);
  const categoryName = crumbs[crumbs.length - 1]?.categoryName;
  const pageTitle = usePageTitle('商品中心');
  useDocumentTitle(query.keyword ? `${query.keyword} - 商品搜索` : (categoryName ?? pageTitle));

  const pageSize = limits.lists.goodsPageSize;
  // The previous page stays on screen (dimmed) while the next loads.
  const goods = useQuery({
    ...goodsSearchQuery(api, {
      keyword: query.keyword,
      categoryCode: query.categoryCode,
      dataString: query.dataString,
      sortField: query.sort,
      sortOrder: query.order,
      currentPage: query.page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  // A page of cards: deferred, React renders it as a transition in short slices instead of one long task.
  const records = useDeferredValue(goods.data?.records);
  const total = goods.data?.total;
  const pages = total === undefined ? 0 : Math.ceil(total / pageSize);

  // A new page of results starts at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [query.page]);

  let results;
  if (goods.isError) {
    results = (
      <LoadError
        message={goods.error.message}
        onRetry={() => void goods.refetch()}
        height={GRID_MIN_HEIGHT}
      />
    );
  } else if (records === undefined) {
    results = <GoodsGridSkeleton />;
  } else if (records.length === 0) {
    results = (
      <EmptyState text={query.keyword ? `没有找到与“${query.keyword}”相关的商品` : '该分类下暂无商品'}>
        {query.keyword || query.categoryCode || query.dataString ? (
          <Button
            $variant="primary"
            onClick={() => change({ ...query, keyword: '', categoryCode: '', dataString: '', page: 1 })}
          >
            查看全部商品
          </Button>
        ) : null}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <Fading $stale={goods.isPlaceholderData}>
          <GoodsGrid goods={records} label="商品列表" firstRow="high" />
        </Fading>
        <Pager page={query.page} pages={pages} onPage={(page) => change({ ...query, page })} />
      </>
    );
  }

  return (
    <Page>
      <CategoryNav
        tree={categories.data ?? []}
        code={query.categoryCode}
        keyword={query.keyword}
        onChoose={(code) => change(chooseCategory(query, code))}
      />
      <SortBar query={query} total={total} onSort={(sort) => change(chooseSort(query, sort))} />
      <Results aria-busy={goods.isFetching}>{results}</Results>
    </Page>
  );
}

const Page = styled(Container)`
  padding: 16px 0 40px;
  ${onPhone} {
    padding: 12px 0 24px;
  }
`;

const Results = styled.div`
  min-height: ${GRID_MIN_HEIGHT}px;
`;

const Fading = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.2s;
`;
