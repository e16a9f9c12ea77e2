// A Playwright reporter that prints one progress line per screenshot and, at the end, writes the contact
// sheet (matrix-report/index.html) with the images it shows (matrix-report/images/) and results.json.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { BASELINES_FOLDER, expectedBaselines, orphanBaselines } from './baselines';
import { countStatuses, renderContactSheet, STATUSES } from './contact-sheet';
import type { CellImages, CellStatus, ContactSheet, MatrixCell } from './contact-sheet';
import { ANNOTATION } from './capture';
import { renderDraftReport } from './draft-report';
import { matrixProfilesFolder, matrixProjects, SITE_COLUMN } from './projects';
import type { MatrixProjectMetadata } from './projects';
import { SCREENS } from './screens';

export interface ContactSheetReporterOptions {
  /** Where index.html, images/ and results.json go; relative paths are relative to the config's folder. */
  outputFolder?: string;
  /** Playwright's HTML report folder, linked from the sheet. */
  playwrightReport?: string;
}

type Annotation = { type: string; description?: string };

const IMAGE_KINDS = ['actual', 'expected', 'diff'] as const;

/** Whether a failure is toHaveScreenshot finding a difference, not the page failing to load or settle. */
function isDifference(result: TestResult): boolean {
  const names = result.attachments.map((attachment) => attachment.name);
  const has = (suffix: string) => names.some((name) => name.endsWith(`-${suffix}.png`));
  const unstable = result.errors.some((error) => /stable screenshots/.test(error.message ?? ''));
  return has('actual') && has('expected') && !unstable;
}

