import type { TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { cellStatus } from '../../matrix/contact-sheet-reporter';
import { countStatuses, renderContactSheet } from '../../matrix/contact-sheet';
import type { CellStatus, MatrixCell } from '../../matrix/contact-sheet';

const cell = (column: string, screen: string, status: CellStatus, viewport = '1440×900'): MatrixCell => ({
  project: `${column}@${viewport.split('×')[0]}`,
  column,
  columnTitle: `${column} 商城`,
  site: column === '_site',
  viewport,
  screen,
  screenTitle: screen,
  status,
  images: { actual: `images/${column}/${screen}.actual.png` },
  durationMs: 1000,
});

const sheet = (cells: MatrixCell[]) =>
  renderContactSheet({
    title: 'Screenshot matrix',
    generatedAt: '2026-11-20T02:00:00.000Z',
    wallMs: 4000,
    cells,
    orphans: [],
    playwrightReport: 'playwright/index.html',
  });

describe('contact sheet', () => {
  it('shows profiles as columns and screens as rows, one table per viewport', () => {
    const html = sheet([
      cell('points', 'home', 'same'),
      cell('procure', 'home', 'changed'),
      cell('points', 'login', 'new'),
      cell('points', 'home', 'same', '1280×800'),
    ]);
    expect(html.match(/<h2>/g)).toHaveLength(2);
    expect(html).toContain('<code>points</code>');
    expect(html).toContain('<code>procure</code>');
    expect(html).toMatch(
      /<td class="cell changed"[^>]*><a class="thumb" href="images\/procure\/home.actual.png"/,
    );
    expect(html).toContain('<td class="na">—</td>'); // procure has no login cell
    expect(html).toContain('4 screenshots');
    expect(html).toContain('1.0 s per screenshot');
  });

  it('puts site screens in a table of their own', () => {
    const html = sheet([cell('points', 'home', 'same'), cell('_site', 'root', 'same')]);
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html).toContain('site screen');
  });

  it('escapes names and keeps the embedded data from closing its script', () => {
    const html = sheet([cell('points', '<b>x</b>', 'failed')]);
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('\\u003cb>x\\u003c/b>');
  });

  it('counts statuses', () => {
    expect(
      countStatuses([cell('a', 'x', 'same'), cell('b', 'x', 'same'), cell('c', 'x', 'new')]),
    ).toMatchObject({
      same: 2,
      new: 1,
      changed: 0,
    });
  });
});

const result = (status: TestResult['status'], attachments: string[] = [], error = ''): TestResult =>
  ({
    status,
    attachments: attachments.map((name) => ({ name, contentType: 'image/png', path: `/tmp/${name}` })),
    errors: error ? [{ message: error }] : [],
  }) as unknown as TestResult;

describe('cell status', () => {
  it.each([
    ['a passing comparison', result('passed'), [], 'same'],
    ['a screen without a baseline', result('passed'), [{ type: 'matrix', description: 'new' }], 'new'],
    ['a rewritten baseline', result('passed'), [{ type: 'matrix', description: 'updated' }], 'updated'],
    [
      "a draft's screen unlike the live one",
      result('passed', ['p/home-expected.png', 'p/home-actual.png', 'p/home-diff.png']),
      [{ type: 'matrix', description: 'changed' }],
      'changed',
    ],
    [
      'a difference',
      result(
        'failed',
        ['p/home-expected.png', 'p/home-actual.png', 'p/home-diff.png'],
        '12 pixels are different',
      ),
      [],
      'changed',
    ],
    [
      'a page that never settles',
      result(
        'failed',
        ['p/home-expected.png', 'p/home-actual.png'],
        'Failed to take two consecutive stable screenshots.',
      ),
      [],
      'failed',
    ],
    ['a timeout before the capture', result('timedOut', ['screenshot']), [], 'failed'],
  ] as const)('%s is %s', (_, testResult, annotations, expected) => {
    expect(cellStatus(testResult, annotations)).toBe(expected);
  });
});
