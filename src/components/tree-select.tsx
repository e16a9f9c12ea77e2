import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from './icons';
import { useDebouncedValue } from './use-debounced-value';

export interface TreeOption {
  value: string;
  label: string;
  children?: readonly TreeOption[];
}

export interface TreeSelectProps {
  options: readonly TreeOption[];
  value: string | null;
  onChange: (value: string, option: TreeOption) => void;
  /** Accessible name of the field. */
  label: string;
  placeholder?: string;
  /** Lists with more options than this get a search box and are shown page by page. */
  pagingAbove?: number;
  pageSize?: number;
  scrollDebounceMs?: number;
  searchDebounceMs?: number;
}

interface Row {
  option: TreeOption;
  depth: number;
  /** Labels from the root, for search results shown flat. */
  path: string;
}

function walk(options: readonly TreeOption[], visit: (row: Row) => boolean, depth = 0, parents = ''): void {
  for (const option of options) {
    const path = parents ? `${parents} / ${option.label}` : option.label;
    const descend = visit({ option, depth, path });
    if (descend && option.children) walk(option.children, visit, depth + 1, path);
  }
}

function countOptions(options: readonly TreeOption[]): number {
  let count = 0;
  walk(options, () => {
    count += 1;
    return true;
  });
  return count;
}

function findOption(options: readonly TreeOption[], value: string | null): Row | undefined {
  let found: Row | undefined;
  walk(options, (row) => {
    if (row.option.value === value) found = row;
    return found === undefined;
  });
  return found;
}

/** Expanded branches as a tree, or every match (flat, with its path) while searching. */
function visibleRows(options: readonly TreeOption[], expanded: ReadonlySet<string>, query: string): Row[] {
  const rows: Row[] = [];
  const needle = query.trim().toLowerCase();
  walk(options, (row) => {
    if (needle === '') {
      rows.push(row);
      return expanded.has(row.option.value);
    }
    if (row.option.label.toLowerCase().includes(needle)) rows.push({ ...row, depth: 0 });
    return true;
  });
  return rows;
}

const Field = styled.div`
  position: relative;
  width: 100%;
  font-size: 14px;
`;

const Trigger = styled.button`
  width: 100%;
  height: 34px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  background: #fff;
  font: inherit;
  cursor: pointer;
  color: ${({ theme }) => theme.text};
  &[data-empty='true'] {
    color: ${({ theme }) => theme.muted};
  }
  &:focus-visible,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.primary};
    outline: none;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 1300;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.1);
`;

const Search = styled.input`
  width: calc(100% - 16px);
  margin: 8px;
  height: 30px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  font: inherit;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  max-height: 260px;
  overflow: auto;
`;

const Item = styled.li<{ $depth: number; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 10px 0 ${({ $depth }) => 10 + $depth * 16}px;
  min-height: 32px;
  cursor: pointer;
  color: ${({ $selected, theme }) => ($selected ? theme.primary : theme.text)};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  &:hover {
    background: ${({ theme }) => theme.primaryFaint};
  }
`;

const Toggle = styled.button`
  border: 0;
  background: none;
  padding: 0;
  width: 16px;
  height: 16px;
  display: inline-flex;
  cursor: pointer;
  color: ${({ theme }) => theme.muted};
`;

const Hint = styled.li`
  padding: 8px 10px;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

/**
 * A dropdown for choosing one option of a tree. Long lists (more than `pagingAbove` options) get a
 * search box (debounced) and are rendered `pageSize` rows at a time, the next page loading when the
 * list is scrolled to its end (debounced).
 */
export function TreeSelect({
  options,
  value,
  onChange,
  label,
  placeholder = '请选择',
  pagingAbove = 10,
  pageSize = 30,
  scrollDebounceMs = 300,
  searchDebounceMs = 500,
}: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, searchDebounceMs);
  const [paging, setPaging] = useState({ query: '', pages: 1 });
  const fieldRef = useRef<HTMLDivElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const paged = useMemo(() => countOptions(options) > pagingAbove, [options, pagingAbove]);
  const searching = paged && query.trim() !== '';
  const rows = useMemo(
    () => visibleRows(options, expanded, searching ? query : ''),
    [options, expanded, searching, query],
  );
  // A new search starts again at the first page.
  const pages = paging.query === query ? paging.pages : 1;
  const shown = paged ? rows.slice(0, pages * pageSize) : rows;
  const selected = findOption(options, value);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!fieldRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const loadMoreWhenAtEnd = (list: HTMLUListElement) => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
      if (atEnd && shown.length < rows.length) setPaging({ query, pages: pages + 1 });
    }, scrollDebounceMs);
  };

  const toggle = (branch: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(branch)) next.add(branch);
      return next;
    });

  const choose = (option: TreeOption) => {
    onChange(option.value, option);
    setOpen(false);
  };

  return (
    <Field ref={fieldRef}>
      <Trigger
        type="button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        data-empty={!selected}
        onClick={() => setOpen((current) => !current)}
      >
        <span>{selected?.path ?? placeholder}</span>
        <Icon name="chevronDown" size={14} />
      </Trigger>
      {open && (
        <Dropdown>
          {paged && (
            <Search
              type="search"
              aria-label={`搜索${label}`}
              placeholder="输入关键字搜索"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
          <List
            role="listbox"
            aria-label={label}
            onScroll={(event) => loadMoreWhenAtEnd(event.currentTarget)}
          >
            {shown.map(({ option, depth, path }) => (
              <Item
                key={option.value}
                role="option"
                aria-selected={option.value === value}
                $depth={depth}
                $selected={option.value === value}
                onClick={() => choose(option)}
              >
                {option.children && !searching ? (
                  <Toggle
                    type="button"
                    aria-label={expanded.has(option.value) ? `收起${option.label}` : `展开${option.label}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      toggle(option.value);
                    }}
                  >
                    <Icon name={expanded.has(option.value) ? 'chevronDown' : 'chevronRight'} size={16} />
                  </Toggle>
                ) : (
                  <span style={{ width: 16 }} />
                )}
                {searching ? path : option.label}
              </Item>
            ))}
            {shown.length === 0 && <Hint>无匹配数据</Hint>}
          </List>
        </Dropdown>
      )}
    </Field>
  );
}
