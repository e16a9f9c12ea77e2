import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { LoadError } from '../../components/load-error';
import { homePageQuery } from '../../lib/api/endpoints/goods';
import { useCapability } from '../../shop/shop-context';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { BANNER_HEIGHT, BannerCarousel, BannerSkeleton } from './components/banner-carousel';
import { EquityCarousel } from './components/equity-carousel';
import { GoodsFloor } from './components/goods-floor';
import { GoodsGridSkeleton } from './components/goods-grid';
import { useApiClient } from '../../shop/api-client';

/** /home: banners, the member's equity cards (where equity is enabled) and the goods floors. */
export default function HomePage() {
  const api = useApiClient();
  useDocumentTitle('首页');
  const equity = useCapability('equity.enabled');
  const { data, isError, error, refetch } = useQuery(homePageQuery(api));
  // Banners and floors are many cards: deferred, React renders them as a transition in short slices
  // instead of one long task, while the skeletons stay.
  const home = useDeferredValue(data);

  return (
    <Page>
      {isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} height={BANNER_HEIGHT} />
      ) : home ? (
        <BannerCarousel banners={home.banners} />
      ) : (
        <BannerSkeleton aria-hidden="true" />
      )}
      {equity ? <EquityCarousel /> : null}
      {home ? (
        home.floors.map((floor, index) => (
          <GoodsFloor key={floor.floorId} floor={floor} index={index} leadsPage={home.banners.length === 0} />
        ))
      ) : isError ? null : (
        <Floors>
          <GoodsGridSkeleton />
        </Floors>
      )}
    </Page>
  );
}

const Page = styled(Container)`
  padding: 16px 0 40px;
  ${onPhone} {
    padding: 12px 0 24px;
  }
`;

const Floors = styled.div`
  margin-top: 28px;
  ${onPhone} {
    margin-top: 20px;
  }
`;
