// A Playwright reporter for the end of a run: where its time went. The slowest tests, each step's total
// (the matrix's open, wait, settle, capture, accessibility …), the retries, and of those the captures whose
// frame never came (the matrix's frame stall). The matrix's config lists it (docs/testing.md);
// `TIMING_SLOWEST` sets how many tests are listed (10).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A capture that timed out waiting for Chromium's frame (tests/matrix/capture.ts gives up after 2.5 s). */
const frameStall = (message = '') => /screenshot/i.test(message) && /timeout/i.test(message);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface RunTiming {
  tests: number;
  wallMs: number;
  slowest: { title: string; ms: number }[];
  steps: { title: string; ms: number }[];
  retries: number;
  frameStalls: number;
}

/** The figures of one run, from each test's final result and every attempt's errors. */
export function runTiming(
  results: readonly { title: string; result: TestResult }[],
  wallMs: number,
  slowestCount = 10,
): RunTiming {
  const finals = new Map<string, { title: string; result: TestResult }>();
  const steps = new Map<string, number>();
  let retries = 0;
  let frameStalls = 0;
  for (const entry of results) {
    finals.set(entry.title, entry);
    if (entry.result.retry > 0) retries += 1;
    for (const step of entry.result.steps)
      steps.set(step.title, (steps.get(step.title) ?? 0) + step.duration);
  }
  for (const { result } of results) {
    const failedAttempt = result.status !== 'passed' && result.status !== 'skipped';
    if (failedAttempt && result.errors.some((error) => frameStall(error.message))) frameStalls += 1;
  }
  const everyAttempt = [...finals.keys()].map((title) => ({
    title,
    ms: results
      .filter((entry) => entry.title === title)
      .reduce((sum, entry) => sum + entry.result.duration, 0),
  }));
  return {
    tests: finals.size,
    wallMs,
    slowest: everyAttempt.sort((a, b) => b.ms - a.ms).slice(0, slowestCount),
    steps: [...steps].map(([title, ms]) => ({ title, ms })).sort((a, b) => b.ms - a.ms),
    retries,
    frameStalls,
  };
}

export function formatTiming(timing: RunTiming): string {
  const perTest = timing.tests ? timing.wallMs / timing.tests : 0;
  const lines = [
    `Timing: ${timing.tests} tests in ${seconds(timing.wallMs)} of wall time, ${seconds(perTest)} a test`,
    `  retries: ${timing.retries}, of which frame stalls (a capture whose frame never came): ${timing.frameStalls}`,
  ];
  if (timing.steps.length) {
    const total = timing.steps.reduce((sum, step) => sum + step.ms, 0);
    lines.push('  time in steps, all tests (worker time, not wall time):');
    for (const step of timing.steps)
      lines.push(
        `    ${step.title.padEnd(24)} ${seconds(step.ms).padStart(9)}  ${((100 * step.ms) / total).toFixed(0)} %`,
      );
  }
  lines.push(`  slowest ${timing.slowest.length} (every attempt counted):`);
  for (const test of timing.slowest) lines.push(`    ${seconds(test.ms).padStart(8)}  ${test.title}`);
  return lines.join('\n');
}

export default class TimingReporter implements Reporter {
  private readonly results: { title: string; result: TestResult }[] = [];
  private started = Date.now();

  printsToStdio(): boolean {
    return true;
  }

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name;
    this.results.push({
      title: `${project ? `${project} ` : ''}${test.titlePath().slice(3).join(' › ')}`,
      result,
    });
  }

  onEnd(result: FullResult): void {
    const wallMs = result.duration > 0 ? result.duration : Date.now() - this.started;
    const slowest = Number(process.env.TIMING_SLOWEST ?? 10);
    console.log(`\n${formatTiming(runTiming(this.results, wallMs, slowest))}`);
  }
}
