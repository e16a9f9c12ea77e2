// Colours from a profile or the gateway reach CSS: only a 3- or 6-digit hex colour may (spec 1 §5).

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour when it is a 3- or 6-digit hex colour (surrounding spaces ignored), else undefined:
 * `hexColour(' #e22 ')` is '#e22'; `hexColour('#000;} body{visibility:hidden} x{')` is undefined.
 */
export function hexColour(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  const colour = candidate.trim();
  return HEX_COLOUR.test(colour) ? colour : undefined;
}
