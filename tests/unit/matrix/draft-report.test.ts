// The draft matrix's report (docs/qa.md): the profile changes in words on top, only the changed screens as
// live | draft | difference, then the count of the screens that did not change.
import { describe, expect, it } from 'vitest';
import type { CellStatus, MatrixCell } from '../../matrix/contact-sheet';
import { renderDraftReport } from '../../matrix/draft-report';

const cell = (screen: string, status: CellStatus): MatrixCell => ({
  project: 'points@1440',
  column: 'points',
  columnTitle: 'points 积分商城',
  site: false,
  viewport: '1440×900',
  screen,
  screenTitle: `${screen} 页`,
  status,
  images: {
    expected: `images/points@1440/${screen}.expected.png`,
    actual: `images/points@1440/${screen}.actual.png`,
    ...(status === 'changed' ? { diff: `images/points@1440/${screen}.diff.png` } : {}),
  },
  durationMs: 500,
  axe: '0/0',
});

const report = (cells: MatrixCell[]) =>
  renderDraftReport({
    draft: 'drafts/points.json',
    base: 'shop-profiles/points.json',
    changes: [
      {
        kind: 'capability',
        subject: 'goodsCard.showPrice',
        before: { value: true, source: 'default engine/capabilities/catalogue.ts#/goodsCard.showPrice' },
        after: { value: false, source: 'profile drafts/points.json#/capabilities/goodsCard.showPrice' },
        effect: '商品卡片不再显示价格',
      },
    ],
    cells,
    wallMs: 2000,
  });

describe('draft report', () => {
  it('puts the profile diff first, then only the changed screens as live, draft and difference', () => {
    const html = report([cell('home', 'changed'), cell('login', 'same'), cell('cart', 'same')]);
    expect(html.indexOf('商品卡片不再显示价格')).toBeLessThan(html.indexOf('有变化的页面（1）'));
    expect(html).toContain('profile drafts/points.json#/capabilities/goodsCard.showPrice');
    expect(html).toContain('home 页');
    expect(html).not.toContain('login 页');
    for (const kind of ['expected', 'actual', 'diff'])
      expect(html).toContain(`images/points@1440/home.${kind}.png`);
    expect(html).toContain('没有变化的页面：2 张截图');
    expect(html).toContain('3 张截图（2 s，每张 0.67 s）');
  });

  it('says when no screen changed', () => {
    expect(report([cell('home', 'same')])).toContain('没有页面发生变化。');
  });
});
