// The home page's banner carousel for keyboard and screen-reader users: only the banner on show takes focus.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerCarousel } from '../../../src/features/catalogue/components/banner-carousel';
import { renderInShop } from '../helpers/render-in-shop';

const banners = ['春季上新', '积分兑换', '会员专享'].map((title, index) => ({
  id: index + 1,
  title,
  imgUrl: `/api/cdn/banner-${index + 1}.svg`,
  linkUrl: `/customPage?pageId=${index + 1}`,
}));

/** The banner's link, and whether it can take focus (not inside an inert, hidden slide). */
const link = (title: string) => screen.getByAltText(title).closest('a') as HTMLElement;
const focusable = (title: string) => link(title).closest('[inert]') === null;

it('a hidden slide is inert, so its link takes no focus; choosing a dot makes its banner the focusable one', async () => {
  const user = userEvent.setup();
  await renderInShop(<BannerCarousel banners={banners} />);
  expect(banners.map(({ title }) => focusable(title))).toEqual([true, false, false]);

  await user.click(screen.getByRole('button', { name: '第2张：积分兑换' }));
  expect(banners.map(({ title }) => focusable(title))).toEqual([false, true, false]);
  expect(screen.getByRole('button', { name: '第2张：积分兑换' })).toHaveAttribute('aria-current', 'true');
});
