import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileProblem } from '../../engine';
import { Button } from '../components/button';
import { Skeleton } from '../components/skeleton';

// These pages show before a shop is known (or when it cannot be): they carry no shop's brand.

function Page({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Frame>{children}</Frame>;
}

const Frame = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh 16px 40px;
  background: #f5f5f5;
`;

const Panel = styled.section`
  width: 640px;
  max-width: 100%;
  padding: 36px 40px;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.06);
  color: #333;
  h1 {
    margin: 0 0 12px;
    font-size: 22px;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.7;
    color: #666;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 13px;
  }
  ul {
    margin: 12px 0 20px;
    padding: 12px 16px 12px 32px;
    background: #fafafa;
    border: 1px solid #eee;
    border-radius: 4px;
    line-height: 1.9;
  }
  a {
    color: #1e6fd9;
  }
`;

export function ShopNotFoundPage({ mallPath }: { mallPath: string }) {
  return (
    <Page title="店铺不存在">
      <Panel>
        <h1>店铺不存在</h1>
        <p>
          地址中的店铺 <code>{mallPath}</code> 不存在或已停用，请检查链接是否正确，或联系商城管理员。
        </p>
        <p>
          <Link to="/">查看所有店铺</Link>
        </p>
      </Panel>
    </Page>
  );
}

export function ShopInvalidPage({ mallPath, problems }: { mallPath: string; problems: ProfileProblem[] }) {
  return (
    <Page title="店铺配置无效">
      <Panel>
        <h1>店铺配置无效</h1>
        <p>
          店铺 <code>{mallPath}</code>{' '}
          的配置文件未通过校验，暂时无法访问。请商城运维人员修正以下问题（也可运行{' '}
          <code>npm run profiles:check</code>）：
        </p>
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.file}#${problem.pointer}:${problem.reason}`}>
              <code>
                {problem.file}#{problem.pointer}: {problem.reason}
              </code>
            </li>
          ))}
        </ul>
      </Panel>
    </Page>
  );
}

export function ShopUnavailablePage({ retry }: { retry: () => void }) {
  return (
    <Page title="店铺配置加载失败">
      <Panel>
        <h1>店铺配置加载失败</h1>
        <p>网络或服务器暂时不可用，请稍后重试。</p>
        <Button $variant="primary" onClick={retry}>
          重新加载
        </Button>
      </Panel>
    </Page>
  );
}

/** While the shop starts: a neutral frame, so no shop's brand flashes before the right one. */
export function ShopLoadingPage() {
  return (
    <Page title="加载中">
      <Panel>
        <Skeleton lines={6} label="店铺加载中" />
      </Panel>
    </Page>
  );
}
