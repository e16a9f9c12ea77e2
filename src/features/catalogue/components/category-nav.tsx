import styled from 'styled-components';
import { onPhone, TAP_TARGET_MIN } from '../../../components/breakpoints';
import type { SalesCategory } from '../../../../engine/contract';

/** The categories from the top of the tree down to `code`; empty when it is not in the tree. */
export function categoryPath(tree: readonly SalesCategory[], code: string): SalesCategory[] {
  for (const category of tree) {
    if (category.categoryCode === code) return [category];
    const below = categoryPath(category.childCategory ?? [], code);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/**
 * The breadcrumb (全部商品 › level 1 › level 2 › level 3) and the sub-categories to narrow down to:
 * the current category's children, or its siblings at the last level.
 */
export function CategoryNav({
  tree,
  code,
  keyword,
  onChoose,
}: {
  tree: readonly SalesCategory[];
  code: string;
  keyword: string;
  onChoose: (code: string) => void;
}) {
  const path = categoryPath(tree, code);
  const current = path[path.length - 1];
  const parent = path[path.length - 2];
  const children = current ? (current.childCategory ?? []) : tree;
  const options = children.length > 0 ? children : (parent?.childCategory ?? tree);

  return (
    <Box>
      <Crumbs aria-label="分类导航">
        <ol>
          <li>
            <Crumb
              type="button"
              onClick={() => onChoose('')}
              aria-current={path.length === 0 ? 'page' : undefined}
            >
              全部商品
            </Crumb>
          </li>
          {path.map((category, index) => (
            <li key={category.categoryCode}>
              <Crumb
                type="button"
                onClick={() => onChoose(category.categoryCode)}
                aria-current={index === path.length - 1 ? 'page' : undefined}
              >
                {category.categoryName}
              </Crumb>
            </li>
          ))}
          {keyword ? <Keyword>“{keyword}”</Keyword> : null}
        </ol>
      </Crumbs>
      {/* The row is there before the categories arrive, so the goods below do not move. */}
      <Options>
        <dt>分类：</dt>
        <dd>
          {options.map((category) => (
            <Option
              key={category.categoryCode}
              type="button"
              $active={category.categoryCode === code}
              aria-pressed={category.categoryCode === code}
              onClick={() => onChoose(category.categoryCode)}
            >
              {category.categoryName}
            </Option>
          ))}
        </dd>
      </Options>
    </Box>
  );
}

const Box = styled.div`
  background: #fff;
  padding: 0 20px;
  ${onPhone} {
    padding: 0 12px;
  }
`;

const Crumbs = styled.nav`
  & > ol {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    margin: 0;
    padding: 14px 0;
    list-style: none;
    border-bottom: 1px dashed ${({ theme }) => theme.border};
    font-size: 14px;
  }
  & li + li::before {
    content: '›';
    margin: 0 8px;
    color: ${({ theme }) => theme.muted};
  }
`;

const Crumb = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.text};
  cursor: pointer;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  ${onPhone} {
    min-height: ${TAP_TARGET_MIN}px;
  }
`;

const Keyword = styled.li`
  color: ${({ theme }) => theme.primary};
`;

const Options = styled.dl`
  display: flex;
  min-height: 28px;
  margin: 0;
  padding: 12px 0;
  font-size: 13px;
  & > dt {
    flex: none;
    width: 64px;
    line-height: 28px;
    color: ${({ theme }) => theme.muted};
  }
  & > dd {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 18px;
    margin: 0;
  }
  ${onPhone} {
    padding: 8px 0;
    & > dt {
      width: 48px;
    }
    & > dd {
      gap: 4px 12px;
    }
  }
`;

const Option = styled.button<{ $active: boolean }>`
  height: 28px;
  padding: 0 4px;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ $active, theme }) => ($active ? theme.primary : '#555')};
  font-weight: ${({ $active }) => ($active ? 600 : 'normal')};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
`;
