import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { Icon } from '../../components/icons';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { useShop } from '../../shop/shop-context';
import { shopPath, USER_CENTRE } from '../../shop/shop-paths';
import { ShopLogo } from '../../shop/shop-logo';

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
      @keyframes header-drop {
        from {
          transform: translateY(-100%);
        }
      }
    `}
`;

const Row = styled(Container)<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: 32px;
  height: ${({ $compact }) => ($compact ? 72 : 110)}px;
`;

const Brand = styled.div`
  width: 240px;
  flex-shrink: 0;
`;

const Actions = styled.div`
  margin-left: auto;
  flex-shrink: 0;
`;

/**
 * The header (spec 1 §2): the logo (a link home only where `header.logoLink`), the search box, and the
 * goods-sourcing button where `sourcing.enabled`. On the home page it fixes to the top once the page is
 * scrolled past `limits.layout.indexHeaderFixedAt` (spec 1 §4).
 */
export function ShopHeader({ search, fixable }: { search: ReactNode; fixable: boolean }) {
  const { mallPath, capabilities, labels, limits } = useShop();
  const navigate = useNavigate();
  const fixed = useScrolledPast(limits.layout.indexHeaderFixedAt, fixable);
  const header = (
    <Wrapper $fixed={fixed}>
      <Row $compact={fixed}>
        <Brand>
          <ShopLogo />
        </Brand>
        {search}
        <Actions>
          {capabilities['sourcing.enabled'] && (
            <Button $variant="plain" onClick={() => navigate(shopPath(mallPath, USER_CENTRE.sourcing))}>
              <Icon name="sourcing" />
              {labels.sourcingButton}
            </Button>
          )}
        </Actions>
      </Row>
    </Wrapper>
  );
  // Keep the header's place in the page while it floats, so the content does not jump up.
  return fixed ? <div style={{ height: 110 }}>{header}</div> : header;
}
