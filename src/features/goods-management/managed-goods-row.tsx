import { useState } from 'react';
import styled from 'styled-components';
import {
  COMMAND_LABEL,
  formatMoney,
  GOODS_STATUS_LABEL,
  multiValueLabel,
  rowCommandsFor,
  UPDATE_MODE_LABEL,
} from '../../../engine';
import type { UpdateMode } from '../../../engine';
import { Button } from '../../components/button';
import type { ManagedGoodsView } from '../../lib/api/endpoints/goods-management';
import { useConfirmedCommand } from './use-confirmed-command';

const Name = styled.div`
  color: ${({ theme }) => theme.text};
  line-height: 1.5;
`;

const Code = styled.div`
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
  const { goodsSkuCode, goodsName } = goods;

  async function setUpdateMode(mode: UpdateMode) {
    setChoosing(mode);
    await run({ type: 'setUpdateMode', mode, goodsSkuCode });
    setChoosing(null);
  }

  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={`选择 ${goodsName}（${goodsSkuCode}）`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td>
        <Name>{goodsName}</Name>
        <Code>{goodsSkuCode}</Code>
      </td>
      <td>{formatMoney(goods.sellingPrice)}</td>
      <td>{formatMoney(goods.officialPrice)}</td>
      <td>{multiValueLabel(goods.restrictedRegionNames) || NOT_RESTRICTED}</td>
      <td>{goods.usesMallStock ? '商城库存' : '实际库存'}</td>
      <td>
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
      <td>{GOODS_STATUS_LABEL[goods.status]}</td>
      <td>
        <Actions>
          {rowCommandsFor(goods).map((type) => (
            <Button
              key={type}
              $size="small"
              disabled={sending}
              aria-busy={sending}
              onClick={() => void run({ type, goodsSkuCode })}
            >
              {COMMAND_LABEL[type]}
            </Button>
          ))}
        </Actions>
      </td>
    </tr>
  );
}
