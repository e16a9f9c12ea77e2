import { describe, expect, it } from 'vitest';
import { checkLink, hexColour } from '../../../engine';

describe('link policy: only http(s), pages of the shop and mailto:/tel: are followed', () => {
  it.each([
    ['https://example.com/a?b=1', { kind: 'web', href: 'https://example.com/a?b=1' }],
    ['HTTP://Example.com', { kind: 'web', href: 'HTTP://Example.com' }],
    ['  https://example.com  ', { kind: 'web', href: 'https://example.com' }],
    ['/helpCenter/helpCenter?id=101', { kind: 'shop', path: '/helpCenter/helpCenter?id=101' }],
    ['/', { kind: 'shop', path: '/' }],
    ['mailto:service@example.com', { kind: 'contact', href: 'mailto:service@example.com' }],
    ['tel:400-800-8888', { kind: 'contact', href: 'tel:400-800-8888' }],
    ['TEL:400', { kind: 'contact', href: 'TEL:400' }],
  ])('allowed: %j', (address, target) => {
    expect(checkLink(address)).toEqual({ ok: true, target });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(document.cookie)', 'javascript:'],
    [' JavaScript:alert(1)', 'javascript:'],
    ['\u0000javascript:alert(1)', 'javascript:'],
    ['\u001fjavascript:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'javascript:'],
    ['java\nscript:alert(1)', 'javascript:'],
    ['jav\rascript:alert(1)', 'javascript:'],
    ['javascript:alert(1)\n', 'javascript:'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'data:'],
    ['DATA:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    ['blob:https://example.com/uuid', 'blob:'],
    ['ftp://example.com', 'ftp:'],
  ])('refused scheme: %j', (address, scheme) => {
    const result = checkLink(address);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(`${scheme} addresses are refused`);
  });

  it.each([
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    '\u00a0javascript:alert(1)',
    'helpCenter/helpCenter?id=1',
    'http:///path-without-host',
    'https:example.com',
    'http:\\\\example.com',
  ])('refused, not an allowed address: %j', (address) => {
    const result = checkLink(address);
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(/not an allowed address|refused/),
    });
  });

  it.each(['//evil.example/path', '/\\evil.example', ' //evil.example', '/\t/evil.example'])(
    'protocol-relative addresses leave the shop unannounced: refused %j',
    (address) => {
      expect(checkLink(address)).toEqual({
        ok: false,
        reason: expect.stringContaining('protocol-relative addresses are refused'),
      });
    },
  );

  it.each([undefined, null, '', '   ', '\t\n'])('a missing address (%j) is refused', (address) => {
    expect(checkLink(address)).toEqual({ ok: false, reason: 'the address is empty' });
  });

  it('where contact links make no sense (images), mailto: and tel: are refused', () => {
    expect(checkLink('tel:400', { contact: false })).toEqual({
      ok: false,
      reason: 'tel: addresses are refused (allowed: http(s)://, /path)',
    });
    expect(checkLink('/logo.png', { contact: false }).ok).toBe(true);
  });
});

describe('colours from a profile or the gateway: a 3- or 6-digit hex colour, or none (spec 1 §5)', () => {
  it.each([
    ['#E32929', '#E32929'],
    ['#e22', '#e22'],
    [' #abcdef ', '#abcdef'],
    ['#000;} body{visibility:hidden} x{', undefined],
    ['red', undefined],
    ['#12345', undefined],
    ['#1234567', undefined],
    ['rgb(0,0,0)', undefined],
    ['#ggg', undefined],
    ['', undefined],
    [null, undefined],
    [42, undefined],
  ])('%j → %j', (candidate, colour) => {
    expect(hexColour(candidate)).toBe(colour);
  });
});
