import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GOODS_NOT_FOUND, goodsDetailTarget, isVirtualGoods } from '../../../engine';
import { onPhone } from '../../components/breakpoints';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { goodsDetailQuery } from '../../lib/api/endpoints/goods';
import { useShop } from '../../shop/shop-context';
import { shopHome } from '../../shop/shop-paths';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { DETAIL_MIN_HEIGHT, DetailSkeleton } from './components/detail-skeleton';
import { PHONE_ACTION_BAR_HEIGHT } from './components/detail-actions';
import { DetailPanel } from './components/detail-layout';
import { useBrowseHistory } from './hooks/use-browse-history';
import { DetailView } from './detail-view';
import type { DetailVariant } from './detail-view';
import { useApiClient } from '../../shop/api-client';

/**
 * The goods detail for /goodDetail/goodDetail (normal) and /virtualGoods/virtualGoodsDetail (virtual):
 * both are the same building blocks; the virtual one has no stock or shipping address and says it is
 * delivered electronically. A goods opened on the other kind's page is sent to its own.
 */
export function GoodsDetailScreen({ variant }: { variant: DetailVariant }) {
  const [params] = useSearchParams();
  const goodsCode = params.get('goodsCode') ?? '';
  const goodsSkuCode = params.get('goodsSkuCode') ?? undefined;
  return (
    <Page>
      {goodsCode ? (
        <DetailLoader
          key={`${goodsCode}#${goodsSkuCode ?? ''}`}
          variant={variant}
          goodsCode={goodsCode}
          goodsSkuCode={goodsSkuCode}
        />
      ) : (
        <NotFound />
      )}
    </Page>
  );
}

function NotFound() {
  const { mallPath } = useShop();
  useDocumentTitle(GOODS_NOT_FOUND);
  return (
    <DetailPanel>
      <EmptyState text={GOODS_NOT_FOUND}>
        <HomeLink as={Link} to={shopHome(mallPath)} $variant="primary">
          返回首页
        </HomeLink>
      </EmptyState>
    </DetailPanel>
  );
}

function DetailLoader({
  variant,
  goodsCode,
  goodsSkuCode,
}: {
  variant: DetailVariant;
  goodsCode: string;
  goodsSkuCode: string | undefined;
}) {
  const api = useApiClient();
  const { mallPath } = useShop();
  const [params] = useSearchParams();
  const { data, isPending, isError, error, refetch } = useQuery(
    goodsDetailQuery(api, { goodsCode, goodsSkuCode }),
  );
  const found = data !== undefined && !data.deleted;
  const ownVariant: DetailVariant | undefined = found
    ? isVirtualGoods(data)
      ? 'virtual'
      : 'normal'
    : undefined;
  useBrowseHistory(found && ownVariant === variant);

  if (isError)
    return <LoadError message={error.message} onRetry={() => void refetch()} height={DETAIL_MIN_HEIGHT} />;
  if (isPending) return <DetailSkeleton />;
  if (!found) return <NotFound />;
  if (ownVariant !== variant) {
    const target = goodsDetailTarget(
      { ...data, interestsCardLinkId: params.get('interestsCardLinkId') },
      mallPath,
    );
    return target.ok ? <Navigate to={target.path} replace /> : <NotFound />;
  }
  return <DetailView detail={data} variant={variant} />;
}

const HomeLink = styled(Button)`
  text-decoration: none;
`;

/** On a phone the page ends above the fixed bar of its actions. */
const Page = styled(Container)`
  padding: 0 0 40px;
  ${onPhone} {
    padding-bottom: calc(16px + ${PHONE_ACTION_BAR_HEIGHT}px);
  }
`;
