// Banner links from the gateway follow the engine's link policy.
import { screen } from '@testing-library/react';
import { BannerCarousel } from '../../../src/features/catalogue/components/banner-carousel';
import { renderInShop } from '../helpers/render-in-shop';

const banner = (id: number, title: string, linkUrl: string) => ({
  id,
  title,
  imgUrl: '/api/cdn/b.svg',
  linkUrl,
});

it('a banner links to shop pages in the app and elsewhere in a new tab; javascript: and data: links are not links', async () => {
  await renderInShop(
    <BannerCarousel
      banners={[
        banner(1, '店内', '/customPage?pageId=activity'),
        banner(2, '外站', 'https://partner.example/sale'),
        banner(3, '脚本', 'javascript://%0aalert(document.cookie)'),
        banner(4, '数据', 'data://text/html,x'),
      ]}
    />,
  );
  const linkOf = (title: string) => screen.getByAltText(title).closest('a');
  expect(linkOf('店内')).toHaveAttribute('href', '/points/customPage?pageId=activity');
  expect(linkOf('店内')).not.toHaveAttribute('target');
  expect(linkOf('外站')).toHaveAttribute('href', 'https://partner.example/sale');
  expect(linkOf('外站')).toHaveAttribute('rel', 'noopener noreferrer');
  expect(linkOf('脚本')).toBeNull();
  expect(linkOf('数据')).toBeNull();
});
