import { useMemo } from 'react';
import { encode } from 'uqr';

/** Light modules around the code, as the QR standard asks, so a scanner finds its edges. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules: a 1×1 square per module, in module units. */
function darkModules(rows: readonly (readonly boolean[])[]): string {
  return rows.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
}

/**
 * A scannable QR code of `text`, drawn as an inline SVG. The encoder (uqr) comes with this module, so
 * import it lazily where the code is not on screen at first.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const code = encode(text, { ecc: 'M', border: QUIET_ZONE });
    return { path: darkModules(code.data), modules: code.size };
  }, [text]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
