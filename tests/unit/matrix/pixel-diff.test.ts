import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pixelDiff } from '../../matrix/pixel-diff';

/** A white PNG of the size, with the listed pixels red. */
function png(width: number, height: number, red: readonly [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of red) image.data.set([255, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe("a draft's screen against the live one", () => {
  it('counts no change between the same pixels', () => {
    expect(pixelDiff(png(20, 10), png(20, 10)).changedPixels).toBe(0);
  });

  it('counts each changed pixel and draws the difference at the larger size', () => {
    const { changedPixels, image } = pixelDiff(
      png(20, 10),
      png(20, 10, [
        [3, 4],
        [19, 9],
      ]),
    );
    expect(changedPixels).toBe(2);
    expect(PNG.sync.read(image)).toMatchObject({ width: 20, height: 10 });
  });

  it('counts the part only one of them covers when the page grew', () => {
    const { changedPixels, image } = pixelDiff(png(20, 10), png(20, 12));
    expect(changedPixels).toBe(40);
    expect(PNG.sync.read(image)).toMatchObject({ width: 20, height: 12 });
  });
});
