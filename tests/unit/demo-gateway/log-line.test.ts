import { describe, expect, it } from 'vitest';
import { LogBook } from '../../../src/demo-gateway/log-book';

describe('the demo log as npm start prints it', () => {
  it('one line per event: time, type, name, shop, user, browser and OS, trace id, detail', () => {
    const lines: string[] = [];
    new LogBook((line) => lines.push(line)).add([
      {
        type: 'error',
        name: 'request.failed',
        at: Date.UTC(2026, 10, 20, 2),
        traceId: 'ab12',
        userId: 7,
        mallDomain: 'shop.example.com',
        mallPath: 'points',
        browser: 'Chrome 120',
        os: 'Windows',
        detail: { code: '99999', path: '/cart/addCart' },
      },
      { type: 'event', name: 'bare' },
    ]);
    expect(lines).toEqual([
      '[client log] 2026-11-20T02:00:00.000Z error request.failed shop.example.com/points user=7 ' +
        'Chrome 120/Windows trace=ab12 {"code":"99999","path":"/cart/addCart"}',
      '[client log] - event bare -/- user=- -/- trace=-',
    ]);
  });
});
