/**
 * The engine's public entry: profiles, capabilities and the storefront's domain rules.
 * The profile check (`engine/profiles/check.ts`, with the ajv standalone validator) and the loader built on
 * it (`engine/profiles/load.ts`) are the other entries, so the browser loads them lazily (and only where
 * no server answers the checked profile) and the first page never carries the validator. The wire's types,
 * which the client and the demo gateway share, have an entry of their own: `engine/contract/index.ts`.
 */
export { engineDefaults, ENGINE_DEFAULTS_FILE } from './profiles/defaults';
export { DEFAULT_THEME_COLOUR } from './domain/default-theme-colour';
export { resolveProfile, pointerSegment } from './profiles/resolve';
export type { ProfileFile, ResolveResult } from './profiles/resolve';
export { parseShopProfileLoad, withOrigins } from './shop/resolved-profile';
export type {
  ResolvedProfile,
  ResolvedProfileJson,
  Origin,
  ProfileProblem,
  ShopProfileLoad,
} from './shop/resolved-profile';
export { limitsOf } from './shop/limits';
export type { ShopLimits } from './shop/limits';
export type { CheckResult } from './profiles/check';
export {
  capabilityCatalogue,
  CAPABILITY_KEYS,
  ADDRESS_FIELDS,
  isCapabilityKey,
} from './capabilities/catalogue';
export type { Capabilities, CapabilityKey, AddressField } from './capabilities/catalogue';
export { PERMISSION_CODES } from './capabilities/permission-codes';
export { resolveCapabilities, matches, someUserGets, CATALOGUE_FILE } from './capabilities/resolve';
export { permits } from './capabilities/permits';
export type { Requirement } from './capabilities/permits';
export type { Decision, ShopCapabilities, MenuName } from './capabilities/resolve';
export { shopFacts, shopRegion, shopRegionName, GUEST } from './capabilities/facts';
export type { DeliveryRegion, Facts } from './capabilities/facts';
export { explainCapabilities } from './capabilities/explain';
export { menuDeniesPage, menuTrail } from './capabilities/menu-access';
export type * from './generated/shop-profile';
export * from './domain';
export * from './paths';
export * from './domain/link-policy';
export * from './domain/colour';
