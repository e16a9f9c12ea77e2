import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { filterRegions, REGION_SEARCH_ABOVE } from '../../../engine';
import type { RegionEntry, RegionLevel, RegionSelection } from '../../../engine';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { RegionListbox } from './region-listbox';
import { useRegionChoices } from './use-region-choices';

const Search = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  label {
    color: ${({ theme }) => theme.muted};
  }
  input {
    flex: 1;
    height: 30px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 4px;
    font: inherit;
    color: ${({ theme }) => theme.text};
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.primary};
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 24px 0;
  text-align: center;
  color: ${({ theme }) => theme.muted};
`;

export interface RegionListProps {
  level: RegionLevel;
  selected: RegionSelection;
  onChoose(region: RegionEntry): void;
  /** The tab naming the list. */
  labelledBy: string;
  /** Move focus into the list once it is shown (on opening and after a choice). */
  autoFocus: boolean;
  onAutoFocused(): void;
}

/** One level's regions: loading, a retryable error, or the list with a search box when it is long. */
export function RegionList({
  level,
  selected,
  onChoose,
  labelledBy,
  autoFocus,
  onAutoFocused,
}: RegionListProps) {
  const { choices, loading, error, retry } = useRegionChoices(level, selected);
  const [text, setText] = useState('');
  const shown = useMemo(() => filterRegions(choices, text), [choices, text]);
  const searchable = choices.length > REGION_SEARCH_ABOVE;
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus || loading || error) return;
    (searchBox.current ?? listbox.current)?.focus();
    onAutoFocused();
  }, [autoFocus, loading, error, onAutoFocused]);

  if (loading) return <Skeleton lines={4} label="地区加载中" />;
  if (error) return <LoadError message={error.message} onRetry={retry} />;
  return (
    <>
      {searchable && (
        <Search>
          <label htmlFor={searchId}>搜索</label>
          <input
            ref={searchBox}
            id={searchId}
            type="search"
            value={text}
            placeholder="输入名称筛选"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </Search>
      )}
      {shown.length > 0 ? (
        <RegionListbox
          options={shown}
          chosenId={selected[level]?.id}
          onChoose={onChoose}
          labelledBy={labelledBy}
          listbox={listbox}
        />
      ) : (
        <Empty role="status">{choices.length > 0 ? '无匹配的地区' : '暂无可选地区'}</Empty>
      )}
    </>
  );
}
