import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { INVOICE_TITLE_TEXT, invoiceTitleFormPath, invoiceTitleLimitRefusal } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { LinkButton } from './link-button';
import { EmptyState } from '../../components/empty-state';
import { ListTable, TableScroll } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { retryOf } from '../../lib/api/api-result';
import { invoiceTitlesQuery } from '../../lib/api/endpoints/invoices';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { shopPath } from '../../shop/shop-paths';
import { TitleRow } from './title-row';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.muted};
  ${onPhone} {
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Full = styled.span`
  margin-right: 12px;
  font-size: 12px;
`;

/** 新增发票抬头: a link to the empty form, or, when the member keeps as many as the shop allows, why not. */
function AddTitle({ count }: { count: number }) {
  const { mallPath, limits } = useShop();
  const full = invoiceTitleLimitRefusal(count, limits.invoices);
  if (full)
    return (
      <span>
        <Full>{full}</Full>
        <Button $variant="primary" disabled>
          {INVOICE_TITLE_TEXT.add}
        </Button>
      </span>
    );
  return (
    <LinkButton as={Link} to={shopPath(mallPath, invoiceTitleFormPath())} $variant="primary">
      {INVOICE_TITLE_TEXT.add}
    </LinkButton>
  );
}

/**
 * /userCenter/invoicedMsg 发票信息 (docs/invoices.md): the member's invoice titles, the default first, each
 * with its kind, type, name and tax number, and 设为默认, 编辑 and 删除 (after a confirmation).
 */
export default function InvoiceTitlesPage() {
  const api = useApiClient();
  const titles = useQuery(invoiceTitlesQuery(api));

  if (titles.isPending) return <Skeleton lines={6} label="发票抬头加载中" />;
  if (titles.isError) return <LoadError message={titles.error.message} onRetry={retryOf(titles)} />;
  if (titles.data.length === 0)
    return (
      <EmptyState text={INVOICE_TITLE_TEXT.empty}>
        <AddTitle count={0} />
      </EmptyState>
    );
  return (
    <>
      <Toolbar>
        <span>已保存 {titles.data.length} 个发票抬头</span>
        <AddTitle count={titles.data.length} />
      </Toolbar>
      <TableScroll>
        <ListTable aria-label="发票抬头列表" $stale={false}>
          <thead>
            <tr>
              <th>抬头类型</th>
              <th>发票类型</th>
              <th>发票抬头</th>
              <th>纳税人识别号</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {titles.data.map((title) => (
              <TitleRow key={title.id} title={title} />
            ))}
          </tbody>
        </ListTable>
      </TableScroll>
    </>
  );
}
