// The shop's sales categories, as the desktop's category pop-up and the phone's menu drawer both list them.
import { useQuery } from '@tanstack/react-query';
import { salesCategoriesQuery } from '../../lib/api/endpoints/nav';
import type { SalesCategory } from '../../../engine/contract';
import { useApiClient } from '../../shop/api-client';
import { useShop } from '../../shop/shop-context';
import { commodityCentrePath, shopPath } from '../../shop/shop-paths';

export type { SalesCategory };

/** The first level of the shop's categories (up to three levels deep); none while they load. */
export function useSalesCategories(): readonly SalesCategory[] {
  const api = useApiClient();
  const { data } = useQuery(salesCategoriesQuery(api));
  return data ?? [];
}

export const subCategories = (category: SalesCategory): readonly SalesCategory[] =>
  category.childCategory ?? [];

/** Where a category leads: the goods centre filtered by its code. */
export function useCategoryPath(): (category: SalesCategory) => string {
  const { mallPath } = useShop();
  return (category) => shopPath(mallPath, commodityCentrePath({ categoryCode: category.categoryCode }));
}
