import { describe, expect, it } from 'vitest';
import { browserOf, systemOf, traceId } from '../../../src/lib/log/context';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
};

describe('log event context (spec 1 §7: browser and OS of every event)', () => {
  it.each([
    [UA.chromeWindows, 'Chrome 120', 'Windows'],
    [UA.edge, 'Edge 120', 'Windows'],
    [UA.safariMac, 'Safari 17', 'macOS'],
    [UA.firefoxLinux, 'Firefox 121', 'Linux'],
    [UA.chromeAndroid, 'Chrome 120', 'Android'],
    [UA.iphone, 'Safari 17', 'iOS'],
    ['curl/8.0', 'other', 'other'],
  ])('%s is %s on %s', (userAgent, browser, system) => {
    expect(browserOf(userAgent)).toBe(browser);
    expect(systemOf(userAgent)).toBe(system);
  });

  it('trace ids are 32 hex digits, different each time', () => {
    const ids = new Set(Array.from({ length: 100 }, traceId));
    expect(ids.size).toBe(100);
    [...ids].forEach((id) => expect(id).toMatch(/^[0-9a-f]{32}$/));
  });
});
