import styled from 'styled-components';
import { onPhone, TAP_TARGET_MIN } from '../../components/breakpoints';
import { ListTable, TableScroll } from '../../components/list-table';
import { ManagedGoodsRow } from './managed-goods-row';
import type { ManagedGoodsView } from '../../../engine/contract';

// The list table, with its tick boxes and the update-mode select. On a phone, where the rows are cards and
// the head is hidden, 全选 alone stays in sight above the cards.
const Table = styled(ListTable)`
  input[type='checkbox'] {
    margin: 0 4px 0 0;
    vertical-align: middle;
  }
  select {
    height: 28px;
    padding: 0 6px;
    font: inherit;
    color: ${({ theme }) => theme.text};
    background: #fff;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 2px;
  }
  ${onPhone} {
    thead {
      position: static;
      display: block;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
    thead tr {
      display: block;
      margin: 0 0 8px;
      padding: 0;
      border: none;
      background: none;
    }
    thead th {
      display: none;
    }
    thead th:first-child {
      display: block;
      width: auto !important;
      height: auto;
      padding: 0 13px;
      background: none;
    }
    thead label {
      display: inline-flex;
      gap: 8px;
      align-items: center;
      min-height: 32px;
    }
    thead input[type='checkbox'] {
      width: ${TAP_TARGET_MIN}px;
      height: ${TAP_TARGET_MIN}px;
      margin: 0;
    }
    select {
      height: 32px;
    }
  }
`;

/** The goods of one page, each with its tick; 全选 ticks or clears the whole page. */
export function ManagedGoodsTable({
  goods,
  selected,
  stale,
  onSelect,
  updateModeHelp,
}: {
  goods: readonly ManagedGoodsView[];
  selected: ReadonlySet<string>;
  /** The previous page, shown while the next one loads. */
  stale: boolean;
  onSelect: (codes: readonly string[], selected: boolean) => void;
  updateModeHelp: string;
}) {
  const codes = goods.map((each) => each.goodsSkuCode);
  const ticked = codes.filter((code) => selected.has(code)).length;
  return (
    <TableScroll>
      <Table aria-label="商品列表" $stale={stale}>
        <thead>
          <tr>
            <th style={{ width: 64 }}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked > 0 && ticked === codes.length}
                  ref={(box) => {
                    if (box) box.indeterminate = ticked > 0 && ticked < codes.length;
                  }}
                  onChange={(event) => onSelect(codes, event.target.checked)}
                />{' '}
                全选
              </label>
            </th>
            <th>商品</th>
            <th>售价</th>
            <th>官网价</th>
            <th>限制区域</th>
            <th>库存</th>
            <th>更新方式</th>
            <th>状态</th>
            <th style={{ width: 180 }}>操作</th>
          </tr>
        </thead>
        <tbody>
          {goods.map((each) => (
            <ManagedGoodsRow
              key={each.goodsSkuCode}
              goods={each}
              selected={selected.has(each.goodsSkuCode)}
              onSelect={(tick) => onSelect([each.goodsSkuCode], tick)}
              updateModeHelp={updateModeHelp}
            />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
