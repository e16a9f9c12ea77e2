// What passes the profile check but will look wrong: each warning names its file, JSON pointer and rule id
// (`npm run profiles:check -- --format json`), like the problems do.
import type { MenuItem } from '../generated/shop-profile';
import { someUserGets } from '../capabilities/resolve';
import {
  contrastRatio,
  hexColour,
  READABLE_CONTRAST,
  readableThemeColour,
  THEME_PAGE_BACKGROUND,
  themeTint,
} from '../domain/colour';
import { estimatedTextWidth, LABEL_SLOTS, navTabsFit } from '../domain/frame';
import type { ProfileProblem, ResolvedProfile } from '../shop/resolved-profile';
import { ENGINE_DEFAULTS_FILE } from './defaults';
import { pointerSegment } from './resolve';

/** WCAG AA for large text (18 pt, or 14 pt bold): what the nav's and buttons' white text needs at least. */
const LARGE_TEXT_CONTRAST = 3;
const WHITE = '#ffffff';

type Warn = (pointer: string, rule: string, reason: string) => ProfileProblem;

/** Every warning of one resolved profile that passed the check. */
export function profileWarnings(resolved: ResolvedProfile): ProfileProblem[] {
  const warn: Warn = (pointer, rule, reason) => ({ ...resolved.originOf(pointer), rule, reason });
  return [
    ...themeWarnings(resolved, warn),
    ...navWarnings(resolved, warn),
    ...labelWarnings(resolved, warn),
    ...menuWarnings(resolved, warn),
  ];
}

/**
 * A theme colour below WCAG AA: with white (white text on it; it as text on the white page) and on the grey
 * top bar or its own tint. The nearest colour that passes is the one the storefront shows instead.
 */
function themeWarnings({ profile }: ResolvedProfile, warn: Warn): ProfileProblem[] {
  const colour = hexColour(profile.theme?.color);
  if (!colour) return [];
  const readable = readableThemeColour(colour);
  if (readable === colour) return [];
  const onWhite = contrastRatio(colour, WHITE);
  const onGrey = Math.min(
    contrastRatio(colour, THEME_PAGE_BACKGROUND),
    contrastRatio(colour, themeTint(colour)),
  );
  const failures = [
    onWhite < READABLE_CONTRAST
      ? `${onWhite.toFixed(2)}:1 with white (white text on it, or it as text on the white page${
          onWhite < LARGE_TEXT_CONTRAST ? `; below ${LARGE_TEXT_CONTRAST}:1 even for large text` : ''
        })`
      : '',
    `${onGrey.toFixed(2)}:1 on the grey ${THEME_PAGE_BACKGROUND} or its own tint`,
  ].filter(Boolean);
  return [
    warn(
      '/theme/color',
      'theme-contrast',
      `theme colour ${colour} falls below WCAG AA ${READABLE_CONTRAST}:1 (${LARGE_TEXT_CONTRAST}:1 for large text): ` +
        `${failures.join(' and ')}; the nearest colour that passes is ${readable}, which the storefront shows instead`,
    ),
  ];
}

function navWarnings({ profile }: ResolvedProfile, warn: Warn): ProfileProblem[] {
  const tabs = [...(profile.menus?.navTabs ?? []), ...(profile.menus?.extraNavTabs ?? [])];
  const { needed, available } = navTabsFit(tabs.map((tab) => tab.title));
  if (needed <= available) return [];
  const pointer = profile.menus?.extraNavTabs?.length ? '/menus/extraNavTabs' : '/menus/navTabs';
  return [
    warn(
      pointer,
      'nav-overflow',
      `the ${tabs.length} nav tabs need about ${needed} px; the 1200 px bar has ${available} px for them ` +
        `beside the category menu: shorten or remove some`,
    ),
  ];
}

function labelWarnings({ profile }: ResolvedProfile, warn: Warn): ProfileProblem[] {
  return Object.entries(LABEL_SLOTS).flatMap(([label, slot]) => {
    const text = profile.labels?.[label as keyof typeof LABEL_SLOTS];
    const width = text === undefined ? 0 : estimatedTextWidth(text, slot.fontSize);
    return width > slot.width
      ? [
          warn(
            `/labels/${label}`,
            'label-too-long',
            `"${text}" sets about ${width} px at ${slot.fontSize} px; its slot is ${slot.width} px wide and cuts it off`,
          ),
        ]
      : [];
  });
}

/** Menu entries the shop's own files add that no user of the shop can open: their capability never holds. */
function menuWarnings(resolved: ResolvedProfile, warn: Warn): ProfileProblem[] {
  const warnings: ProfileProblem[] = [];
  const walk = (items: readonly MenuItem[], pointer: string) =>
    items.forEach((item, index) => {
      const at = `${pointer}/${index}`;
      const written = resolved.originOf(at).file !== ENGINE_DEFAULTS_FILE;
      if (written && item.capability && !someUserGets(resolved, item.capability))
        warnings.push(
          warn(
            at,
            'menu-unreachable',
            `menu entry "${item.title}" needs ${item.capability}, which no user of this shop gets: no one can open it`,
          ),
        );
      walk(item.children ?? [], `${at}/children`);
    });
  for (const [name, items] of Object.entries(resolved.profile.menus ?? {}))
    walk(items, `/menus/${pointerSegment(name)}`);
  return warnings;
}
