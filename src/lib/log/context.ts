// What every log event carries besides itself (spec 1 §7): a trace id, the browser and the OS.
import { randomId } from '../random-id';

/** This client: the PC storefront (a shop's other clients, such as H5, log under their own names). */
export const PLATFORM = 'PC';

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Firefox', /Firefox\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['Windows', /Windows/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/** `Chrome 120`, from the user agent; `other` when none is recognised. */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'other';
}

export function systemOf(userAgent: string): string {
  return SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
}

/** A log event's trace id. */
export const traceId = randomId;
