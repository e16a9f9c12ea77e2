import { useEffect, useId, useState } from 'react';
import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { Code, RegionEntry } from '../../../engine';

const ROW_HEIGHT = 32;
const VISIBLE_ROWS = 8;
/** Longer lists keep only the rows in view (and a few either side) in the DOM. */
const VIRTUAL_ABOVE = 100;
const OVERSCAN = 8;

const Box = styled.div<{ $virtual: boolean }>`
  position: relative;
  ${({ $virtual }) => ($virtual ? 'height' : 'max-height')}: ${ROW_HEIGHT * VISIBLE_ROWS}px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primaryLight};
    outline-offset: 1px;
  }
`;

const Row = styled.div<{ $active: boolean }>`
  box-sizing: border-box;
  height: ${ROW_HEIGHT}px;
  line-height: ${ROW_HEIGHT}px;
  padding: 0 12px;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  background: ${({ $active, theme }) => ($active ? theme.primaryFaint : 'transparent')};
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
  &:hover {
    background: ${({ theme }) => theme.primaryFaint};
  }
`;

const sameId = (a: Code | undefined, b: Code | undefined) => a !== undefined && String(a) === String(b);

interface RowsProps {
  options: readonly RegionEntry[];
  activeIndex: number;
  chosenId: Code | undefined;
  optionId(region: RegionEntry): string;
  onChoose(region: RegionEntry): void;
  listbox: RefObject<HTMLDivElement | null>;
}

function Option({ index, style, ...rows }: RowsProps & { index: number; style?: CSSProperties }) {
  const region = rows.options[index];
  if (!region) return null;
  return (
    <Row
      id={rows.optionId(region)}
      role="option"
      aria-selected={sameId(region.id, rows.chosenId)}
      aria-setsize={rows.options.length}
      aria-posinset={index + 1}
      $active={index === rows.activeIndex}
      style={style}
      onClick={() => rows.onChoose(region)}
    >
      {region.regionName}
    </Row>
  );
}

/** Scrolls the list just enough to show a row (rows have a fixed height). */
function scrollRowIntoView(list: HTMLElement, index: number) {
  const top = index * ROW_HEIGHT;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + ROW_HEIGHT > list.scrollTop + list.clientHeight) {
    list.scrollTop = top + ROW_HEIGHT - list.clientHeight;
  }
}

/** Every row in the DOM; the list scrolls to keep the active one in view. */
function AllRows(rows: RowsProps) {
  const { listbox, activeIndex } = rows;
  useEffect(() => {
    if (listbox.current) scrollRowIntoView(listbox.current, activeIndex);
  }, [listbox, activeIndex]);
  return rows.options.map((region, index) => <Option key={region.id} index={index} {...rows} />);
}

/** Only the rows in view; the active one is scrolled to, so it is rendered for aria-activedescendant. */
function VirtualRows(rows: RowsProps) {
  const { listbox, activeIndex, options } = rows;
  // The app does not run the React Compiler, whose memoisation the virtualizer's fresh functions would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => listbox.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // React 19 warns about flushSync during render; a frame's delay while scrolling is invisible here.
    useFlushSync: false,
  });
  useEffect(() => {
    virtualizer.scrollToIndex(activeIndex);
  }, [virtualizer, activeIndex]);
  return (
    <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <Option
          key={item.key}
          index={item.index}
          {...rows}
          style={{ position: 'absolute', left: 0, right: 0, top: item.start }}
        />
      ))}
    </div>
  );
}

export interface RegionListboxProps {
  options: readonly RegionEntry[];
  chosenId: Code | undefined;
  onChoose(region: RegionEntry): void;
  /** The tab naming the list. */
  labelledBy: string;
  /** The listbox element, so the panel can move focus into it. */
  listbox: RefObject<HTMLDivElement | null>;
}

/** A list of regions: arrows, Home, End and Page keys move the active option, Enter chooses it. */
export function RegionListbox({ options, chosenId, onChoose, labelledBy, listbox }: RegionListboxProps) {
  const baseId = useId();
  // The active option is kept by id, so it survives the list narrowing under the search box.
  const [activeId, setActiveId] = useState(chosenId);
  const activeIndex = Math.max(
    options.findIndex((region) => sameId(region.id, activeId)),
    0,
  );
  const active = options[activeIndex];
  const optionId = (region: RegionEntry) => `${baseId}-option-${region.id}`;

  function onKeyDown(event: KeyboardEvent) {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + VISIBLE_ROWS, last),
      PageUp: Math.max(activeIndex - VISIBLE_ROWS, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveId(options[target]?.id);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onChoose(active);
    }
  }

  const rows: RowsProps = { options, activeIndex, chosenId, optionId, onChoose, listbox };
  const virtual = options.length > VIRTUAL_ABOVE;
  return (
    <Box
      ref={listbox}
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-activedescendant={active && optionId(active)}
      $virtual={virtual}
      onKeyDown={onKeyDown}
    >
      {virtual ? <VirtualRows {...rows} /> : <AllRows {...rows} />}
    </Box>
  );
}
