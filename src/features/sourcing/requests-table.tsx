import { auditStatusLabel, formatMoney } from '../../../engine';
import { Button } from '../../components/button';
import { ListTable, TableScroll } from '../../components/list-table';
import type { ReportGoods } from '../../../engine/contract';

/** The member's requests of one page, each with its audit status and 查看. */
export function RequestsTable({
  requests,
  stale,
  onView,
}: {
  requests: readonly ReportGoods[];
  /** The previous page, shown while the next one loads. */
  stale: boolean;
  onView: (id: number) => void;
}) {
  return (
    <TableScroll>
      <ListTable aria-label="采购需求列表" $stale={stale}>
        <thead>
          <tr>
            <th>商品名称</th>
            <th>期望单价</th>
            <th>采购数量</th>
            <th>状态</th>
            <th>提交时间</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <td data-label="商品名称">{request.goodsName}</td>
              <td data-label="期望单价">{formatMoney(request.expectedPrice)}</td>
              <td data-label="采购数量">{request.buyCount}</td>
              <td data-label="状态">{auditStatusLabel(request.auditStatus)}</td>
              <td data-label="提交时间">{request.createTime}</td>
              <td data-cell="actions">
                <Button
                  $variant="text"
                  aria-label={`查看 ${request.goodsName}`}
                  onClick={() => onView(request.id)}
                >
                  查看
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </ListTable>
    </TableScroll>
  );
}
