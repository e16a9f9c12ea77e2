import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
// Imported from its module, not the engine's index: the index also exports the profile check (with the
// ajv validator), which must stay out of the first page load.
import { limitsOf, resolveCapabilities } from '../../engine';
import type {
  Capabilities,
  CapabilityKey,
  Facts,
  Labels,
  ResolvedProfile,
  ShopCapabilities,
  ShopLimits,
  ShopProfile,
} from '../../engine';

/** Labels the engine defaults always set (engine/profiles/defaults.ts); the others are optional. */
type DefaultedLabel = 'unitName' | 'shopName' | 'searchPlaceholder' | 'sourcingButton';
export type ShopLabels = Labels & Required<Pick<Labels, DefaultedLabel>>;

/** Everything a component may know about the current shop: its profile's data and its capabilities. */
export interface Shop extends ShopCapabilities {
  mallPath: string;
  profile: ShopProfile;
  labels: ShopLabels;
  limits: ShopLimits;
  facts: Facts;
}

const ShopContext = createContext<Shop | null>(null);

/** Provides the shop: the resolved profile plus the runtime facts (shop info, user, login state). */
export function ShopProvider({
  resolved,
  facts,
  children,
}: {
  resolved: ResolvedProfile;
  facts: Facts;
  children: ReactNode;
}) {
  const shop = useMemo<Shop>(() => {
    const { profile } = resolved;
    return {
      ...resolveCapabilities(resolved, facts),
      mallPath: profile.shop.mallPath,
      profile,
      // resolveProfile merges every profile over the engine defaults, which set these.
      labels: profile.labels as ShopLabels,
      limits: limitsOf(resolved),
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
