import { shopBrand } from '../../../engine/domain/brand';
import type { BrandGatewayFacts, BrandProfile } from '../../../engine/domain/brand';

const profile: BrandProfile = {
  name: '积分商城',
  theme: {
    color: '#1677ff',
    logo: '/logo.png',
    pcLogo: '/pc-logo.png',
    footerBackground: '#101010',
    footerText: '#eeeeee',
  },
  labels: { shopName: '商城首页' },
};
const bare: BrandProfile = { labels: { shopName: '商城首页' } };

describe('spec 1 §1: "Each shop has a domain/path, name (default \'商城首页\'), logo …"', () => {
  it.each<[string, BrandProfile, BrandGatewayFacts, string, string]>([
    ['the gateway’s websiteName wins', profile, { websiteName: '网关商城' }, '网关商城', 'gateway'],
    ['an empty websiteName falls to the profile', profile, { websiteName: '' }, '积分商城', 'profile'],
    ['no gateway answer: the profile', profile, {}, '积分商城', 'profile'],
    ['no name anywhere: the label shopName', bare, {}, '商城首页', 'default'],
  ])('%s', (_rule, from, gateway, value, source) => {
    expect(shopBrand(from, gateway).name).toEqual({ value, source });
  });

  it.each<[string, BrandProfile, BrandGatewayFacts, string | undefined, string]>([
    ['the gateway’s websitePcLogo wins', profile, { websitePcLogo: '/g.png' }, '/g.png', 'gateway'],
    ['then the profile’s pcLogo', profile, {}, '/pc-logo.png', 'profile'],
    ['then the profile’s logo', { theme: { logo: '/logo.png' } }, {}, '/logo.png', 'profile'],
    ['no logo anywhere: none (the name is shown)', bare, { websitePcLogo: '' }, undefined, 'default'],
  ])('logo: %s', (_rule, from, gateway, value, source) => {
    expect(shopBrand(from, gateway).logo).toEqual({ value, source });
  });
});

describe('spec 1 §5: "Theme colour parsing accepts 3- or 6-digit hex colours"; spec 1 §1: "theme colour (default #E32929)"', () => {
  it.each<[string, BrandProfile, string | undefined, object]>([
    ['the gateway’s pcThemeColor wins', profile, '#0a0', { value: '#0a0', source: 'gateway' }],
    ['no gateway colour: the profile’s', profile, undefined, { value: '#1677ff', source: 'profile' }],
    [
      'a gateway colour that is no hex colour is refused for the profile’s',
      profile,
      'red;} * {display:none',
      { value: '#1677ff', source: 'profile', refused: 'red;} * {display:none' },
    ],
    ['neither: #E32929', bare, undefined, { value: '#E32929', source: 'default' }],
    [
      'a profile colour that is no hex colour: #E32929',
      { theme: { color: 'red' } },
      '',
      {
        value: '#E32929',
        source: 'default',
      },
    ],
  ])('%s', (_rule, from, pcThemeColor, expected) => {
    expect(shopBrand(from, { pcThemeColor }).colour).toEqual(expected);
  });
});

describe('spec 1 §3: the footer in the help centre’s websiteBottomColor and websiteBottomFontColor', () => {
  it.each<[string, BrandProfile, BrandGatewayFacts, object, object]>([
    [
      'the help centre’s colours win',
      profile,
      { websiteBottomColor: '#123456', websiteBottomFontColor: '#fff' },
      { value: '#123456', source: 'gateway' },
      { value: '#fff', source: 'gateway' },
    ],
    [
      'no help centre: the profile’s',
      profile,
      {},
      { value: '#101010', source: 'profile' },
      { value: '#eeeeee', source: 'profile' },
    ],
    [
      'neither: the engine’s dark footer',
      bare,
      {},
      { value: '#2b2b2b', source: 'default' },
      { value: '#b8b8b8', source: 'default' },
    ],
    [
      'a colour that would escape into CSS is refused, and said so',
      bare,
      { websiteBottomColor: '#000;} body{visibility:hidden} x{' },
      { value: '#2b2b2b', source: 'default', refused: '#000;} body{visibility:hidden} x{' },
      { value: '#b8b8b8', source: 'default' },
    ],
  ])('%s', (_rule, from, gateway, background, text) => {
    const brand = shopBrand(from, gateway);
    expect(brand.footerBackground).toEqual(background);
    expect(brand.footerText).toEqual(text);
  });
});
