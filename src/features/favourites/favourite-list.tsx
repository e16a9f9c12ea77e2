import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MEMBER_GOODS_ROW_HEIGHT } from '../../business-ui/member-goods-row/member-goods-row';
import { FavouriteItem } from './favourite-item';
import type { Favourite } from '../../../engine/contract';

/** Rows rendered beyond each edge of the view, so a fast scroll shows no blank rows. */
const OVERSCAN = 5;

/**
 * Set only by scripts/bench-favourites.ts, to measure the list with every row rendered against the
 * virtualised one; no screen of the storefront sets it.
 */
const BENCH_EVERY_ROW_KEY = 'bench:favourites-every-row';
const everyRow = () => localStorage.getItem(BENCH_EVERY_ROW_KEY) === '1';

export interface FavouriteListProps {
  favourites: readonly Favourite[];
  ticks: ReadonlySet<number>;
  onTick: (id: number, on: boolean) => void;
  /** The list's own scroll height: a number of pixels, or '100%' to fill a drawer. */
  height: number | '100%';
}

/**
 * The favourites, virtualised (@tanstack/react-virtual): only the rows in view plus OVERSCAN either side are
 * in the DOM, whatever the count (10,000 by the profile's page size); each row says its place with
 * aria-posinset and aria-setsize, so assistive technology knows the whole list's size.
 */
export function FavouriteList({ favourites, ticks, onTick, height }: FavouriteListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const all = everyRow();
  // The app does not run the React Compiler, whose memoisation the virtualizer's fresh functions would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: all ? 0 : favourites.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => MEMBER_GOODS_ROW_HEIGHT,
    overscan: OVERSCAN,
    // React 19 warns about flushSync during render; a frame's delay while scrolling is invisible here.
    useFlushSync: false,
  });
  const rows = all
    ? favourites.map((_, index) => ({ index, start: index * MEMBER_GOODS_ROW_HEIGHT }))
    : virtualizer.getVirtualItems();

  return (
    <div ref={scroller} style={{ height, overflowY: 'auto' }} tabIndex={0} role="region" aria-label="收藏">
      <div
        role="list"
        aria-label="收藏列表"
        style={{ position: 'relative', height: favourites.length * MEMBER_GOODS_ROW_HEIGHT }}
      >
        {rows.map(({ index, start }) => {
          const favourite = favourites[index];
          return favourite ? (
            <div
              key={favourite.id}
              role="listitem"
              aria-setsize={favourites.length}
              aria-posinset={index + 1}
              style={{ position: 'absolute', left: 0, right: 0, top: start }}
            >
              <FavouriteItem favourite={favourite} ticked={ticks.has(favourite.id)} onTick={onTick} />
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
