import { CAPABILITY_KEYS } from './catalogue';
import type { CapabilityKey } from './catalogue';
import type { ShopCapabilities } from './resolve';

/** One line per capability: its value and where it came from, e.g. `nav.homeTab = false  ← profile shop-profiles/presets/dropshipping.json#/capabilities/nav.homeTab`. */
export function explainCapabilities(resolved: ShopCapabilities, only?: CapabilityKey): string[] {
  return (only ? [only] : CAPABILITY_KEYS).map((key) => {
    const decision = resolved.explain(key);
    const layer = decision.rule ? `rule "${decision.rule}"` : decision.layer;
    return `${key} = ${JSON.stringify(decision.value)}  ← ${layer} ${decision.file}#${decision.pointer}`;
  });
}
