// jsdom lays nothing out: a virtualised list (the favourites, the region picker) sees a 0 px high scroller and
// renders no row. This gives the scroller labelled `label` the height its style gives it in a browser.
import { afterEach, beforeEach, vi } from 'vitest';

export function givenListHeight(label: string, height: number): void {
  let spy: { mockRestore(): void } | undefined;
  beforeEach(() => {
    spy = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('aria-label') === label ? height : 0;
    });
  });
  afterEach(() => spy?.mockRestore());
}
