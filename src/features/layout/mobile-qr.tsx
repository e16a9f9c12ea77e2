import { useMemo } from 'react';

const SIZE = 25;
const FINDER = 7;

/** A 32-bit FNV-1a hash, the seed of the pattern. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const FINDER_CORNERS: readonly [number, number][] = [
  [0, 0],
  [0, SIZE - FINDER],
  [SIZE - FINDER, 0],
];

/** Inside a finder square: whether the cell is dark (outer ring and centre); undefined outside them. */
function finderCell(row: number, column: number): boolean | undefined {
  const corner = FINDER_CORNERS.find(
    ([top, left]) => row >= top && row < top + FINDER && column >= left && column < left + FINDER,
  );
  if (!corner) return undefined;
  const [r, c] = [row - corner[0], column - corner[1]];
  return Math.min(r, c, FINDER - 1 - r, FINDER - 1 - c) !== 1;
}

/** The dark cells: three finder squares and a pattern seeded by the address. */
function cells(address: string): [number, number][] {
  let seed = hash(address) || 1;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0xffffffff;
  };
  const dark: [number, number][] = [];
  for (let row = 0; row < SIZE; row += 1) {
    for (let column = 0; column < SIZE; column += 1) {
      const finder = finderCell(row, column);
      if (finder ?? next() > 0.52) dark.push([row, column]);
    }
  }
  return dark;
}

/**
 * A QR-style picture of the shop's mobile address, drawn as an inline SVG. It is decorative (the
 * storefront has no QR encoder); the address is printed under it for people to type.
 */
export function MobileQr({ address }: { address: string }) {
  const dark = useMemo(() => cells(address), [address]);
  return (
    <figure style={{ margin: 0, padding: 12, textAlign: 'center', width: 156 }}>
      <svg
        width="132"
        height="132"
        viewBox={`-1 -1 ${SIZE + 2} ${SIZE + 2}`}
        role="img"
        aria-label="手机版二维码"
      >
        <rect x="-1" y="-1" width={SIZE + 2} height={SIZE + 2} fill="#fff" />
        {dark.map(([row, column]) => (
          <rect key={`${row}-${column}`} x={column} y={row} width="1" height="1" fill="#222" />
        ))}
      </svg>
      <figcaption style={{ fontSize: 12, color: '#666', marginTop: 6, wordBreak: 'break-all' }}>
        扫码访问手机版
        <br />
        {address}
      </figcaption>
    </figure>
  );
}
