import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';
import { SORTS } from '../commodity-query';
import type { CommodityQuery, SortKey } from '../commodity-query';

/** 综合 / 销量 / 价格 (ascending or descending) / 新品, and the number of goods found. */
export function SortBar({
  query,
  total,
  onSort,
}: {
  query: CommodityQuery;
  total: number | undefined;
  onSort: (sort: SortKey) => void;
}) {
  return (
    <Bar>
      <div role="group" aria-label="排序">
        {SORTS.map((sort) => {
          const active = query.sort === sort.key;
          const arrow = sort.directed ? (active && query.order === 'desc' ? '↓' : '↑') : '';
          const direction = sort.directed && active ? (query.order === 'desc' ? '从高到低' : '从低到高') : '';
          return (
            <SortButton
              key={sort.key}
              type="button"
              $active={active}
              aria-pressed={active}
              aria-label={`${sort.label}${direction ? `，${direction}` : ''}`}
              onClick={() => onSort(sort.key)}
            >
              {sort.label}
              {arrow ? <Arrow aria-hidden="true">{arrow}</Arrow> : null}
            </SortButton>
          );
        })}
      </div>
      {total === undefined ? null : (
        <Total>
          共 <b>{total}</b> 件商品
        </Total>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 12px 0;
  padding: 0 12px;
  height: 44px;
  background: #fff;
  border: 1px solid #eee;
  & > div {
    display: flex;
  }
  /* The four sorts share the row with the count, and the count goes below them when they do not fit. */
  ${onPhone} {
    flex-wrap: wrap;
    gap: 4px 8px;
    margin: 8px 0;
    padding: 6px 8px;
    height: auto;
    min-height: 44px;
  }
`;

const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  height: 30px;
  padding: 0 16px;
  border: 1px solid ${({ $active, theme }) => ($active ? theme.primary : 'transparent')};
  background: ${({ $active, theme }) => ($active ? theme.primary : 'none')};
  color: ${({ $active }) => ($active ? '#fff' : '#333')};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:hover {
    color: ${({ $active, theme }) => ($active ? '#fff' : theme.primary)};
  }
  ${onPhone} {
    height: 32px;
    padding: 0 12px;
  }
`;

const Arrow = styled.span`
  font-size: 12px;
`;

const Total = styled.span`
  color: ${({ theme }) => theme.muted};
  font-size: 13px;
  & > b {
    color: ${({ theme }) => theme.primary};
  }
`;
