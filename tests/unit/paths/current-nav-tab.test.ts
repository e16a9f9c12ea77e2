import { currentNavTab } from '../../../engine/paths/current-nav-tab';

const CENTRE = '/commodityCenter/commodityCenter';
const tabs = [
  { key: 'home', path: '/home' },
  { key: 'goods-centre', path: CENTRE },
  { key: 'contract', path: '/customPage?pageId=contract-customers' },
  { key: 'apple', path: `${CENTRE}?keyword=Apple` },
  { key: 'link', url: 'https://example.com' },
];

describe('spec 1 §2: the goods centre takes navIndex, the nav tab it selects', () => {
  it.each([
    { name: 'the page of a tab', here: '/home', current: 'home' },
    {
      name: 'the goods centre with any query',
      here: `${CENTRE}?categoryCode=C1&sort=sales`,
      current: 'goods-centre',
    },
    {
      name: 'the tab whose query the address carries',
      here: `${CENTRE}?keyword=Apple&page=2`,
      current: 'apple',
    },
    { name: 'another keyword: the plain tab', here: `${CENTRE}?keyword=茶`, current: 'goods-centre' },
    { name: 'navIndex names a tab by its place, from 0', here: `${CENTRE}?navIndex=3`, current: 'apple' },
    {
      name: 'navIndex over a matching query',
      here: `${CENTRE}?keyword=Apple&navIndex=1`,
      current: 'goods-centre',
    },
    {
      name: 'navIndex of a tab of another page is not taken',
      here: `${CENTRE}?navIndex=0`,
      current: 'goods-centre',
    },
    { name: 'navIndex past the tabs is not taken', here: `${CENTRE}?navIndex=9`, current: 'goods-centre' },
    {
      name: 'navIndex that is no number is not taken',
      here: `${CENTRE}?navIndex=x`,
      current: 'goods-centre',
    },
    {
      name: 'a custom page with its pageId',
      here: '/customPage?pageId=contract-customers',
      current: 'contract',
    },
    { name: 'a custom page with another pageId', here: '/customPage?pageId=survey', current: undefined },
    { name: 'a page no tab leads to', here: '/cart', current: undefined },
  ])('$name: $here → $current', ({ here, current }) => {
    expect(currentNavTab(tabs, here)).toBe(current);
  });
});
