import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { customPageQuery } from '../../lib/api/endpoints/goods';
import { worthRetrying } from '../../lib/api/api-result';
import { BackHomeLink } from '../../business-ui/back-home-link';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { useApiClient } from '../../shop/api-client';

function CustomPageContent({ pageId }: { pageId: string }) {
  const api = useApiClient();
  const { data, isPending, isError, error, refetch } = useQuery(customPageQuery(api, pageId));
  useDocumentTitle(data?.title ?? '');
  if (isError)
    return (
      <LoadError message={error.message} onRetry={worthRetrying(error) ? () => void refetch() : undefined}>
        <BackHomeLink />
      </LoadError>
    );
  if (isPending) return <Skeleton lines={8} />;
  return (
    <article aria-label={data.title}>
      <Html html={data.html} />
    </article>
  );
}

/** /customPage?pageId=…: a page the shop designs on the server, its HTML rendered sanitized. */
export default function CustomPage() {
  const [params] = useSearchParams();
  const pageId = params.get('pageId') ?? '';
  return (
    <Page>
      {pageId ? (
        <CustomPageContent pageId={pageId} />
      ) : (
        <EmptyState text="页面不存在">
          <BackHomeLink />
        </EmptyState>
      )}
    </Page>
  );
}

const Page = styled(Container)`
  min-height: 480px;
  margin-top: 16px;
  margin-bottom: 40px;
  padding: 24px 32px;
  box-sizing: border-box;
  background: #fff;
  ${onPhone} {
    min-height: 320px;
    margin: 12px auto 24px;
    padding: 16px 12px;
  }
`;

const Html = styled(SafeHtml)`
  line-height: 1.8;
  & img {
    max-width: 100%;
    height: auto;
  }
`;
