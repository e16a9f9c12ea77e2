import { TreeSelect } from '../components/tree-select';
import type { TreeSelectProps } from '../components/tree-select';
import { useShop } from '../shop/shop-context';

/**
 * The tree-select with the shop's select limits (profile `limits.select`: search above, page size, scroll
 * and search debounces): every screen takes its tree-select from here, so the limits have one reader.
 */
export function ShopTreeSelect(props: Omit<TreeSelectProps, 'limits'>) {
  const { searchAbove, pageSize, scrollDebounceMs, searchDebounceMs } = useShop().limits.select;
  return <TreeSelect {...props} limits={{ searchAbove, pageSize, scrollDebounceMs, searchDebounceMs }} />;
}
