// The report of `npm run matrix -- --draft <file>` (docs/qa.md): what the draft changes in words (profiles:diff),
// then only the screens whose pixels changed, each as live | draft | difference, then how many did not.
// A pure function of the results, like the contact sheet.
import type { ProfileChange } from '../../engine/profiles/diff';
import { escapeHtml, href } from './contact-sheet';
import type { MatrixCell } from './contact-sheet';

export interface DraftReport {
  draft: string;
  base: string;
  changes: readonly ProfileChange[];
  cells: readonly MatrixCell[];
  wallMs: number;
}

const shown = (value: unknown) => escapeHtml(value === undefined ? '（无）' : JSON.stringify(value));

function renderChange({ effect, users, kind, subject, before, after }: ProfileChange): string {
  return `<li><strong>${escapeHtml(effect)}</strong>${users ? `（${escapeHtml(users.join('、'))}）` : ''}
  <div class="detail">${kind} <code>${escapeHtml(subject)}</code>: ${shown(before.value)} → ${shown(after.value)}
  <br>was: <code>${escapeHtml(before.source)}</code><br>now: <code>${escapeHtml(after.source)}</code></div></li>`;
}

function renderScreen(cell: MatrixCell): string {
  const image = (path: string | undefined, label: string) =>
    path
      ? `<figure><a href="${href(path)}"><img src="${href(path)}" loading="lazy" alt="${escapeHtml(`${label}: ${cell.screenTitle}`)}"></a><figcaption>${label}</figcaption></figure>`
      : `<figure class="empty"><figcaption>${label}: no image</figcaption></figure>`;
  const axe = cell.axe ? ` · axe ${escapeHtml(cell.axe)}` : '';
  const failed =
    cell.status === 'failed'
      ? ` · <span class="failed">failed: ${escapeHtml(cell.message ?? '')}</span>`
      : '';
  return `<section><h3>${escapeHtml(cell.screenTitle)} <small>${escapeHtml(`${cell.screen} · ${cell.viewport}`)}${axe}${failed}</small></h3>
  <div class="trio">${image(cell.images.expected, '线上')}${image(cell.images.actual, '草稿')}${image(cell.images.diff, '差异')}</div></section>`;
}

export function renderDraftReport({ draft, base, changes, cells, wallMs }: DraftReport): string {
  const changed = cells.filter((cell) => cell.status === 'changed' || cell.status === 'failed');
  const unchanged = cells.length - changed.length;
  const perShot = cells.length ? wallMs / cells.length / 1000 : 0;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>草稿对比：${escapeHtml(draft)}</title>
<style>
body{font:14px/1.6 system-ui,sans-serif;margin:24px;color:#222}
code{background:#f3f3f3;padding:0 3px}
.detail{color:#555;font-size:12px;margin:2px 0 10px}
.trio{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
figure{margin:0}img{width:100%;border:1px solid #ccc}figcaption{text-align:center;color:#555}
section{border-top:1px solid #ddd;padding:12px 0}.failed{color:#b00020}
</style></head><body>
<h1>草稿对比：${escapeHtml(draft)}</h1>
<p>线上：<code>${escapeHtml(base)}</code> · ${cells.length} 张截图（${(wallMs / 1000).toFixed(0)} s，每张 ${perShot.toFixed(2)} s）</p>
<h2>配置变化（${changes.length}）</h2>
${changes.length ? `<ul>${changes.map(renderChange).join('\n')}</ul>` : '<p>草稿与线上配置相同。</p>'}
<h2>有变化的页面（${changed.length}）</h2>
${changed.map(renderScreen).join('\n') || '<p>没有页面发生变化。</p>'}
<h2>没有变化的页面：${unchanged} 张截图</h2>
</body></html>
`;
}
