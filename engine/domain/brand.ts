// The shop's brand (spec 1 §1, §3, §5): its name, logo, colour and footer colours. Each comes from the
// gateway when it sends one, else from the shop's profile, else from the engine's default.
import type { Labels, Theme } from '../generated/shop-profile';
import { DEFAULT_THEME_COLOUR } from './default-theme-colour';
import { hexColour } from './colour';

/** The footer's colours when neither the help centre nor the profile sets them. */
export const DEFAULT_FOOTER_COLOURS = { background: '#2b2b2b', text: '#b8b8b8' } as const;

export type BrandSource = 'gateway' | 'profile' | 'default';

export interface BrandValue<T> {
  value: T;
  source: BrandSource;
  /** What the gateway sent that is no hex colour, so was not used (it would be pasted into CSS). */
  refused?: string;
}

/** What the profile says about the brand: the shop's name, its theme and its labels (shopName). */
export interface BrandProfile {
  name?: string | null;
  theme?: Readonly<Theme> | null;
  labels?: Readonly<Labels> | null;
}

/** What the gateway says: the shop info, the shop theme and the help centre's customer service. */
export interface BrandGatewayFacts {
  websiteName?: string | null;
  websitePcLogo?: string | null;
  pcThemeColor?: string | null;
  websiteBottomColor?: string | null;
  websiteBottomFontColor?: string | null;
}

export interface ShopBrand {
  name: BrandValue<string>;
  /** The desktop logo; undefined when neither the gateway nor the profile names one (the name is shown). */
  logo: BrandValue<string | undefined>;
  colour: BrandValue<string>;
  footerBackground: BrandValue<string>;
  footerText: BrandValue<string>;
}

/** The first of the gateway's and the profile's values that is set (a non-empty string), else the default. */
function firstSet<T>(gateway: string | null | undefined, profile: string | null | undefined, fallback: T) {
  if (gateway) return { value: gateway, source: 'gateway' } as const;
  if (profile) return { value: profile, source: 'profile' } as const;
  return { value: fallback, source: 'default' } as const;
}

/** The gateway's colour when it is a hex colour, else the profile's when it is one, else the default. */
function colourOf(
  gateway: string | null | undefined,
  profile: string | null | undefined,
  fallback: string,
): BrandValue<string> {
  const chosen = firstSet(hexColour(gateway), hexColour(profile), fallback);
  return gateway && !hexColour(gateway) ? { ...chosen, refused: gateway } : chosen;
}

/**
 * The shop's brand: each value the gateway's when it sends one, else the profile's, else the default, with
 * where it came from. The name defaults to the label shopName (商城首页, spec 1 §1); colours must be 3- or
 * 6-digit hex colours (spec 1 §5), the shop colour defaulting to #E32929.
 * @example shopBrand({ name: '积分商城' }, { pcThemeColor: '#1677ff' }).colour → { value: '#1677ff', source: 'gateway' }
 */
export function shopBrand(profile: BrandProfile, gateway: BrandGatewayFacts = {}): ShopBrand {
  const theme = profile.theme ?? {};
  return {
    name: firstSet(gateway.websiteName, profile.name, profile.labels?.shopName ?? ''),
    logo: firstSet(gateway.websitePcLogo, theme.pcLogo || theme.logo, undefined),
    colour: colourOf(gateway.pcThemeColor, theme.color, DEFAULT_THEME_COLOUR),
    footerBackground: colourOf(
      gateway.websiteBottomColor,
      theme.footerBackground,
      DEFAULT_FOOTER_COLOURS.background,
    ),
    footerText: colourOf(gateway.websiteBottomFontColor, theme.footerText, DEFAULT_FOOTER_COLOURS.text),
  };
}
