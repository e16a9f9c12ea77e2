import styled from 'styled-components';
import { onPhone, PAGE_GUTTER } from '../../components/breakpoints';
import { useShop } from '../../shop/shop-context';

const Banner = styled.div`
  height: 48px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: linear-gradient(90deg, ${({ theme }) => theme.primaryDark}, ${({ theme }) => theme.primary});
  color: #fff;
  font-size: 15px;
  letter-spacing: 2px;
  ${onPhone} {
    height: auto;
    min-height: 36px;
    padding: 6px ${PAGE_GUTTER}px;
    font-size: 13px;
    letter-spacing: 1px;
    text-align: center;
  }
`;

/** The top ad banner: the profile's `labels.topBanner`; nothing when the shop configures none. */
export function TopBanner() {
  const { labels } = useShop();
  if (!labels.topBanner) return null;
  return (
    <Banner role="complementary" aria-label="广告">
      {labels.topBanner}
    </Banner>
  );
}
