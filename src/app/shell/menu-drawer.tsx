import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../components/icons';
import { useFocusLayer } from '../../components/use-focus-layer';
import { useScrollLock } from '../../components/use-scroll-lock';
import { useShop } from '../../shop/shop-context';
import { useOpenConfiguredLink } from './configured-link';
import { useSalesCategories } from './categories';
import type { SalesCategory } from './categories';
import { CategoryLevel, CategoryRows } from './category-levels';
import type { CategoryMoves } from './category-levels';
import { NavTab, useCurrentNavTab } from './nav-tabs';
import { EquityLabel, useEquityLabelShown, useNavLinks, useTopNavItem } from './top-nav-items';
// Imported last: styled-components orders its rules by creation, so the drawer's stay after those above.
import { Backdrop, Body, Header, IconButton, Panel, Rows } from './menu-drawer-styles';

/** The menu's first view: the nav tabs, the first category level, the top bar's items, the configured links. */
function MenuRoot(moves: CategoryMoves) {
  const { menus } = useShop();
  const equityShown = useEquityLabelShown();
  const current = useCurrentNavTab();
  const categories = useSalesCategories();
  const topNavItem = useTopNavItem('menu');
  const links = useNavLinks();
  const openConfiguredLink = useOpenConfiguredLink();
  const ids = { categories: useId(), shortcuts: useId(), links: useId() };
  const { onPick } = moves;
  const shortcuts = menus.topNav.flatMap((item) => {
    const content = topNavItem(item);
    return content ? [{ key: item.key, content }] : [];
  });
  if (equityShown) shortcuts.push({ key: 'equity', content: <EquityLabel /> });
  // A pick anywhere in a row (a link or a button) closes the drawer once the row has done its part.
  const row = (key: string, content: ReactNode) => (
    <li key={key} onClick={onPick}>
      {content}
    </li>
  );

  return (
    <>
      {menus.navTabs.length > 0 && (
        <nav aria-label="主导航">
          <Rows>
            {menus.navTabs.map((tab) => row(tab.key, <NavTab tab={tab} current={tab.key === current} />))}
          </Rows>
        </nav>
      )}
      {categories.length > 0 && (
        <>
          <h3 id={ids.categories}>商品分类</h3>
          <Rows aria-labelledby={ids.categories}>
            <CategoryRows categories={categories} depth={1} {...moves} />
          </Rows>
        </>
      )}
      {shortcuts.length > 0 && (
        <>
          <h3 id={ids.shortcuts}>快捷入口</h3>
          <Rows aria-labelledby={ids.shortcuts}>
            {shortcuts.map(({ key, content }) => row(key, content))}
          </Rows>
        </>
      )}
      {links.length > 0 && (
        <>
          <h3 id={ids.links}>网站导航</h3>
          <Rows aria-labelledby={ids.links}>
            {links.map((link) =>
              row(
                link.columnName,
                <button type="button" onClick={() => openConfiguredLink(link.columnLink, link.openMode)}>
                  {link.columnName}
                </button>,
              ),
            )}
          </Rows>
        </>
      )}
    </>
  );
}

/** The drawer's contents: the first view, or a category's level while one is open. */
function MenuBody({ onPick }: { onPick: () => void }) {
  const [trail, setTrail] = useState<readonly SalesCategory[]>([]);
  const [focusCode, setFocusCode] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  // Each level starts at its top; going back, the row left takes the focus (and scrolls into view).
  useLayoutEffect(() => {
    if (body.current) body.current.scrollTop = 0;
  }, [trail]);
  const [first, ...rest] = trail;
  const moves: CategoryMoves = {
    onOpen: (category) => {
      setFocusCode(undefined);
      setTrail([...trail, category]);
    },
    onPick,
    focusCode,
  };
  return (
    <Body ref={body}>
      {first ? (
        <CategoryLevel
          trail={[first, ...rest]}
          onBack={() => {
            setFocusCode(trail.at(-1)?.categoryCode);
            setTrail(trail.slice(0, -1));
          }}
          {...moves}
        />
      ) : (
        <MenuRoot {...moves} />
      )}
    </Body>
  );
}

/**
 * The phone's menu (docs/phone.md): a full-height drawer from the left, opened by the header's 菜单, with
 * what the desktop shows in its nav bar and top bar: the nav tabs, the category tree (one level at a time),
 * the top bar's items and the configured links. A pick, Escape or the dimmed page closes it; the page does
 * not scroll under it, and the focus goes in and comes back to 菜单. Drawn only while open.
 */
export function MenuDrawer({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useScrollLock(true);
  useFocusLayer(true, panel, { trap: true, onEscape: onClose });
  return createPortal(
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
        <Header>
          <h2 id={titleId}>菜单</h2>
          <IconButton type="button" aria-label="关闭" onClick={onClose}>
            <Icon name="close" size={20} />
          </IconButton>
        </Header>
        <MenuBody onPick={onClose} />
      </Panel>
    </>,
    document.body,
  );
}
