import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { resolveCapabilities } from '../../engine';
import type { Capabilities, CapabilityKey, Facts, Labels, Limits, ResolvedProfile, ShopCapabilities, ShopProfile } from '../../engine';

/** Everything a component may know about the current shop: its profile's data and its capabilities. */
export interface Shop extends ShopCapabilities {
  mallPath: string;
  profile: ShopProfile;
  labels: Labels;
  limits: Limits;
  facts: Facts;
}

const ShopContext = createContext<Shop | null>(null);

/** Provides the shop: the resolved profile plus the runtime facts (shop info, user, login state). */
export function ShopProvider({ resolved, facts, children }: { resolved: ResolvedProfile; facts: Facts; children: ReactNode }) {
  const shop = useMemo<Shop>(() => {
    const { profile } = resolved;
    return {
      ...resolveCapabilities(resolved, facts),
      mallPath: profile.shop.mallPath,
      profile,
      labels: profile.labels ?? {},
      limits: profile.limits ?? {},
      facts,
    };
  }, [resolved, facts]);
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() needs a <ShopProvider> above it');
  return shop;
}

/** One capability of the current shop for the current user, e.g. `useCapability('goodsCard.showPrice')`. */
export function useCapability<K extends CapabilityKey>(key: K): Capabilities[K] {
  return useShop().capabilities[key];
}
