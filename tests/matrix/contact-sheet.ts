// The contact sheet: one static page, profiles as columns and screens as rows, one table per viewport.
// A pure function of the results, so a unit test can read what it prints.

export const STATUSES = ['changed', 'failed', 'new', 'updated', 'same', 'skipped'] as const;
export type CellStatus = (typeof STATUSES)[number];

/** Paths are relative to the contact sheet's folder. */
export interface CellImages {
  actual?: string;
  expected?: string;
  diff?: string;
}

export interface MatrixCell {
  project: string;
  /** The project's column: a mall path, or the site column. */
  column: string;
  columnTitle: string;
  /** A screen of the whole site, not of a shop (the site column). */
  site: boolean;
  viewport: string;
  screen: string;
  screenTitle: string;
  status: CellStatus;
  images: CellImages;
  /** First lines of the error, for changed and failed cells. */
  message?: string;
  /** Link into Playwright's HTML report, relative to the contact sheet. */
  reportLink?: string;
  durationMs: number;
  /** axe-core's violations: '<serious or critical>/<all>'; absent when the check did not run. */
  axe?: string;
}

export interface ContactSheet {
  title: string;
  generatedAt: string;
  /** Wall time of the whole run. */
  wallMs: number;
  cells: MatrixCell[];
  /** Baselines no test uses any more (a removed screen or profile). */
  orphans: string[];
  /** Relative link to Playwright's HTML report. */
  playwrightReport: string;
}

