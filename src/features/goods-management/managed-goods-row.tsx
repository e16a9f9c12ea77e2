import { useState } from 'react';
import styled from 'styled-components';
import {
  COMMAND_LABEL,
  formatMoney,
  GOODS_STATUS_LABEL,
  multiValueLabel,
  REVIEW_REASON_MAX,
  reviewReasonError,
  rowCommandsFor,
  UPDATE_MODE_LABEL,
} from '../../../engine';
import type { UpdateMode } from '../../../engine';
import { Button } from '../../components/button';
import { ReasonDialog } from '../../components/reason-dialog';
import { useConfirmedCommand } from './use-confirmed-command';
import type { ManagedGoodsView } from '../../../engine/contract';

const Name = styled.div`
  color: ${({ theme }) => theme.text};
  line-height: 1.5;
`;

const Code = styled.div`
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const Reason = styled.div`
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const MODES = Object.keys(UPDATE_MODE_LABEL) as UpdateMode[];

/** Shown for goods without restricted regions. */
const NOT_RESTRICTED = '不限';

/**
 * One goods of the list: its tick, what the operator decides on (prices, restricted regions, stock, update
 * mode, status) and the commands its status allows now, each a button of its own.
 */
export function ManagedGoodsRow({
  goods,
  selected,
  onSelect,
  updateModeHelp,
}: {
  goods: ManagedGoodsView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The id of the update modes' explanation, which the mode chooser refers to. */
  updateModeHelp: string;
}) {
  const { run, sending } = useConfirmedCommand();
  // The mode chosen while its command is in flight; the list's answer takes over after it.
  const [choosing, setChoosing] = useState<UpdateMode | null>(null);
  // 审核不通过 asks for the reason first; its dialog's 确定 is the confirmation.
  const [refusing, setRefusing] = useState(false);
  const { goodsSkuCode, goodsName } = goods;

  async function setUpdateMode(mode: UpdateMode) {
    setChoosing(mode);
    await run({ type: 'setUpdateMode', mode, goodsSkuCode });
    setChoosing(null);
  }

  return (
    <tr>
      <td data-cell="tick">
        <input
          type="checkbox"
          aria-label={`选择 ${goodsName}（${goodsSkuCode}）`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td>
        {/* The name over its code, also as the card's first line on a phone. */}
        <div>
          <Name>{goodsName}</Name>
          <Code>{goodsSkuCode}</Code>
        </div>
      </td>
      <td data-label="售价">{formatMoney(goods.sellingPrice)}</td>
      <td data-label="官网价">{formatMoney(goods.officialPrice)}</td>
      <td data-label="限制区域">{multiValueLabel(goods.restrictedRegionNames) || NOT_RESTRICTED}</td>
      <td data-label="库存">{goods.usesMallStock ? '商城库存' : '实际库存'}</td>
      <td data-label="更新方式">
        <select
          aria-label={`更新方式：${goodsName}（${goodsSkuCode}）`}
          aria-describedby={updateModeHelp}
          value={choosing ?? goods.updateMode}
          disabled={sending}
          onChange={(event) => void setUpdateMode(event.target.value as UpdateMode)}
        >
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {UPDATE_MODE_LABEL[mode]}
            </option>
          ))}
        </select>
      </td>
      <td data-label="状态">
        <div>
          {GOODS_STATUS_LABEL[goods.status]}
          {goods.status === 'rejected' && goods.rejectReason ? (
            <Reason>原因：{goods.rejectReason}</Reason>
          ) : null}
        </div>
      </td>
      <td data-cell="actions">
        <Actions>
          {rowCommandsFor(goods).map((type) => (
            <Button
              key={type}
              $size="small"
              disabled={sending}
              aria-busy={sending}
              onClick={() => (type === 'rejectReview' ? setRefusing(true) : void run({ type, goodsSkuCode }))}
            >
              {COMMAND_LABEL[type]}
            </Button>
          ))}
        </Actions>
        {refusing && (
          <ReasonDialog
            title="审核不通过"
            label={`${goodsName}（${goodsSkuCode}）不通过的原因`}
            hint="原因将显示在该商品的状态下方"
            confirmText="确定不通过"
            max={REVIEW_REASON_MAX}
            check={reviewReasonError}
            busy={sending}
            onSubmit={(reason) => run({ type: 'rejectReview', reason, goodsSkuCode })}
            onClose={() => setRefusing(false)}
          />
        )}
      </td>
    </tr>
  );
}
