import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
// Imported from its module, not the engine's index: the index also exports the profile check (with the
// ajv validator), which must stay out of the first page load.
import { CALL_PERMISSIONS, limitsOf, ordersAreReviewed, permits, resolveCapabilities } from '../../engine';
import type {
  Capabilities,
  CapabilityKey,
  Facts,
  GuardedCall,
  Labels,
  Menus,
  ResolvedProfile,
  ShopCapabilities,
  ShopLimits,
  Theme,
} from '../../engine';

/** Labels the engine defaults always set (engine/profiles/defaults.ts); the others are optional. */
type DefaultedLabel = 'unitName' | 'shopName' | 'searchPlaceholder' | 'sourcingButton';
export type ShopLabels = Labels & Required<Pick<Labels, DefaultedLabel>>;

/**
 * Everything a component may know about the current shop: what it shows. Never who the shop is: no shop
 * id, type, custom project or raw profile, so no component can test for a shop (lint checks the same in
 * eslint.config.js); a difference between shops is a capability, asked one at a time with useCapability.
 */
export interface Shop extends Pick<ShopCapabilities, 'menus'> {
  /** The shop's first path segment, only to build links (`shopPath(mallPath, …)`); never compared. */
  mallPath: string;
  /** The shop's name in its profile (the gateway's name, when it sends one, wins: `useShopBrand`). */
  name: string;
  /** The profile's colours and logos. */
  theme: Readonly<Theme>;
  labels: ShopLabels;
  limits: ShopLimits;
  /** The menus as the profile lists them, before the user's codes and capabilities filter them. */
  configuredMenus: Readonly<Menus>;
  /** The shop's mobile site (`links.mobileSite`), an http(s) address the profile check let through. */
  mobileSite: string | undefined;
  /** The shop's orders wait for a reviewer (its tabs show 待审核 and 已驳回), whoever the user is. */
  ordersReviewed: boolean;
  facts: Facts;
}

const ShopContext = createContext<Shop | null>(null);
const CapabilitiesContext = createContext<Readonly<Capabilities> | null>(null);

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
  const { shop, capabilities } = useMemo(() => {
    const { profile } = resolved;
    const { capabilities, menus } = resolveCapabilities(resolved, facts);
    const shop: Shop = {
      menus,
      mallPath: profile.shop.mallPath,
      name: profile.shop.name,
      theme: profile.theme ?? {},
      // resolveProfile merges every profile over the engine defaults, which set these.
      labels: profile.labels as ShopLabels,
      limits: limitsOf(resolved),
      configuredMenus: profile.menus ?? {},
      mobileSite: profile.links?.mobileSite,
      ordersReviewed: ordersAreReviewed(resolved),
      facts,
    };
    return { shop, capabilities };
  }, [resolved, facts]);
  return (
    <CapabilitiesContext.Provider value={capabilities}>
      <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
    </CapabilitiesContext.Provider>
  );
}

export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() needs a <ShopProvider> above it');
  return shop;
}

/** One capability of the current shop for the current user, e.g. `useCapability('goodsCard.showPrice')`. */
export function useCapability<K extends CapabilityKey>(key: K): Capabilities[K] {
  const capabilities = useContext(CapabilitiesContext);
  if (!capabilities) throw new Error('useCapability() needs a <ShopProvider> above it');
  return capabilities[key];
}

/**
 * Whether the member may make a guarded call (its code and the shop's capability), as the gateway decides:
 * a page hides the button of an action the gateway would refuse.
 */
export function useMayCall(call: GuardedCall): boolean {
  const { facts } = useShop();
  const capabilities = useContext(CapabilitiesContext);
  if (!capabilities) throw new Error('useMayCall() needs a <ShopProvider> above it');
  return permits(CALL_PERMISSIONS[call], capabilities, facts.user.codes);
}
