import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { GUEST, shopFacts } from '../../engine';
import type { ResolvedProfile } from '../../engine';
import { checkProfileFolder } from '../../scripts/lib/profiles-fs';
import { ShopProvider, useShop } from '../../src/shop/shop-context';
import type { Shop } from '../../src/shop/shop-context';

// Components cannot test which shop they are in, because they cannot see it: the shop object that
// useShop() hands them carries no identity. (Lint catches the tests themselves: no-restricted-syntax in
// eslint.config.js, proved by tests/lint-fixtures.)
const IDENTITY = [
  'profile',
  'id',
  'shopId',
  'type',
  'websiteType',
  'customProject',
  'customProjectWebsiteType',
];

/** The shop as every component sees it, through useShop(). */
function shopSeenByComponents(resolved: ResolvedProfile): Shop {
  let seen: Shop | undefined;
  const Probe = () => {
    seen = useShop();
    return null;
  };
  const facts = { loggedIn: false, user: GUEST, shop: shopFacts(resolved.profile) };
  renderToString(createElement(ShopProvider, { resolved, facts, children: createElement(Probe) }));
  if (!seen) throw new Error('the probe never rendered');
  return seen;
}

/** Every number and string anywhere in a value (functions aside). */
function leaves(value: unknown): unknown[] {
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return typeof value === 'function' ? [] : [value];
}

const { shops } = await checkProfileFolder();

describe('architecture: components ask for capabilities and cannot see which shop they are in', () => {
  it('the Shop type has no identity field', () => {
    expectTypeOf<Shop>().not.toHaveProperty('profile');
    expectTypeOf<Shop>().not.toHaveProperty('id');
    expectTypeOf<Shop>().not.toHaveProperty('type');
    expectTypeOf<Shop>().not.toHaveProperty('websiteType');
    expectTypeOf<Shop>().not.toHaveProperty('customProject');
    expectTypeOf<Shop['facts']['shop']>().not.toHaveProperty('websiteType');
  });

  it.each([...shops.values()].map((resolved) => [resolved.profile.shop.mallPath, resolved] as const))(
    'useShop() in %s carries no shop id, type or custom project',
    (_, resolved) => {
      const shop = shopSeenByComponents(resolved);
      expect(Object.keys(shop).filter((key) => IDENTITY.includes(key))).toEqual([]);
      expect(Object.keys(shop.facts.shop).filter((key) => IDENTITY.includes(key))).toEqual([]);
      expect(leaves(shop)).not.toContain(resolved.profile.shop.id);
      expect(leaves(shop)).not.toContain(String(resolved.profile.shop.id));
    },
  );
});

describe('architecture: a capability is asked one at a time, with useCapability', () => {
  it('the Shop type carries no capability answers', () => {
    expectTypeOf<Shop>().not.toHaveProperty('capabilities');
    expectTypeOf<Shop>().not.toHaveProperty('explain');
  });

  it.each([...shops.values()].map((resolved) => [resolved.profile.shop.mallPath, resolved] as const))(
    'useShop() in %s hands out no capabilities',
    (_, resolved) => {
      const shop = shopSeenByComponents(resolved);
      expect(Object.keys(shop)).not.toContain('capabilities');
      expect(Object.keys(shop)).not.toContain('explain');
    },
  );
});
