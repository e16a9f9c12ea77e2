import styled from 'styled-components';
import { MEMBER_LIST_TEXT } from '../../../engine';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { FavouriteList } from './favourite-list';
import type { FavouritesState } from './use-favourites';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 13px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
`;

const Column = styled.div<{ $fill: boolean }>`
  display: flex;
  flex-direction: column;
  height: ${({ $fill }) => ($fill ? '100%' : 'auto')};
`;

/**
 * The favourites with their toolbar (全选, 取消收藏 of the ticked ones), as both 我的收藏 and the drawer show
 * them: a skeleton while loading, the server's message with 重试 on a failure, the empty text, or the list.
 * `listHeight` is the list's scroll height in the page; the drawer's list fills the drawer.
 */
export function FavouritesPanel({ state, listHeight }: { state: FavouritesState; listHeight?: number }) {
  const { favourites, records, ticks, selected, allTicked, tick, tickAll, cancelSelected, cancellingMany } =
    state;
  if (favourites.isError)
    return <LoadError message={favourites.error.message} onRetry={() => void favourites.refetch()} />;
  if (!records) return <Skeleton lines={5} label="收藏加载中" />;
  if (records.length === 0) return <EmptyState text={MEMBER_LIST_TEXT.favouritesEmpty} />;
  return (
    <Column $fill={listHeight === undefined}>
      <Toolbar>
        <label>
          <input type="checkbox" checked={allTicked} onChange={(event) => tickAll(event.target.checked)} />
          全选
        </label>
        <span>共 {records.length} 件</span>
        <Button
          $size="small"
          disabled={selected.length === 0 || cancellingMany}
          aria-busy={cancellingMany}
          onClick={cancelSelected}
        >
          取消收藏（{selected.length}）
        </Button>
      </Toolbar>
      <div style={{ flex: 1, minHeight: 0 }}>
        <FavouriteList favourites={records} ticks={ticks} onTick={tick} height={listHeight ?? '100%'} />
      </div>
    </Column>
  );
}
