// The member's list pages inside a demo shop, in the user-centre frame (which refuses a page the menu hides),
// with the goods detail route they open and the confirm host.
import { Route, Routes } from 'react-router-dom';
import { ConfirmHost } from '../../../src/components/confirm-host';
import BrowseHistoryPage from '../../../src/features/browse-history/browse-history-page';
import EquityCardsPage from '../../../src/features/equity/equity-cards-page';
import FavouritesPage from '../../../src/features/favourites/favourites-page';
import PurchasedGoodsPage from '../../../src/features/orders/purchased-goods-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { renderDemoPage } from '../goods/demo-shop';

const PAGES = [
  ['colct', '我的收藏', FavouritesPage],
  ['historyRecords', '浏览记录', BrowseHistoryPage],
  ['equityCard', '我的权益', EquityCardsPage],
  ['alreadyGoods', '已购商品', PurchasedGoodsPage],
] as const;

function MemberListScreens() {
  return (
    <>
      <Routes>
        {PAGES.map(([path, title, Page]) => (
          <Route
            key={path}
            path={`/:mallPath/userCenter/${path}`}
            element={
              <UserCentreFrame title={title}>
                <Page />
              </UserCentreFrame>
            }
          />
        ))}
        <Route path="*" element={<p>其他页面</p>} />
      </Routes>
      <ConfirmHost />
    </>
  );
}

/** A member list page of `mallPath` (inside the shop: '/userCenter/colct'), logged in as `account`. */
export const renderMemberList = (route: string, { mallPath = 'points', account = 'member' } = {}) =>
  renderDemoPage(<MemberListScreens />, { mallPath, account, route: `/${mallPath}${route}` });