export function cellStatus(result: TestResult, annotations: readonly Annotation[]): CellStatus {
  const marker = annotations.find((annotation) => annotation.type === ANNOTATION.status)?.description;
  if (result.status === 'skipped') return 'skipped';
  if (result.status === 'passed')
    return marker === 'new' || marker === 'updated' || marker === 'changed' ? marker : 'same';
  return isDifference(result) ? 'changed' : 'failed';
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The useful lines of the error: without the matcher's header and the call log. */
function firstLines(result: TestResult, count = 3): string | undefined {
  const message = result.errors.map((error) => error.message ?? error.value ?? '').join('\n');
  const lines = message
    .replace(ANSI, '')
    .split(/\n\s*Call log:/)[0]!
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Snapshot:'));
  const details =
    lines.length > 1 && /^Error: expect\(page\)\.toHaveScreenshot/.test(lines[0]!) ? lines.slice(1) : lines;
  return details.length ? details.slice(0, count).join('\n') : undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

export default class ContactSheetReporter implements Reporter {
  private outputFolder = '';
  private playwrightReport = '';
  private configDir = '';
  private order = new Map<string, number>();
  private cells = new Map<string, MatrixCell>();
  private started = 0;
  private done = 0;

  constructor(private readonly options: ContactSheetReporterOptions = {}) {}

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.configDir = config.configFile ? dirname(config.configFile) : config.rootDir;
    this.outputFolder = resolve(this.configDir, this.options.outputFolder ?? 'matrix-report');
    this.playwrightReport = resolve(this.configDir, this.options.playwrightReport ?? 'playwright-report');
    suite.allTests().forEach((test, index) => this.order.set(test.id, index));
    rmSync(join(this.outputFolder, 'images'), { recursive: true, force: true });
    mkdirSync(join(this.outputFolder, 'images'), { recursive: true });
    this.started = Date.now();
    const projects = new Set(suite.allTests().map((test) => test.parent.project()?.name));
    console.log(
      `Screenshot matrix: ${this.order.size} screenshots in ${projects.size} projects, ${config.workers} workers`,
    );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project();
    const metadata = (project?.metadata ?? {}) as Partial<MatrixProjectMetadata>;
    const annotations: Annotation[] = [...test.annotations, ...(result.annotations ?? [])];
    const status = cellStatus(result, annotations);
    const projectName = project?.name ?? '';
    const cell: MatrixCell = {
      project: projectName,
      column: metadata.column ?? projectName,
      columnTitle: metadata.columnTitle ?? projectName,
      site: metadata.column === SITE_COLUMN,
      viewport: metadata.viewport ?? '',
      screen: test.title,
      screenTitle:
        annotations.find((annotation) => annotation.type === ANNOTATION.title)?.description ?? test.title,
      status,
      images: this.collectImages(projectName, test.title, status, result, annotations),
      reportLink: `${relative(this.outputFolder, this.playwrightReport)}/index.html#?testId=${test.id}`,
      durationMs: result.duration,
      axe: annotations.find((annotation) => annotation.type === ANNOTATION.axe)?.description,
      ...(status === 'changed' || status === 'failed'
        ? { message: firstLines(result, status === 'changed' ? 1 : 3) }
        : result.retry > 0
          ? { message: `passed on retry ${result.retry}` }
          : {}),
    };
    this.cells.set(test.id, cell);
    // A draft's changed screen passes (tests/matrix/capture.ts): only a failed test is run again.
    const retrying = result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries;
    if (!retrying) this.done += 1;
    const total = Math.max(this.order.size, this.done);
    const outcome = retrying ? `${status}, retrying` : status;
    const counter = retrying ? '[again]' : `[${this.done}/${total}]`;
    const line = `${counter} ${projectName} ${test.title} … ${outcome} (${seconds(result.duration)})`;
    console.log(status === 'failed' && cell.message ? `${line}\n    ${cell.message.split('\n')[0]}` : line);
  }

  /** Copies the images a cell shows into images/<project>/<screen>.<kind>.png. */
  private collectImages(
    project: string,
    screen: string,
    status: CellStatus,
    result: TestResult,
    annotations: readonly Annotation[],
  ): CellImages {
    const images: CellImages = {};
    const put = (kind: keyof CellImages, source: { path?: string; body?: Buffer }) => {
      const file = `images/${project}/${screen}.${kind}.png`;
      const target = join(this.outputFolder, file);
      try {
        mkdirSync(dirname(target), { recursive: true });
        if (source.body) writeFileSync(target, source.body);
        else if (source.path) copyFileSync(source.path, target);
        else return;
        images[kind] = file;
      } catch {
        // an image that cannot be copied leaves its link out
      }
    };
    for (const kind of IMAGE_KINDS) {
      const attachment = result.attachments.find((candidate) => candidate.name.endsWith(`-${kind}.png`));
      if (attachment) put(kind, attachment);
    }
    if (!images.actual) {
      const failureShot = result.attachments.find(
        (candidate) => candidate.name === 'screenshot' && candidate.contentType === 'image/png',
      );
      if (failureShot) put('actual', failureShot);
    }
    const baseline = annotations.find((annotation) => annotation.type === ANNOTATION.baseline)?.description;
    if (status === 'same' && baseline && !images.expected)
      put('expected', { path: resolve(this.configDir, baseline) });
    return images;
  }

  onEnd(result: FullResult): void {
    // Merged shards: the report spans them all; one run: onBegin to onEnd.
    const wallMs = result.duration > 0 ? result.duration : Date.now() - this.started;
    const cells = [...this.cells.entries()]
      .sort(([a], [b]) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0))
      .map(([, cell]) => cell);
    // Every project the profiles make, not the config's: merged shards know only the projects that ran.
    const projects = matrixProjects(matrixProfilesFolder()).map((project) => ({
      name: project.name ?? '',
      column: String((project.metadata as Partial<MatrixProjectMetadata>).column ?? project.name),
    }));
    // A draft's run compares with the live shop's screenshots of the same run: no approved baselines to prune.
    const draft = process.env.MATRIX_DRAFT_DIFF;
    const orphans = draft
      ? []
      : orphanBaselines(join(this.configDir, BASELINES_FOLDER), expectedBaselines(projects, SCREENS));
    const sheet: ContactSheet = {
      title: 'Screenshot matrix',
      generatedAt: new Date().toISOString(),
      wallMs,
      cells,
      orphans,
      playwrightReport: `${relative(this.outputFolder, this.playwrightReport)}/index.html`,
    };
    mkdirSync(this.outputFolder, { recursive: true });
    writeFileSync(
      join(this.outputFolder, 'index.html'),
      draft
        ? renderDraftReport({ ...JSON.parse(readFileSync(draft, 'utf8')), cells, wallMs })
        : renderContactSheet(sheet),
    );
    writeFileSync(
      join(this.outputFolder, 'results.json'),
      `${JSON.stringify({ status: result.status, ...sheet }, null, 2)}\n`,
    );

    const counts = countStatuses(cells);
    const summary = STATUSES.filter((status) => counts[status] > 0)
      .map((status) => `${counts[status]} ${status}`)
      .join(', ');
    const perShot = cells.length ? wallMs / cells.length : 0;
    console.log(
      `\nScreenshot matrix: ${cells.length} screenshots in ${seconds(wallMs)} (${seconds(perShot)} each): ${summary || 'none'}`,
    );
    for (const cell of cells.filter(
      (candidate) => candidate.status === 'changed' || candidate.status === 'failed',
    )) {
      console.log(
        `  ${cell.status.padEnd(7)} ${cell.project} ${cell.screen}${cell.message ? `: ${cell.message.split('\n')[0]}` : ''}`,
      );
    }
    if (orphans.length) console.log(`  baselines no test uses: ${orphans.join(', ')}`);
    console.log(`Contact sheet: ${relative(process.cwd(), join(this.outputFolder, 'index.html'))}`);
    console.log(
      `Playwright report: npx playwright show-report ${relative(process.cwd(), this.playwrightReport)}`,
    );
  }
}