export const STATUS_TEXT: Record<CellStatus, string> = {
  same: 'same',
  changed: 'changed',
  new: 'new',
  updated: 'updated',
  failed: 'failed',
  skipped: 'skipped',
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** Encodes each path segment; `@` and `/` stay readable. */
export const href = (path: string) => escapeHtml(encodeURI(path).replace(/#/g, '%23').replace(/\?/g, '%3F'));

const unique = <T>(values: T[]) => [...new Set(values)];

export function countStatuses(cells: readonly MatrixCell[]): Record<CellStatus, number> {
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<CellStatus, number>;
  for (const cell of cells) counts[cell.status] += 1;
  return counts;
}

function renderCell(cell: MatrixCell | undefined, index: number): string {
  if (!cell) return '<td class="na">—</td>';
  const thumbnail = cell.images.actual ?? cell.images.expected;
  const image = thumbnail
    ? `<a class="thumb" href="${href(thumbnail)}" data-cell="${index}"><img src="${href(thumbnail)}" loading="lazy" alt="${escapeHtml(`${cell.project} ${cell.screen}`)}"></a>`
    : '<span class="thumb empty">no image</span>';
  const links = [
    cell.images.actual && `<a href="${href(cell.images.actual)}">actual</a>`,
    cell.images.expected &&
      `<a href="${href(cell.images.expected)}">${cell.status === 'updated' ? 'previous' : 'expected'}</a>`,
    cell.images.diff && `<a href="${href(cell.images.diff)}">diff</a>`,
    cell.reportLink && `<a href="${href(cell.reportLink)}">report</a>`,
  ].filter(Boolean);
  const axe = cell.axe
    ? ` · <span class="axe" title="axe-core violations: serious or critical / all">axe ${escapeHtml(cell.axe)}</span>`
    : '';
  const message = cell.message ? `<pre class="message">${escapeHtml(cell.message)}</pre>` : '';
  return `<td class="cell ${cell.status}" title="${escapeHtml(`${cell.project} · ${cell.screen} · ${cell.status}`)}">${image}<div class="meta"><span class="badge">${STATUS_TEXT[cell.status]}</span> ${links.join(' · ')}${axe}</div>${message}</td>`;
}

function renderTable(cells: readonly MatrixCell[], all: readonly MatrixCell[], corner: string): string {
  const columns = unique(cells.map((cell) => cell.column)).map((column) => ({
    column,
    title: cells.find((cell) => cell.column === column)?.columnTitle ?? column,
  }));
  const screens = unique(cells.map((cell) => cell.screen)).map((screen) => ({
    screen,
    title: cells.find((cell) => cell.screen === screen)?.screenTitle ?? screen,
  }));
  const head = columns
    .map(
      ({ column, title }) =>
        `<th><span class="column-title">${escapeHtml(title)}</span><code>${escapeHtml(column)}</code></th>`,
    )
    .join('');
  const rows = screens.map(({ screen, title }) => {
    const rowCells = columns.map(({ column }) =>
      cells.find((candidate) => candidate.screen === screen && candidate.column === column),
    );
    const differs = rowCells.some((cell) => cell !== undefined && cell.status !== 'same');
    const rendered = rowCells.map((cell) => renderCell(cell, cell ? all.indexOf(cell) : -1));
    return `<tr class="${differs ? 'differs' : 'all-same'}"><th scope="row"><span class="row-title">${escapeHtml(title)}</span><code>${escapeHtml(screen)}</code></th>${rendered.join('')}</tr>`;
  });
  return `<div class="scroll"><table><thead><tr><th>${escapeHtml(corner)}</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** The shops' table, then the site's screens in a table of their own (they have no shop). */
function renderViewport(viewport: string, cells: readonly MatrixCell[], all: readonly MatrixCell[]): string {
  const shopCells = cells.filter((cell) => !cell.site);
  const siteCells = cells.filter((cell) => cell.site);
  return `<section><h2>${escapeHtml(viewport)}</h2>${shopCells.length ? renderTable(shopCells, all, 'screen \\ profile') : ''}${siteCells.length ? renderTable(siteCells, all, 'site screen') : ''}</section>`;
}

const STYLE = `
body{font:14px/1.4 system-ui,"Noto Sans CJK SC",sans-serif;margin:16px;color:#222;background:#fafafa}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
.summary span{display:inline-block;margin-right:12px}
.legend .badge{padding:1px 6px}
.scroll{overflow-x:auto}
table{border-collapse:separate;border-spacing:4px}
th{font-weight:600;text-align:left;vertical-align:bottom;padding:4px;background:#fff}
th code,th .row-title,th .column-title{display:block}
th code{font-weight:400;color:#666;font-size:12px}
tbody th{vertical-align:middle;min-width:120px}
td{vertical-align:top;padding:4px;border:3px solid #ccc;background:#fff;width:176px}
td.na{border-style:dashed;color:#bbb;text-align:center;vertical-align:middle}
.thumb img{display:block;width:176px;height:auto;border:1px solid #ddd}
.thumb.empty{display:block;width:176px;height:100px;line-height:100px;text-align:center;color:#999;background:#eee}
.meta{font-size:12px;margin-top:2px}
.message{font-size:11px;white-space:pre-wrap;max-height:6em;overflow:auto;margin:2px 0 0;color:#7f0000}
.badge{color:#fff;border-radius:3px;padding:0 4px;font-size:11px}
.same{border-color:#2e7d32}.same .badge,.badge.same{background:#2e7d32}
.changed{border-color:#ef6c00}.changed .badge,.badge.changed{background:#ef6c00}
.new{border-color:#1565c0}.new .badge,.badge.new{background:#1565c0}
.updated{border-color:#6a1b9a}.updated .badge,.badge.updated{background:#6a1b9a}
.failed{border-color:#7f0000}.failed .badge,.badge.failed{background:#7f0000}
.skipped{border-color:#9e9e9e}.skipped .badge,.badge.skipped{background:#9e9e9e}
body.only-differences tr.all-same{display:none}
#viewer{position:fixed;inset:0;background:rgba(0,0,0,.94);display:none;overflow:auto;padding:16px;color:#fff}
#viewer.open{display:block}
#viewer .images{display:flex;gap:12px;align-items:flex-start}
#viewer figure{margin:0;flex:1;min-width:0}#viewer img{width:100%;height:auto;background:#fff}
#viewer a{color:#9cf}
`;

const SCRIPT = `
const cells = JSON.parse(document.getElementById('cells').textContent);
const viewer = document.getElementById('viewer');
document.getElementById('only-differences').addEventListener('change', (event) => {
  document.body.classList.toggle('only-differences', event.target.checked);
});
document.addEventListener('click', (event) => {
  const link = event.target.closest('a[data-cell]');
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const cell = cells[Number(link.dataset.cell)];
  if (!cell) return;
  event.preventDefault();
  const figures = [['actual', cell.images.actual], [cell.status === 'updated' ? 'previous' : 'expected', cell.images.expected], ['diff', cell.images.diff]]
    .filter(([, src]) => src)
    .map(([label, src]) => '<figure><figcaption><a href="' + encodeURI(src) + '" target="_blank">' + label + '</a></figcaption><img src="' + encodeURI(src) + '"></figure>');
  viewer.querySelector('h3').textContent = cell.project + ' · ' + cell.screen + ' · ' + cell.status;
  viewer.querySelector('.images').innerHTML = figures.join('');
  viewer.querySelector('pre').textContent = cell.message || '';
  viewer.classList.add('open');
});
viewer.addEventListener('click', (event) => { if (!event.target.closest('a')) viewer.classList.remove('open'); });
document.addEventListener('keydown', (event) => { if (event.key === 'Escape') viewer.classList.remove('open'); });
`;

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The whole page. Cells keep their order: viewports, rows and columns appear as the tests ran in order. */
export function renderContactSheet(sheet: ContactSheet): string {
  const counts = countStatuses(sheet.cells);
  const viewports = unique(sheet.cells.map((cell) => cell.viewport));
  const perShot = sheet.cells.length ? sheet.wallMs / sheet.cells.length : 0;
  const summary = STATUSES.filter((status) => counts[status] > 0)
    .map(
      (status) =>
        `<span><span class="badge ${status}">${STATUS_TEXT[status]}</span> ${counts[status]}</span>`,
    )
    .join('');
  const orphans = sheet.orphans.length
    ? `<p class="orphans">Baselines no test uses (delete them, or run <code>npm run matrix:update</code> without filters): ${sheet.orphans.map((orphan) => `<code>${escapeHtml(orphan)}</code>`).join(', ')}</p>`
    : '';
  // '<' in the JSON could close the script element early.
  const data = JSON.stringify(sheet.cells).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(sheet.title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(sheet.title)}</h1>
<p class="summary">${sheet.cells.length} screenshots · ${summary} · wall ${formatSeconds(sheet.wallMs)} (${formatSeconds(perShot)} per screenshot) · ${escapeHtml(sheet.generatedAt)} · <a href="${href(sheet.playwrightReport)}">Playwright report</a></p>
<p class="legend"><span class="badge same">same</span> matches the baseline · <span class="badge changed">changed</span> differs from it · <span class="badge new">new</span> no baseline yet (approve with <code>npm run matrix:update</code>) · <span class="badge updated">updated</span> baseline rewritten by this run · <span class="badge failed">failed</span> the screen could not be captured
<label><input type="checkbox" id="only-differences"> only rows with differences</label></p>
${orphans}
${viewports
  .map((viewport) =>
    renderViewport(
      viewport,
      sheet.cells.filter((cell) => cell.viewport === viewport),
      sheet.cells,
    ),
  )
  .join('\n')}
<div id="viewer"><h3></h3><div class="images"></div><pre></pre><p>Click anywhere or press Esc to close.</p></div>
<script type="application/json" id="cells">${data}</script>
<script>${SCRIPT}</script>
</body></html>
`;
}
