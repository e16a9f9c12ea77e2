import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PURCHASE_REQUEST_TEXT } from '../../../engine';
import styled, { css } from 'styled-components';
import { belowContentWidth, onPhone, PRIMARY_ACTION_HEIGHT } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { Container } from '../../components/container';
import { Icon } from '../../components/icons';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { useCapability, useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { ShopLogo } from '../../shop/shop-logo';
import { SIDEBAR_WIDTH } from './right-sidebar-styles';

// The dialog's and the phone menu's code load when they are first opened, not with the page.
const PurchaseDialog = lazy(() => import('../../business-ui/purchase-dialog/purchase-dialog'));
const MenuDrawer = lazy(() => import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })));

const Wrapper = styled.header<{ $fixed: boolean }>`
  background: #fff;
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      z-index: 1000;
      box-shadow: 0 2px 10px rgba(0, 0, 0, 0.1);
      animation: header-drop 0.2s ease-out;
      ${belowContentWidth} {
        right: ${SIDEBAR_WIDTH}px;
      }
      ${onPhone} {
        right: 0;
      }
      @keyframes header-drop {
        from {
          transform: translateY(-100%);
        }
      }
    `}
`;

/** The header's height on a desktop and, in two rows (logo, then the search box), on a phone. */
const HEADER_HEIGHT = 110;

const Row = styled(Container)<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: 32px;
  height: ${({ $compact }) => ($compact ? 72 : HEADER_HEIGHT)}px;
  ${belowContentWidth} {
    gap: 24px;
  }
  ${onPhone} {
    flex-wrap: wrap;
    gap: 8px;
    height: ${HEADER_HEIGHT}px;
    padding: 8px 0 10px;
  }
`;

// Shown on a phone only, where it opens the menu drawer (the nav bar and most of the top bar live there).
const MenuButton = styled.button`
  display: none;
  ${onPhone} {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: ${PRIMARY_ACTION_HEIGHT}px;
    height: ${PRIMARY_ACTION_HEIGHT}px;
    margin-left: -6px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.text};
    font: inherit;
    font-size: 11px;
    line-height: 1.2;
    cursor: pointer;
  }
`;

const Brand = styled.div`
  width: 240px;
  flex-shrink: 0;
  ${onPhone} {
    flex: 1;
    width: auto;
    min-width: 0;
    overflow: hidden;
  }
`;

const Actions = styled.div`
  margin-left: auto;
  flex-shrink: 0;
`;

/**
 * The header (spec 1 §2): the logo (a link home only where `header.logoLink`), the search box, and the
 * goods-sourcing button where `sourcing.enabled`, which opens the purchase-demand dialog (after filing, 提交成功！
 * offers the member's requests). On the home page it fixes to the top once the page is
 * scrolled past `limits.layout.indexHeaderFixedAt` (spec 1 §4). On a phone it leads with 菜单, which opens
 * the menu drawer, and the search box takes a row of its own.
 */
export function ShopHeader({ search, fixable }: { search: ReactNode; fixable: boolean }) {
  const sourcingEnabled = useCapability('sourcing.enabled');
  const { mallPath, labels, limits } = useShop();
  const navigate = useNavigate();
  const fixed = useScrolledPast(limits.layout.indexHeaderFixedAt, fixable);
  const [sourcing, setSourcing] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  async function offerRequests() {
    const confirmed = await askConfirm({
      message: PURCHASE_REQUEST_TEXT.submitted,
      confirmText: PURCHASE_REQUEST_TEXT.viewRequests,
    });
    if (confirmed) navigate(shopPath(mallPath, USER_CENTRE.sourcing));
  }

  const header = (
    <Wrapper $fixed={fixed}>
      <Row $compact={fixed}>
        <MenuButton
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" size={22} />
          菜单
        </MenuButton>
        <Brand>
          <ShopLogo />
        </Brand>
        {search}
        <Actions>
          {sourcingEnabled && (
            <Button $variant="plain" onClick={() => setSourcing(true)}>
              <Icon name="sourcing" />
              {labels.sourcingButton}
            </Button>
          )}
        </Actions>
      </Row>
    </Wrapper>
  );
  // Outside the header, so the header floating or not never re-mounts a dialog with typed values.
  const dialog = sourcing && (
    <Suspense fallback={null}>
      <PurchaseDialog open onClose={() => setSourcing(false)} onFiled={() => void offerRequests()} />
    </Suspense>
  );
  // Keep the header's place in the page while it floats, so the content does not jump up.
  return (
    <>
      {fixed ? <div style={{ height: HEADER_HEIGHT }}>{header}</div> : header}
      {dialog}
      {menuOpen && (
        <Suspense fallback={null}>
          <MenuDrawer onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
