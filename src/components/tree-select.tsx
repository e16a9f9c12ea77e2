import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Icon } from './icons';
import { branchesAbove, countOptions, findRow, visibleRows } from './tree-rows';
import type { TreeOption, TreeRow } from './tree-rows';
import { SheetHead } from './tree-select-sheet';
import { Dropdown, Field, Item, Note, Search, Toggle, Tree, Trigger } from './tree-select-styles';
import { useDebouncedValue } from './use-debounced-value';

export type { TreeOption } from './tree-rows';

/** How long lists behave (the shop's select limits): when they search, how they page and debounce. */
export interface TreeSelectLimits {
  /** More options than this get a search box. */
  searchAbove: number;
  /** Rows shown at first and added each time the list is scrolled (or arrowed) to its end. */
  pageSize: number;
  scrollDebounceMs: number;
  searchDebounceMs: number;
}

export interface TreeSelectProps {
  options: readonly TreeOption[];
  value: string | null;
  onChange: (value: string, option: TreeOption) => void;
  /** Accessible name of the field and of its tree. */
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  noMatch: string;
  limits: TreeSelectLimits;
}

/**
 * A dropdown choosing one option of a tree (spec 1 §2): a combobox opening a tree. Lists with more than
 * `searchAbove` options get a search box (debounced); rows come `pageSize` at a time, more when the list is
 * scrolled to its end (debounced) or arrowed past it. Keys: arrows move and open or close branches, Home and
 * End, Enter (or Space in the tree) chooses, Escape closes.
 */
export function TreeSelect({
  options,
  value,
  onChange,
  label,
  placeholder,
  searchPlaceholder,
  noMatch,
  limits,
}: TreeSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, limits.searchDebounceMs);
  const [paging, setPaging] = useState({ query: '', pages: 1 });
  const [active, setActive] = useState<string | null>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const searchable = useMemo(() => countOptions(options) > limits.searchAbove, [options, limits.searchAbove]);
  // A search cleared (on closing) stops at once; only the typing is debounced.
  const searching = searchable && typed.trim() !== '' && query.trim() !== '';
  const rows = useMemo(
    () => visibleRows(options, expanded, searching ? query : ''),
    [options, expanded, searching, query],
  );
  // A new search starts again at the first page.
  const pages = paging.query === query ? paging.pages : 1;
  const shown = rows.slice(0, pages * limits.pageSize);
  const selected = findRow(options, value);
  const activeIndex = Math.max(
    0,
    shown.findIndex((row) => row.option.value === active),
  );
  const rowId = (row: TreeRow) => `${id}-${row.option.value}`;

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!fieldRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open) (searchRef.current ?? treeRef.current)?.focus();
  }, [open]);

  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const morePages = () => setPaging({ query, pages: pages + 1 });

  const loadMoreAtEnd = (list: HTMLUListElement) => {
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
      if (atEnd && shown.length < rows.length) morePages();
    }, limits.scrollDebounceMs);
  };

  const openList = () => {
    setExpanded((current) => new Set([...current, ...branchesAbove(options, value)]));
    setActive(value);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setTyped('');
    triggerRef.current?.focus();
  };

  const setBranch = (branch: string, isOpen: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isOpen) next.add(branch);
      else next.delete(branch);
      return next;
    });

  const choose = (option: TreeOption) => {
    onChange(option.value, option);
    close();
  };

  const moveTo = (index: number) => {
    const row = shown[Math.min(Math.max(index, 0), shown.length - 1)];
    if (!row) return;
    setActive(row.option.value);
    document.getElementById(rowId(row))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = shown[activeIndex];
    const branch = row?.option.children && !searching ? row.option.value : undefined;
    const inSearch = event.target === searchRef.current;
    const keys: Record<string, () => void> = {
      ArrowDown: () => {
        if (activeIndex === shown.length - 1 && shown.length < rows.length) morePages();
        moveTo(active === null ? 0 : activeIndex + 1);
      },
      ArrowUp: () => moveTo(activeIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(shown.length - 1),
      ArrowRight: () => {
        if (branch && !expanded.has(branch)) setBranch(branch, true);
        else if (branch) moveTo(activeIndex + 1);
      },
      ArrowLeft: () => {
        if (branch && expanded.has(branch)) setBranch(branch, false);
        else if (row?.parent !== undefined && !searching) setActive(row.parent);
      },
      Enter: () => row && choose(row.option),
      ...(inSearch ? {} : { ' ': () => row && choose(row.option) }),
      Escape: close,
    };
    // In the search box the left and right arrows, Home and End move the caret.
    const caretKeys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    const act = inSearch && caretKeys.includes(event.key) ? undefined : keys[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  };

  const treeId = `${id}-tree`;
  return (
    <Field ref={fieldRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="tree"
        aria-expanded={open}
        aria-controls={open ? treeId : undefined}
        data-empty={!selected}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        <span>{selected?.path ?? placeholder}</span>
        <Icon name="chevronDown" size={14} />
      </Trigger>
      {open && (
        <Dropdown onKeyDown={onKeyDown}>
          <SheetHead label={label} onClose={close} />
          {searchable && (
            <Search
              ref={searchRef}
              type="search"
              aria-label={`搜索${label}`}
              aria-controls={treeId}
              aria-activedescendant={shown[activeIndex] ? rowId(shown[activeIndex]) : undefined}
              placeholder={searchPlaceholder}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
          <Tree
            ref={treeRef}
            id={treeId}
            role="tree"
            aria-label={label}
            tabIndex={0}
            aria-activedescendant={shown[activeIndex] ? rowId(shown[activeIndex]) : undefined}
            onScroll={(event) => loadMoreAtEnd(event.currentTarget)}
          >
            {shown.map((row, index) => {
              const { option, level, path } = row;
              const isBranch = option.children !== undefined && !searching;
              const isOpen = expanded.has(option.value);
              return (
                <Item
                  key={option.value}
                  id={rowId(row)}
                  role="treeitem"
                  aria-level={level}
                  aria-selected={option.value === value}
                  aria-expanded={isBranch ? isOpen : undefined}
                  data-active={index === activeIndex}
                  $level={level}
                  onClick={() => choose(option)}
                >
                  <Toggle
                    aria-hidden="true"
                    onClick={(event) => {
                      if (!isBranch) return;
                      event.stopPropagation();
                      setBranch(option.value, !isOpen);
                    }}
                  >
                    {isBranch && <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={16} />}
                  </Toggle>
                  {searching ? path : option.label}
                </Item>
              );
            })}
          </Tree>
          {shown.length === 0 && <Note role="status">{noMatch}</Note>}
          {shown.length < rows.length && (
            <Note>
              已显示 {shown.length}/{rows.length}，滚动到底部加载更多
            </Note>
          )}
        </Dropdown>
      )}
    </Field>
  );
}
