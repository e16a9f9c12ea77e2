/**
 * The engine's public entry: profiles, capabilities and the storefront's domain rules.
 * The profile check (`engine/profiles/check.ts`, with the ajv standalone validator) is the one other
 * entry, so the browser loads it lazily and the first page never carries the validator.
 */
export { engineDefaults, ENGINE_DEFAULTS_FILE } from './profiles/defaults';
export { DEFAULT_THEME_COLOUR } from './profiles/default-theme-colour';
export { resolveProfile, pointerSegment } from './profiles/resolve';
export type { ProfileFile, ResolvedProfile, Origin, ResolveResult } from './profiles/resolve';
export { limitsOf } from './profiles/limits';
export type { ShopLimits } from './profiles/limits';
export type { CheckResult, ProfileProblem } from './profiles/check';
export {
  capabilityCatalogue,
  CAPABILITY_KEYS,
  ADDRESS_FIELDS,
  isCapabilityKey,
} from './capabilities/catalogue';
export type { Capabilities, CapabilityKey, AddressField } from './capabilities/catalogue';
export { PERMISSION_CODES } from './capabilities/permission-codes';
export { resolveCapabilities, shopFacts, matches, GUEST, CATALOGUE_FILE } from './capabilities/resolve';
export type { Facts, Decision, ShopCapabilities, MenuName } from './capabilities/resolve';
export { explainCapabilities } from './capabilities/explain';
export type * from './generated/shop-profile';
export * from './domain';
export * from './paths';
export * from './domain/link-policy';
export * from './domain/colour';
