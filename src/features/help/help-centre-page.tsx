import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone } from '../../components/breakpoints';
import { Container } from '../../components/container';
import { EmptyState } from '../../components/empty-state';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { useShop } from '../../shop/shop-context';
import { helpArticlePath, shopPath } from '../../shop/shop-paths';
import { shownColumns } from '../../shop/use-service-contact';
import { useDocumentTitle } from '../../shop/use-shop-brand';
import { helpCenterQuery, helpContentQuery } from '../../lib/api/endpoints/help';
import { useApiClient } from '../../shop/api-client';

const Page = styled(Container)`
  display: flex;
  gap: 20px;
  align-items: flex-start;
  padding: 20px 0 40px;
  /* On a phone the directory goes above the article, its columns in rows. */
  ${onPhone} {
    flex-direction: column;
    align-items: stretch;
    gap: 12px;
    padding: 12px 0 20px;
  }
`;

const ColumnsSlot = styled.div`
  width: 200px;
  flex-shrink: 0;
  ${onPhone} {
    width: auto;
  }
`;

const Columns = styled.nav<{ $fixed: boolean }>`
  width: 200px;
  ${({ $fixed }) => ($fixed ? 'position: fixed; top: 16px;' : '')}
  background: #fff;
  padding: 8px 0 16px;
  h3 {
    margin: 14px 0 6px;
    padding: 0 20px;
    font-size: 15px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 6px 20px 6px 32px;
    color: #666;
    font-size: 13px;
    text-decoration: none;
    &[aria-current='page'] {
      color: ${({ theme }) => theme.primary};
      background: ${({ theme }) => theme.primaryFaint};
    }
    &:hover {
      color: ${({ theme }) => theme.primary};
    }
  }
  ${onPhone} {
    position: static;
    width: auto;
    padding: 4px 12px 12px;
    h3 {
      margin: 10px 0 4px;
      padding: 0;
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 8px;
    }
    a {
      padding: 6px 10px;
      border-radius: 4px;
      background: ${({ theme }) => theme.background};
    }
  }
`;

const Article = styled.article`
  flex: 1;
  min-height: 420px;
  background: #fff;
  padding: 24px 32px;
  line-height: 1.8;
  h1 {
    margin: 0 0 16px;
    padding-bottom: 12px;
    font-size: 20px;
    border-bottom: 1px solid ${({ theme }) => theme.border};
  }
  ${onPhone} {
    min-height: 0;
    padding: 16px 12px;
    h1 {
      font-size: 17px;
    }
  }
`;

/** /helpCenter/helpCenter?id=…: the help-centre columns, and the chosen article (sanitized HTML). */
export default function HelpCentrePage() {
  const api = useApiClient();
  const { mallPath, limits } = useShop();
  // The side menu stays in view once the page is scrolled past it (spec 1 §4).
  const fixed = useScrolledPast(limits.layout.sideMenuFixedAfter);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: help } = useQuery(helpCenterQuery(api));
  const article = useQuery({ ...helpContentQuery(api, id), enabled: id !== '' });
  useDocumentTitle(article.data?.columnName ?? '帮助中心');

  return (
    <Page>
      <ColumnsSlot>
        <Columns aria-label="帮助中心目录" $fixed={fixed}>
          {help?.parentColumnList.map((group) => (
            <section key={group.columnName}>
              <h3>{group.columnName}</h3>
              <ul>
                {shownColumns(group).map((column) => (
                  <li key={column.id}>
                    <Link
                      to={shopPath(mallPath, helpArticlePath(column.id))}
                      aria-current={String(column.id) === id ? 'page' : undefined}
                    >
                      {column.columnName}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Columns>
      </ColumnsSlot>
      <Article>
        {id === '' ? (
          <EmptyState text="请从左侧选择帮助内容" />
        ) : article.isPending ? (
          <Skeleton lines={6} />
        ) : article.isError ? (
          <EmptyState text={article.error.message || '帮助内容不存在'} />
        ) : (
          <>
            <h1>{article.data.columnName}</h1>
            <SafeHtml html={article.data.content} />
          </>
        )}
      </Article>
    </Page>
  );
}
