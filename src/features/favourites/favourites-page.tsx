import { FavouritesPanel } from './favourites-panel';
import { useFavourites } from './use-favourites';

/** The list's scroll height in the page: about six rows, the page scrolls no further. */
const LIST_HEIGHT = 600;

/**
 * /userCenter/colct 我的收藏 (F000176; docs/member-pages.md): the member's favourites, on the same list logic
 * as the favourites drawer. The user-centre frame gives the heading and refuses members the menu hides it from.
 */
export default function FavouritesPage() {
  return <FavouritesPanel state={useFavourites(true)} listHeight={LIST_HEIGHT} />;
}
