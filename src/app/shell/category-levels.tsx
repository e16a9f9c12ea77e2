// The category tree of the phone's menu drawer: one level at a time. A category with sub-categories opens
// its level (with 全部… for itself and a way back); one without leads to its goods, as on the desktop.
import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import { subCategories, useCategoryPath } from './categories';
import type { SalesCategory } from './categories';
import { Chevron, LevelHead, Rows } from './menu-drawer-styles';

/** The tree has three levels (spec 1 §2): the third only leads to goods. */
const LEVELS = 3;

export interface CategoryMoves {
  /** Opens a category's level. */
  onOpen: (category: SalesCategory) => void;
  /** A category was picked: its goods open, the drawer closes. */
  onPick: () => void;
  /** The category whose level was just left: its row takes the focus back. */
  focusCode: string | undefined;
}

function CategoryRow({
  category,
  depth,
  onOpen,
  onPick,
  focusCode,
}: CategoryMoves & { category: SalesCategory; depth: number }) {
  const linkTo = useCategoryPath();
  const takesFocus = category.categoryCode === focusCode;
  const focusOnMount = useCallback(
    (element: HTMLElement | null) => {
      if (takesFocus) element?.focus();
    },
    [takesFocus],
  );
  if (depth < LEVELS && subCategories(category).length > 0) {
    return (
      <button type="button" ref={focusOnMount} onClick={() => onOpen(category)}>
        {category.categoryName}
        <Chevron />
      </button>
    );
  }
  return (
    <Link ref={focusOnMount} to={linkTo(category)} onClick={onPick}>
      {category.categoryName}
    </Link>
  );
}

/** A level's categories as rows; `depth` is the level they are on (1 for the first). */
export function CategoryRows({
  categories,
  depth,
  ...moves
}: CategoryMoves & { categories: readonly SalesCategory[]; depth: number }) {
  return categories.map((category) => (
    <li key={category.categoryCode}>
      <CategoryRow category={category} depth={depth} {...moves} />
    </li>
  ));
}

/**
 * The level of the last category in `trail` (the categories opened, from the first level down): 返回 goes
 * up a level, 全部… opens the category's own goods. The focus starts on 返回, unless a row takes it back.
 */
export function CategoryLevel({
  trail,
  onBack,
  ...moves
}: CategoryMoves & { trail: readonly [SalesCategory, ...SalesCategory[]]; onBack: () => void }) {
  const linkTo = useCategoryPath();
  const headingId = useId();
  const back = useRef<HTMLButtonElement>(null);
  const category = trail[trail.length - 1] ?? trail[0];
  const { focusCode, onPick } = moves;
  useEffect(() => {
    if (focusCode === undefined) back.current?.focus();
  }, [category, focusCode]);
  return (
    <section aria-labelledby={headingId}>
      <LevelHead>
        <button type="button" ref={back} onClick={onBack}>
          <Icon name="chevronRight" size={16} />
          返回
        </button>
        <h3 id={headingId}>{category.categoryName}</h3>
      </LevelHead>
      <Rows aria-labelledby={headingId}>
        <li>
          <Link to={linkTo(category)} onClick={onPick}>
            全部{category.categoryName}
          </Link>
        </li>
        <CategoryRows categories={subCategories(category)} depth={trail.length + 1} {...moves} />
      </Rows>
    </section>
  );
}
