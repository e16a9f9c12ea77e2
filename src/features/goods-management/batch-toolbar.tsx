import styled from 'styled-components';
import { batchCommandsFor, COMMAND_LABEL, NOTHING_SELECTED } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { toast } from '../../components/toast';
import { useConfirmedCommand } from './use-confirmed-command';
import type { BatchOutcome } from './use-confirmed-command';
import type { ManagedGoodsView } from '../../../engine/contract';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 0;
  span {
    margin-left: auto;
    color: ${({ theme }) => theme.muted};
    font-size: 13px;
  }
  ${onPhone} {
    flex-wrap: wrap;
  }
`;

/**
 * The batch commands that some listed goods may take (the engine's transitions), for the ticked goods. The
 * goods that may not take it are left as they were and named in `onRefused`'s outcome.
 */
export function BatchToolbar({
  goods,
  selected,
  onRefused,
}: {
  goods: readonly ManagedGoodsView[];
  selected: readonly string[];
  onRefused: (outcome: BatchOutcome) => void;
}) {
  const { run, sending } = useConfirmedCommand(onRefused);
  const commands = batchCommandsFor(goods);
  return (
    <Bar role="toolbar" aria-label="批量操作">
      {commands.map((type) => (
        <Button
          key={type}
          $size="small"
          $variant={type === 'batchDelete' ? 'plain' : 'primary'}
          disabled={sending}
          aria-busy={sending}
          onClick={() => {
            if (selected.length === 0) toast.warning(NOTHING_SELECTED);
            else void run({ type, goodsSkuCodes: [...selected] });
          }}
        >
          {COMMAND_LABEL[type]}
        </Button>
      ))}
      <span aria-live="polite">已选 {selected.length} 件</span>
    </Bar>
  );
}
