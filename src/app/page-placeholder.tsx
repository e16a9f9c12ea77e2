import styled from 'styled-components';
import { Container } from '../components/container';
import { onPhone } from '../components/breakpoints';
import { Skeleton } from '../components/skeleton';
import type { ShopRoute } from './routes';

const Columns = styled(Container)`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 16px;
  padding-top: 16px;
  ${onPhone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Single = styled(Container)`
  padding-top: 16px;
`;

/**
 * The page's place in a prerendered frame, until the shop's start-up has settled and the page itself can
 * render: the user centre keeps its menu column, every other page one column (docs/first-paint.md).
 */
export function PagePlaceholder({ layout }: { layout: ShopRoute['layout'] }) {
  if (layout === 'userCentre')
    return (
      <Columns>
        <Skeleton lines={10} label="菜单加载中" />
        <Skeleton lines={8} label="页面加载中" />
      </Columns>
    );
  return (
    <Single>
      <Skeleton lines={8} label="页面加载中" />
    </Single>
  );
}
