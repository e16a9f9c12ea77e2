import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  isMallPath,
  MALL_PATH_PATTERN,
  mallPathFrom,
  mallPathQuery,
  PAGE,
  pathInShop,
  shopPath,
  USER_CENTRE,
} from '../../../engine';
import schema from '../../../schemas/shop-profile.schema.json';

const PROFILES = new URL('../../../shop-profiles/', import.meta.url);

describe('a mall path has one valid form, the one the profile schema states', () => {
  it('the engine’s pattern is the schema’s /$defs/ShopIdentity/properties/mallPath/pattern', () => {
    expect(schema.$defs.ShopIdentity.properties.mallPath.pattern).toBe(MALL_PATH_PATTERN.source);
  });

  it('every demo shop’s mall path is valid', () => {
    const files = readdirSync(PROFILES).filter((file) => file.endsWith('.json') && file !== 'index.json');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const profile = JSON.parse(readFileSync(new URL(file, PROFILES), 'utf8')) as {
        shop: { mallPath: string };
      };
      expect(isMallPath(profile.shop.mallPath), file).toBe(true);
    }
  });

  it.each([
    ['points', true],
    ['s7815', true],
    ['my-shop', true],
    ['ab', true],
    ['a'.repeat(40), true],
    ['/evil.example', false],
    ['\\evil.example', false],
    ['//evil.example', false],
    ['evil.example', false],
    ['..', false],
    ['', false],
    ['a', false],
    ['a'.repeat(41), false],
    ['POINTS', false],
    ['7815', false],
    ['商城', false],
    [' points', false],
    ['points/cart', false],
    ['javascript:alert(1)', false],
    [null, false],
    [undefined, false],
  ])('isMallPath(%j) is %s', (text, valid) => {
    expect(isMallPath(text)).toBe(valid);
  });
});

describe('spec 2 §2: "the first path segment of the site address, or the mallPath query parameter when present"', () => {
  it.each([
    { pathname: '/points/cart', search: '', expected: 'points' },
    { pathname: '/points', search: '?', expected: 'points' },
    { pathname: '/points/home', search: '?mallPath=procure', expected: 'procure' },
    { pathname: '/points/home', search: 'a=1&mallPath=procure&b=2', expected: 'procure' },
    { pathname: '/points/home', search: '?mallPath=', expected: 'points' },
    { pathname: '//points//home', search: '', expected: 'points' },
    { pathname: '/', search: '', expected: undefined },
    { pathname: '/', search: '?mallPath=s7815', expected: 's7815' },
    // A query that is not a mall path is ignored; the address's own shop stands.
    { pathname: '/points/home', search: '?mallPath=%2Fevil.example', expected: 'points' },
    { pathname: '/points/home', search: '?mallPath=%5Cevil.example', expected: 'points' },
    { pathname: '/points/home', search: '?mallPath=%E0%A4%A', expected: 'points' },
    // A first segment no profile can have names no shop.
    { pathname: '/%2Fevil.example/home', search: '', expected: undefined },
    { pathname: '/%E5%95%86%E5%9F%8E/home', search: '', expected: undefined },
    { pathname: '/%E0%A4%A/home', search: '', expected: undefined },
  ])('mallPathFrom($pathname, $search) is $expected', ({ pathname, search, expected }) => {
    expect(mallPathFrom(pathname, search)).toBe(expected);
  });
});

describe('the mall path prefix and its strip are one round trip', () => {
  it.each([
    ['/points/cart', '?x=1', '/cart?x=1'],
    ['/points', '', '/'],
    ['/points/', '', '/'],
    ['/points/userCenter/order', '', '/userCenter/order'],
    ['/pointsx/cart', '', '/pointsx/cart'],
    ['/procure/cart', '', '/procure/cart'],
  ])('pathInShop(points, %s%s) is %s', (pathname, search, expected) => {
    expect(pathInShop('points', { pathname, search })).toBe(expected);
  });

  const mallPaths = fc.stringMatching(MALL_PATH_PATTERN);
  const pages = fc.constantFrom(...Object.values(PAGE), ...Object.values(USER_CENTRE));
  const searches = fc.constantFrom('', '?goodsCode=G1', '?redirect=%2Fcart&x=1');

  it('pathInShop(m, shopPath(m, page) + search) gives back page + search', () => {
    fc.assert(
      fc.property(mallPaths, pages, searches, (mallPath, page, search) => {
        const pathname = shopPath(mallPath, page);
        expect(pathname).toBe(`/${mallPath}${page}`);
        expect(pathInShop(mallPath, { pathname, search })).toBe(page + search);
        expect(mallPathFrom(pathname, search)).toBe(mallPath);
      }),
    );
  });
});

describe('spec 2 §2: an address with a mallPath query moves into the shop it names (the query wins)', () => {
  it.each([
    [
      'a page under another shop moves to the named shop',
      '/points/goodDetail/goodDetail',
      '?goodsCode=G-ON-SALE&mallPath=s7815',
      '/s7815/goodDetail/goodDetail?goodsCode=G-ON-SALE',
    ],
    [
      'a page without a mall path gets the named one',
      '/helpCenter/helpCenter',
      '?mallPath=points&id=101',
      '/points/helpCenter/helpCenter?id=101',
    ],
    ['the same shop: the query just leaves', '/points/cart', '?mallPath=points', '/points/cart'],
    ['a shop root', '/points', '?mallPath=s7815', '/s7815'],
    ['the site root', '/', '?mallPath=s7815', '/s7815'],
    ['a user-centre page', '/userCenter/order', '?mallPath=procure', '/procure/userCenter/order'],
  ])('%s: %s%s → %s', (_rule, pathname, search, to) => {
    expect(mallPathQuery({ pathname, search, hash: '' })).toEqual({ kind: 'move', to });
  });

  it('keeps the hash', () => {
    expect(mallPathQuery({ pathname: '/points/cart', search: '?mallPath=s7815', hash: '#top' })).toEqual({
      kind: 'move',
      to: '/s7815/cart#top',
    });
  });

  it.each(['', '?goodsCode=G1', '?mallPath='])('no mallPath query (%s): nothing to do', (search) => {
    expect(mallPathQuery({ pathname: '/points/cart', search, hash: '' })).toEqual({ kind: 'none' });
  });

  it.each([
    '%2Fevil.example',
    '%5Cevil.example',
    '%2F%2Fevil.example',
    'https://evil.example',
    '..',
    'POINTS',
  ])('?mallPath=%s is not a mall path: ignored, with the reason', (value) => {
    const query = mallPathQuery({ pathname: '/points/cart', search: `?mallPath=${value}`, hash: '' });
    expect(query).toEqual({
      kind: 'ignored',
      value: decodeURIComponent(value),
      reason: expect.stringContaining('not a mall path'),
    });
  });
});
