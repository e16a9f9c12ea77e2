import { useEffect, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { BATCH_ROW_STATE_TEXT } from '../../../engine';
import { useIsPhone } from '../../components/breakpoints';
import { useAmountText } from '../../shop/use-amount-text';
import { Cell, Grid, Head, Messages, QuantityInput, Row } from './batch-table-styles';
import { rowStatus, type ImportedRow } from './use-batch-import';

const ROW_HEIGHT = 64;
/** On a phone a row is a card: line, code and quantity; name and price; then the check's result. */
const PHONE_ROW_HEIGHT = 128;
/** The scrolling part's name (the rows under the header). */
export const ROWS_LABEL = '检查结果行';
/** Rows rendered beyond each edge of the view, so a fast scroll shows no blank rows. */
const OVERSCAN = 6;
/** The table scrolls inside this height; shorter tables take only their rows' height. */
const MAX_HEIGHT = 480;
const TITLES = {
  line: '行号',
  code: '商品编码',
  name: '商品名称',
  price: '单价',
  quantity: '数量',
  result: '检查结果',
} as const;

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
      <Cell role="cell" data-label={TITLES.line}>
        {row.line}
      </Cell>
      <Cell role="cell" title={row.goodsSkuCode}>
        {row.goodsSkuCode || '—'}
      </Cell>
      <Cell role="cell" title={checked?.goodsSkuName ?? undefined}>
        {checked?.goodsSkuName ?? '—'}
      </Cell>
      <Cell role="cell" data-label={TITLES.price}>
        {price}
      </Cell>
      <div role="cell" data-label={TITLES.quantity}>
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
  // A card's height is the phone's; the virtualizer measures again when the screen changes between the two.
  const rowHeight = useIsPhone() ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  // The app does not run the React Compiler, whose memoisation the virtualizer's fresh functions would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <Grid role="table" aria-label="检查结果" aria-rowcount={rows.length + 1}>
      <Head role="row" aria-rowindex={1}>
        {Object.values(TITLES).map((title) => (
          <div key={title} role="columnheader">
            {title}
          </div>
        ))}
      </Head>
      <div
        ref={scroller}
        role="rowgroup"
        aria-label={ROWS_LABEL}
        style={{ height: Math.min(rows.length * rowHeight, MAX_HEIGHT), overflowY: 'auto' }}
      >
        <div style={{ position: 'relative', height: rows.length * rowHeight }}>
          {virtualizer.getVirtualItems().map(({ index, start }) => {
            const item = rows[index];
            return item ? (
              <Row
                key={item.row.line}
                role="row"
                aria-rowindex={index + 2}
                style={{ position: 'absolute', left: 0, right: 0, top: start, height: rowHeight }}
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
