// The desktop frame's fixed measures that texts from a profile must fit: the components size themselves
// from these, and the profile check warns when a nav or a label would not fit (engine/profiles/warnings.ts).

/** The storefront's content width, centred. */
export const CONTENT_WIDTH = 1200;

/** The nav bar under the header: the category pop-up's trigger, then the tabs. */
export const NAV_BAR = {
  categoryMenuWidth: 220,
  /** Space before the first tab. */
  tabsStart: 12,
  /** Each side of a tab's title. */
  tabPadding: 22,
  fontSize: 16,
} as const;

/** The header's search box: the input and its button inside a bordered box. */
export const SEARCH_BOX = {
  width: 560,
  border: 2,
  buttonWidth: 96,
  inputPadding: 12,
  inputFontSize: 14,
} as const;

/**
 * How wide a text sets, in px, estimated without a browser: Chinese characters and other full-width forms
 * take one em; everything else is taken at 0.6 em, a little wider than most Latin letters and digits.
 */
export function estimatedTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text)
    ems +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        character,
      )
        ? 1
        : 0.6;
  return Math.ceil(ems * fontSize);
}

/** The width the nav tabs with these titles take, and the width the bar has for them. */
export function navTabsFit(titles: readonly string[]): { needed: number; available: number } {
  const needed = titles.reduce(
    (sum, title) => sum + estimatedTextWidth(title, NAV_BAR.fontSize) + 2 * NAV_BAR.tabPadding,
    0,
  );
  return { needed, available: CONTENT_WIDTH - NAV_BAR.categoryMenuWidth - NAV_BAR.tabsStart };
}

/** The labels that sit in a slot of fixed width: the width their text has, and its font size. */
export const LABEL_SLOTS = {
  searchPlaceholder: {
    width: SEARCH_BOX.width - 2 * SEARCH_BOX.border - SEARCH_BOX.buttonWidth - 2 * SEARCH_BOX.inputPadding,
    fontSize: SEARCH_BOX.inputFontSize,
  },
} as const;
