import fc from 'fast-check';
import { getContrast } from 'polished';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  READABLE_CONTRAST,
  readableThemeColour,
  THEME_PAGE_BACKGROUND,
  themeTint,
} from '../../../engine/domain/colour';

const hexColours = fc.stringMatching(/^[0-9a-fA-F]{6}$/).map((digits) => `#${digits}`);

describe('contrast (WCAG 2.1): the ratio polished gives', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#767676', '#ffffff', 4.54],
    ['#F60', '#f5f5f5', 2.69],
  ])('contrastRatio(%s, %s) ≈ %s', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 2);
  });

  it('any two colours, in either order', () => {
    fc.assert(
      fc.property(hexColours, hexColours, (first, second) => {
        // polished rounds to two decimals and linearises a little differently near black: within 1 %.
        const ratio = contrastRatio(first, second);
        expect(Math.abs(ratio - getContrast(first, second)) / ratio).toBeLessThan(0.01);
        expect(contrastRatio(first, second)).toBe(contrastRatio(second, first));
      }),
    );
  });
});

describe('the readable theme colour: WCAG AA (4.5:1) as text on the page, on its tint and under white text', () => {
  it('themeTint is the colour at 8 % on white', () => {
    expect(themeTint('#000000')).toBe('#ebebeb');
    expect(themeTint('#ffffff')).toBe('#ffffff');
  });

  it('keeps a colour that is readable already', () => {
    expect(readableThemeColour('#2C3E50')).toBe('#2C3E50');
    expect(readableThemeColour('#8E44AD')).toBe('#8E44AD');
  });

  it('darkens a light one just enough: #F60 becomes #b84900', () => {
    expect(readableThemeColour('#F60')).toBe('#b84900');
  });

  it('any colour comes out readable on the page background and under white text', () => {
    fc.assert(
      fc.property(hexColours, (colour) => {
        const readable = readableThemeColour(colour);
        expect(contrastRatio(readable, THEME_PAGE_BACKGROUND)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        expect(contrastRatio(readable, themeTint(readable))).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      }),
    );
  });
});
