import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onPhone, PAGE_GUTTER } from '../components/breakpoints';
import { EmptyState } from '../components/empty-state';
import { Skeleton } from '../components/skeleton';
import { shopDirectoryQuery } from '../shop/shop-directory';
import { shopHome } from '../shop/shop-paths';
import { themeColour } from '../shop/theme';

const Page = styled.main`
  width: 960px;
  max-width: 100%;
  margin: 0 auto;
  padding: 48px 16px;
  h1 {
    margin: 0 0 8px;
    font-size: 26px;
  }
  > p {
    margin: 0 0 28px;
    color: #666;
  }
  ${onPhone} {
    padding: 24px ${PAGE_GUTTER}px;
    h1 {
      font-size: 22px;
    }
    > p {
      margin-bottom: 20px;
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 20px;
    background: #fff;
    border-radius: 8px;
    border-top: 4px solid var(--shop-colour);
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.05);
    color: #333;
    text-decoration: none;
    &:hover {
      box-shadow: 0 6px 18px rgba(0, 0, 0, 0.12);
    }
  }
  strong {
    display: block;
    font-size: 17px;
    margin-bottom: 6px;
  }
  code {
    color: #666;
    font-size: 13px;
  }
  p {
    margin: 8px 0 0;
    color: #666;
    font-size: 13px;
    line-height: 1.6;
  }
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

/** `/`: the shops this deployment serves, so a first-time visitor can find theirs. */
export default function ShopDirectoryPage() {
  const directory = useQuery(shopDirectoryQuery());
  useEffect(() => {
    document.title = '商城列表';
  }, []);
  return (
    <Page>
      <h1>商城列表</h1>
      <p>请选择要访问的商城。每个商城的地址以其商城路径开头，例如 /points/home。</p>
      {directory.isPending ? (
        <Skeleton lines={4} />
      ) : directory.isError || directory.data.length === 0 ? (
        <EmptyState text={directory.isError ? '商城列表加载失败，请稍后重试' : '暂无可访问的商城'} />
      ) : (
        <Grid>
          {directory.data.map((shop) => (
            <li key={shop.mallPath}>
              <Link
                to={shopHome(shop.mallPath)}
                style={{ '--shop-colour': themeColour(shop.colour) } as CSSProperties}
              >
                <strong>{shop.name}</strong>
                <code>/{shop.mallPath}</code>
                {shop.description && <p>{shop.description}</p>}
              </Link>
            </li>
          ))}
        </Grid>
      )}
    </Page>
  );
}
