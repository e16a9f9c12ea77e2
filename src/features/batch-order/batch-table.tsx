import { useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { BATCH_ROW_STATE_TEXT } from '../../../engine';
import { useAmountText } from '../../shop/use-amount-text';
import { rowStatus, type ImportedRow } from './use-batch-import';

const ROW_HEIGHT = 64;
/** The scrolling part's name (the rows under the header). */
export const ROWS_LABEL = '检查结果行';
/** Rows rendered beyond each edge of the view, so a fast scroll shows no blank rows. */
const OVERSCAN = 6;
/** The table scrolls inside this height; shorter tables take only their rows' height. */
const MAX_HEIGHT = 480;
const COLUMNS = '56px 150px 1fr 100px 96px 260px';

const Grid = styled.div`
  border: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: ${COLUMNS};
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  box-sizing: border-box;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Head = styled(Row)`
  height: 40px;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.muted};
`;

const Cell = styled.div`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Messages = styled.div`
  min-width: 0;
  line-height: 18px;
  .refused {
    color: ${({ theme }) => theme.danger};
  }
  .notice {
    color: #8a5100;
  }
  .valid,
  .added {
    color: #2e7d32;
  }
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const QuantityInput = styled.input`
  width: 72px;
  height: 28px;
  box-sizing: border-box;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
`;

/** The quantity, edited in place: taken when the field is left or Enter is pressed. */
function QuantityCell({ item, onQuantity }: { item: ImportedRow; onQuantity(text: string): void }) {
  const [typed, setTyped] = useState(item.row.quantityText);
  const [seen, setSeen] = useState(item.row.quantityText);
  // A quantity changed from outside (merging, a new import) replaces what was typed.
  if (seen !== item.row.quantityText) {
    setSeen(item.row.quantityText);
    setTyped(item.row.quantityText);
  }
  return (
    <QuantityInput
      inputMode="numeric"
      aria-label={`第${item.row.line}行数量`}
      value={typed}
      disabled={item.added}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={() => onQuantity(typed.trim())}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onQuantity(typed.trim());
      }}
    />
  );
}

function ResultRow({ item, onQuantity }: { item: ImportedRow; onQuantity(text: string): void }) {
  const amountText = useAmountText();
  const { state, refusals, notices } = rowStatus(item);
  const { checked, row } = item;
  const price =
    checked && checked.unitMoney !== null ? amountText(checked.unitMoney, checked.unitPoints) : '—';
  return (
    <>
      <Cell role="cell">{row.line}</Cell>
      <Cell role="cell" title={row.goodsSkuCode}>
        {row.goodsSkuCode || '—'}
      </Cell>
      <Cell role="cell" title={checked?.goodsSkuName ?? undefined}>
        {checked?.goodsSkuName ?? '—'}
      </Cell>
      <Cell role="cell">{price}</Cell>
      <div role="cell">
        <QuantityCell item={item} onQuantity={onQuantity} />
      </div>
      <Messages role="cell">
        <p className={state}>{BATCH_ROW_STATE_TEXT[state]}</p>
        {[...refusals.map((text) => ['refused', text]), ...notices.map((text) => ['notice', text])].map(
          ([kind, text]) => (
            <p key={`${kind}-${text}`} className={kind} title={text}>
              {text}
            </p>
          ),
        )}
      </Messages>
    </>
  );
}

/**
 * The checked rows, virtualised (@tanstack/react-virtual): only the rows in view and OVERSCAN either side are
 * in the DOM, however many the import holds; each row says its place with aria-rowindex.
 */
export function BatchTable({
  rows,
  onQuantity,
}: {
  rows: readonly ImportedRow[];
  onQuantity(line: number, text: string): void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not run the React Compiler, whose memoisation the virtualizer's fresh functions would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  return (
    <Grid role="table" aria-label="检查结果" aria-rowcount={rows.length + 1}>
      <Head role="row" aria-rowindex={1}>
        {['行号', '商品编码', '商品名称', '单价', '数量', '检查结果'].map((title) => (
          <div key={title} role="columnheader">
            {title}
          </div>
        ))}
      </Head>
      <div
        ref={scroller}
        role="rowgroup"
        aria-label={ROWS_LABEL}
        style={{ height: Math.min(rows.length * ROW_HEIGHT, MAX_HEIGHT), overflowY: 'auto' }}
      >
        <div style={{ position: 'relative', height: rows.length * ROW_HEIGHT }}>
          {virtualizer.getVirtualItems().map(({ index, start }) => {
            const item = rows[index];
            return item ? (
              <Row
                key={item.row.line}
                role="row"
                aria-rowindex={index + 2}
                style={{ position: 'absolute', left: 0, right: 0, top: start, height: ROW_HEIGHT }}
              >
                <ResultRow item={item} onQuantity={(text) => onQuantity(item.row.line, text)} />
              </Row>
            ) : null;
          })}
        </div>
      </div>
    </Grid>
  );
}
