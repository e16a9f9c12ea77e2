import {
  DEFAULT_THEME_COLOUR,
  hexColour,
  readableThemeColour,
  rgbOf,
  shade,
  THEME_TINT_ALPHA,
} from '../../engine';

/** The shop colour when it is a 3- or 6-digit hex colour, else the default (spec 1 §5). */
export function themeColour(candidate: string | null | undefined): string {
  return hexColour(candidate) ?? DEFAULT_THEME_COLOUR;
}

/**
 * The styled-components theme: the shop colour, darkened where it is too light to read as text or under
 * white text (`profiles:check` warns about such a colour), and the shades derived from it.
 */
export function shopTheme(colour: string | null | undefined) {
  const primary = readableThemeColour(themeColour(colour));
  const [red, green, blue] = rgbOf(primary);
  return {
    primary,
    primaryDark: shade(primary, -0.1),
    primaryLight: shade(primary, 0.35),
    primaryFaint: `rgba(${red}, ${green}, ${blue}, ${THEME_TINT_ALPHA})`,
    text: '#333333',
    // Readable as text (WCAG AA 4.5:1) on the page grey and on the theme's faint tint.
    muted: '#666666',
    border: '#e5e5e5',
    background: '#f5f5f5',
    // Errors keep the spec's red whatever the shop's colour.
    danger: DEFAULT_THEME_COLOUR,
  };
}

export type ShopTheme = ReturnType<typeof shopTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ShopTheme {}
}
