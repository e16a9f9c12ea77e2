import type { ReactNode } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { ShopLogo } from '../../shop/shop-logo';
import { useShopBrand } from '../../shop/use-shop-brand';

const Top = styled.header`
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Inner = styled(Container)``;

const TopRow = styled(Inner)`
  display: flex;
  align-items: center;
  gap: 16px;
  height: 84px;
  span.divider {
    width: 1px;
    height: 28px;
    background: ${({ theme }) => theme.border};
  }
  span.caption {
    font-size: 20px;
    color: ${({ theme }) => theme.text};
  }
  ${onPhone} {
    gap: 12px;
    height: 60px;
    span.caption {
      font-size: 16px;
      white-space: nowrap;
    }
  }
`;

const Band = styled.main`
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.primary} 0%,
    ${({ theme }) => theme.primaryDark} 100%
  );
`;

const BandRow = styled(Inner)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 40px;
  min-height: 500px;
  padding-top: 40px;
  padding-bottom: 40px;
  color: #fff;
  h1 {
    margin: 0 0 12px;
    font-size: 40px;
    font-weight: 600;
    letter-spacing: 2px;
  }
  p {
    margin: 0;
    font-size: 16px;
    opacity: 0.85;
  }
  /* On a phone the shop's name heads the band and the card takes its width below. */
  ${onPhone} {
    flex-direction: column;
    align-items: stretch;
    gap: 20px;
    min-height: 0;
    padding-top: 24px;
    padding-bottom: 32px;
    h1 {
      margin-bottom: 4px;
      font-size: 24px;
      letter-spacing: 1px;
    }
    p {
      font-size: 14px;
    }
  }
`;

export const Card = styled.section`
  width: 380px;
  flex-shrink: 0;
  padding: 28px 32px 32px;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.18);
  color: ${({ theme }) => theme.text};
  ${onPhone} {
    width: 100%;
    padding: 20px 16px 24px;
  }
`;

const Foot = styled.footer`
  padding: 24px 16px;
  text-align: center;
  color: ${({ theme }) => theme.muted};
  font-size: 12px;
`;

/** The frame of the login and find-password pages: the shop's logo, a band in its colour, a card. */
export function AuthPageFrame({ caption, children }: { caption: string; children: ReactNode }) {
  const { name } = useShopBrand();
  return (
    <>
      <Top>
        <TopRow>
          <ShopLogo />
          <span className="divider" />
          <span className="caption">{caption}</span>
        </TopRow>
      </Top>
      <Band>
        <BandRow>
          <div>
            <h1>{name}</h1>
            <p>{caption}</p>
          </div>
          {children}
        </BandRow>
      </Band>
      <Foot>{name} 版权所有</Foot>
    </>
  );
}
