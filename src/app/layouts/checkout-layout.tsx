import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { useSignOut } from '../../features/auth/use-sign-out';
import { CheckoutSteps } from '../shell/checkout-steps';
import type { CheckoutStep } from '../shell/checkout-steps';
import { ShopFooter } from '../shell/shop-footer';
import { TopNavBar } from '../shell/top-nav-bar';
import { PHONE_LOGO_HEIGHT, ShopLogo } from '../../shop/shop-logo';

const Header = styled.header`
  background: #fff;
  border-bottom: 2px solid ${({ theme }) => theme.primary};
`;

const HeaderRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100px;
  h1 {
    margin: 0 0 0 20px;
    padding-left: 20px;
    border-left: 1px solid ${({ theme }) => theme.border};
    font-size: 20px;
    font-weight: 400;
  }
  /* On a phone: the logo and the page's name, then the steps across the whole row. */
  ${onPhone} {
    flex-wrap: wrap;
    gap: 10px;
    height: auto;
    padding: 10px 0 12px;
    h1 {
      margin-left: 12px;
      padding-left: 12px;
      font-size: 16px;
      white-space: nowrap;
    }
    > ol {
      flex: 1 1 100%;
    }
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  ${onPhone} {
    min-width: 0;
    /* The logo's height before its picture has loaded: the steps below do not move when it arrives. */
    min-height: ${PHONE_LOGO_HEIGHT}px;
  }
`;

const Content = styled(Container)`
  padding: 20px 0;
  min-height: 420px;
  ${onPhone} {
    padding: 12px 0;
  }
`;

// At least a screen high, as in the main layout: the footer starts below the fold instead of being pushed
// down when the page's data arrives (a layout shift of 0.15 on the cart, by Lighthouse's count).
const Page = styled.div`
  min-height: 100vh;
`;

/** The checkout layout (spec 1 §2): nav bar, the page, footer; the steps come with each page. */
export function CheckoutLayout() {
  const signOut = useSignOut();
  return (
    <>
      <TopNavBar onSignOut={() => void signOut()} />
      <Page>
        <Outlet />
      </Page>
      <ShopFooter />
    </>
  );
}

/** A checkout page's header: the logo, the page's name and the three steps, this page's reached. */
export function CheckoutFrame({
  step,
  title,
  children,
}: {
  step: CheckoutStep;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Header>
        <HeaderRow>
          <Brand>
            <ShopLogo />
            <h1>{title}</h1>
          </Brand>
          <CheckoutSteps current={step} />
        </HeaderRow>
      </Header>
      <Content as="main">{children}</Content>
    </>
  );
}
