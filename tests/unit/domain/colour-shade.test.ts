import fc from 'fast-check';
import { darken, lighten, parseToRgb } from 'polished';
import { describe, expect, it } from 'vitest';
import { rgbOf, shade } from '../../../engine/domain/colour';

const channels = (colour: string) => {
  const { red, green, blue } = parseToRgb(colour);
  return [red, green, blue];
};
const hexDigits = fc.stringMatching(/^[0-9a-fA-F]{6}$|^[0-9a-fA-F]{3}$/);

describe('theme shades: the same colours polished gives', () => {
  it.each([
    ['#E32929', -0.1],
    ['#E32929', 0.35],
    ['#1E88E5', -0.1],
    ['#fff', 0.35],
    ['#000', -0.1],
    ['#808080', 0.2],
  ])('shade(%s, %s)', (colour, amount) => {
    const expected = amount < 0 ? darken(-amount, colour) : lighten(amount, colour);
    expect(rgbOf(shade(colour, amount))).toEqual(channels(expected));
  });

  it('any hex colour, darkened or lightened by any amount', () => {
    fc.assert(
      fc.property(hexDigits, fc.double({ min: -1, max: 1, noNaN: true }), (digits, amount) => {
        const colour = `#${digits}`;
        const expected = amount < 0 ? darken(-amount, colour) : lighten(amount, colour);
        expect(rgbOf(shade(colour, amount))).toEqual(channels(expected));
      }),
      { numRuns: 2000 },
    );
  });

  it('rgbOf reads 3- and 6-digit colours', () => {
    expect(rgbOf('#e22')).toEqual([238, 34, 34]);
    expect(rgbOf(' #1E88E5 ')).toEqual([30, 136, 229]);
  });
});
