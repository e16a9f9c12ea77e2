import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../components/breakpoints';
import { useCapability, useShop } from './shop-context';
import { shopHome } from './shop-paths';
import { useShopBrand } from './use-shop-brand';

/**
 * On a phone a logo picture is at most this tall, and the wordmark is as tall: the header row keeps its height
 * when the gateway's logo replaces the profile's wordmark (docs/first-paint.md). A desktop header row has a
 * fixed height of its own.
 */
export const PHONE_LOGO_HEIGHT = 40;

const Image = styled.img`
  display: block;
  max-width: 240px;
  max-height: 64px;
  ${onPhone} {
    max-width: 150px;
    max-height: ${PHONE_LOGO_HEIGHT}px;
  }
`;

/** The shop's name as a wordmark in its colour, for shops without a logo picture. */
const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: 26px;
  font-weight: 700;
  letter-spacing: 1px;
  white-space: nowrap;
  color: ${({ theme }) => theme.primary};
  &::before {
    content: '';
    width: 36px;
    height: 36px;
    border-radius: 8px;
    background: linear-gradient(135deg, ${({ theme }) => theme.primary}, ${({ theme }) => theme.primaryDark});
  }
  ${onPhone} {
    height: ${PHONE_LOGO_HEIGHT}px;
    gap: 8px;
    font-size: 18px;
    letter-spacing: 0;
    &::before {
      width: 28px;
      height: 28px;
      flex-shrink: 0;
    }
  }
`;

const HomeLink = styled(Link)`
  display: inline-block;
  text-decoration: none;
`;

/** The shop's logo (or name); a link to the shop home only where `header.logoLink` holds. */
export function ShopLogo() {
  const logoLink = useCapability('header.logoLink');
  const { mallPath } = useShop();
  const { name, logo } = useShopBrand();
  const mark = logo ? <Image src={logo} alt={name} /> : <Wordmark>{name}</Wordmark>;
  return logoLink ? (
    <HomeLink to={shopHome(mallPath)} aria-label={`${name}首页`}>
      {mark}
    </HomeLink>
  ) : (
    mark
  );
}
