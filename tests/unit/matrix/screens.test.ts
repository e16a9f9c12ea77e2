import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../matrix/screens';

describe('matrix screens', () => {
  it('have unique names that are safe as file names', () => {
    const names = SCREENS.map((screen) => screen.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have routes from the root of the shop or the site', () => {
    for (const screen of SCREENS) expect(screen.route).toMatch(/^\//);
  });
});
