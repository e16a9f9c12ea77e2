import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';
import { salesCategoriesQuery } from '../../../lib/api/endpoints/nav';
import { useShop } from '../../../shop/shop-context';
import { PAGE, shopHome, shopPath } from '../../../shop/shop-paths';
import { useApiClient } from '../../../shop/api-client';
import type { GoodsDetail, SalesCategory } from '../../../../engine/contract';

/** The categories of the goods' three codes, from the top, as far as the tree knows them. */
function categoryTrail(tree: readonly SalesCategory[], codes: readonly string[]): SalesCategory[] {
  const trail: SalesCategory[] = [];
  let level = tree;
  for (const code of codes) {
    const found = level.find((category) => category.categoryCode === code);
    if (!found) break;
    trail.push(found);
    level = found.childCategory ?? [];
  }
  return trail;
}

/** 首页 › its categories (each opening 商品中心 on it) › the goods. */
export function Breadcrumb({ detail }: { detail: GoodsDetail }) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const { data: tree = [] } = useQuery(salesCategoriesQuery(api));
  const trail = categoryTrail(tree, [
    detail.firstCategoryCode,
    detail.secondCategoryCode,
    detail.lastCategoryCode,
  ]);
  const centre = shopPath(mallPath, PAGE.commodityCentre);
  return (
    <Crumbs aria-label="面包屑">
      <Link to={shopHome(mallPath)}>首页</Link>
      {trail.map((category) => (
        <Link
          key={category.categoryCode}
          to={`${centre}?categoryCode=${encodeURIComponent(category.categoryCode)}`}
        >
          {category.categoryName}
        </Link>
      ))}
      <span aria-current="page">{detail.goodsName}</span>
    </Crumbs>
  );
}

const Crumbs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 14px 0 2px;
  font-size: 13px;
  color: #666;
  & > a {
    color: #666;
    text-decoration: none;
  }
  & > a:hover {
    color: ${({ theme }) => theme.primary};
  }
  & > * + *::before {
    content: '›';
    margin-right: 6px;
    color: #bbb;
  }
  & > span {
    max-width: 420px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* One line on a phone, scrolling inside itself: the category names arrive after the goods, and a trail
     that wrapped then would push the whole page down. */
  ${onPhone} {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
    white-space: nowrap;
    padding: 10px 0 2px;
    & > * {
      flex: none;
    }
  }
`;
