// A draft's screen against its live shop's (npm run matrix -- --draft): how many pixels differ, and an image
// of the difference. Playwright's matcher would fail the test on a difference, and a failed test costs a new
// worker and browser; a draft's run expects differences, so it counts them itself and passes.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The same per-pixel colour tolerance as the matrix's toHaveScreenshot (matrix.config.ts). */
const THRESHOLD = 0.1;

/** The image on a canvas of the given size; the part it does not cover is transparent (counted as changed). */
function onCanvas(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas.data;
}

export interface PixelDiff {
  changedPixels: number;
  /** The difference as a PNG: changed pixels red over the live screen faded. */
  image: Buffer;
}

export function pixelDiff(live: Buffer, draft: Buffer): PixelDiff {
  const before = PNG.sync.read(live);
  const after = PNG.sync.read(draft);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  const changedPixels = pixelmatch(
    onCanvas(before, width, height),
    onCanvas(after, width, height),
    output.data,
    width,
    height,
    { threshold: THRESHOLD },
  );
  // Fast compression: the image is looked at once, in the report.
  return { changedPixels, image: PNG.sync.write(output, { deflateLevel: 1 }) };
}
