// The rows a tree-select shows: the expanded branches as a tree, or every match flat while searching.

export interface TreeOption {
  value: string;
  label: string;
  children?: readonly TreeOption[];
}

export interface TreeRow {
  option: TreeOption;
  /** 1 for a root (aria-level). */
  level: number;
  /** Labels from the root ('行政部 / 陈静'), shown for search results. */
  path: string;
  /** The value of the branch it sits in, for ArrowLeft. */
  parent: string | undefined;
}

function walk(
  options: readonly TreeOption[],
  visit: (row: TreeRow) => boolean,
  level = 1,
  parents = '',
  parent?: string,
): void {
  for (const option of options) {
    const path = parents ? `${parents} / ${option.label}` : option.label;
    const descend = visit({ option, level, path, parent });
    if (descend && option.children) walk(option.children, visit, level + 1, path, option.value);
  }
}

export function countOptions(options: readonly TreeOption[]): number {
  let count = 0;
  walk(options, () => {
    count += 1;
    return true;
  });
  return count;
}

export function findRow(options: readonly TreeOption[], value: string | null): TreeRow | undefined {
  let found: TreeRow | undefined;
  walk(options, (row) => {
    if (row.option.value === value) found = row;
    return found === undefined;
  });
  return found;
}

/** The branches above a value, so that opening the dropdown shows the chosen option. */
export function branchesAbove(options: readonly TreeOption[], value: string | null): string[] {
  const branches: string[] = [];
  let row = findRow(options, value);
  while (row?.parent !== undefined) {
    branches.push(row.parent);
    row = findRow(options, row.parent);
  }
  return branches;
}

/** Expanded branches as a tree, or (with a query) every option whose label holds it, flat, with its path. */
export function visibleRows(
  options: readonly TreeOption[],
  expanded: ReadonlySet<string>,
  query: string,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const needle = query.trim().toLowerCase();
  walk(options, (row) => {
    if (needle === '') {
      rows.push(row);
      return expanded.has(row.option.value);
    }
    if (row.option.label.toLowerCase().includes(needle)) rows.push({ ...row, level: 1 });
    return true;
  });
  return rows;
}
