import styled from 'styled-components';
import { BATCH_REFUSED_TITLE, batchRefusedSummary } from '../../../engine';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import type { BatchOutcome } from './use-confirmed-command';
import type { ManagedGoodsView } from '../../../engine/contract';

const List = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.danger};
`;

/**
 * After a batch that some goods could not take: how many took it, and each refused goods by name with the
 * engine's reason (草稿商品不可停售), so the operator knows what is left to do.
 */
export function RefusedDialog({
  outcome,
  goods,
  onClose,
}: {
  outcome: BatchOutcome;
  /** The listed goods, to name the refused ones. */
  goods: readonly ManagedGoodsView[];
  onClose: () => void;
}) {
  const nameOf = (code: string) => goods.find((each) => each.goodsSkuCode === code)?.goodsName;
  return (
    <Dialog
      open
      title={BATCH_REFUSED_TITLE}
      width={480}
      onClose={onClose}
      footer={
        <Button $variant="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        {batchRefusedSummary({ done: outcome.done, refused: outcome.refused.length })}
      </p>
      <List aria-label="未处理的商品">
        {outcome.refused.map(({ goodsSkuCode, message }) => (
          <li key={goodsSkuCode}>
            {nameOf(goodsSkuCode) ?? goodsSkuCode}（{goodsSkuCode}）：{message}
          </li>
        ))}
      </List>
    </Dialog>
  );
}
