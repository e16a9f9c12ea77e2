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

type Rgb = readonly [red: number, green: number, blue: number];

/** The 0–255 channels of a hex colour that `hexColour` accepted: rgbOf('#e22') is [238, 34, 34]. */
export function rgbOf(colour: string): Rgb {
  const digits = colour.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/**
 * The colour with its HSL lightness moved by `amount` (−1…1, clamped), as a 6-digit hex colour:
 * shade('#E32929', -0.1) darkens by 10 %. The same arithmetic as polished's darken and lighten (a test
 * holds them equal), written here so the theme's shades cost the first page load no colour library.
 */
export function shade(colour: string, amount: number): string {
  const [red, green, blue] = rgbOf(colour).map((channel) => channel / 255) as unknown as Rgb;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const delta = max - min;
  const lightness = Math.min(1, Math.max(0, (max + min) / 2 + amount));
  if (delta === 0) return hex([lightness, lightness, lightness]);
  const oldLightness = (max + min) / 2;
  const saturation = oldLightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const sector =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const rgb: Rgb = (
    [
      [chroma, second, 0],
      [second, chroma, 0],
      [0, chroma, second],
      [0, second, chroma],
      [second, 0, chroma],
      [chroma, 0, second],
    ] as const
  )[Math.floor(sector) % 6] ?? [0, 0, 0];
  return hex(rgb.map((channel) => channel + lightness - chroma / 2) as unknown as Rgb);
}

const hex = (channels: Rgb): string =>
  `#${channels
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2.1 relative luminance of a hex colour (0 black … 1 white). */
function luminance(colour: string): number {
  const linear = rgbOf(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/** WCAG 2.1 contrast ratio of two hex colours, 1 to 21: contrastRatio('#767676', '#fff') is 4.54…. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text. */
export const READABLE_CONTRAST = 4.5;

/**
 * The darkest background text in the theme colour sits on: the top bar's grey (its cart count). Readable
 * there, it is readable on the lighter page grey and white too, and so is white text on the colour.
 */
export const THEME_PAGE_BACKGROUND = '#f2f2f2';

/** How far each step darkens, in HSL lightness: small enough to keep the shop's hue recognisable. */
const DARKEN_STEP = 0.01;

/**
 * The theme colour, darkened only as much as it takes to be readable as text on the page background, on
 * its own faint tint and under white text (WCAG AA, 4.5:1): readableThemeColour('#F60') is a deep orange; a dark enough
 * colour comes back unchanged as it was given.
 */
export function readableThemeColour(colour: string): string {
  const readableOn = (candidate: string) =>
    contrastRatio(candidate, THEME_PAGE_BACKGROUND) >= READABLE_CONTRAST &&
    contrastRatio(candidate, themeTint(candidate)) >= READABLE_CONTRAST;
  let readable = colour;
  for (let step = 1; !readableOn(readable); step += 1) readable = shade(colour, -DARKEN_STEP * step);
  return readable;
}

/** How strongly the theme's faint tint (a highlighted row, a flash-sale bar) carries the colour. */
export const THEME_TINT_ALPHA = 0.08;

/** The faint tint of a colour as it shows on white: themeTint('#000') is '#ebebeb'. */
export function themeTint(colour: string): string {
  return hex(
    rgbOf(colour).map(
      (channel) => (channel * THEME_TINT_ALPHA + 255 * (1 - THEME_TINT_ALPHA)) / 255,
    ) as unknown as Rgb,
  );
}
