// Reads a Chrome trace (Playwright's browser.startTracing with the categories below) the way Lighthouse
// reads the main thread: the renderer's top-level tasks, the long ones (over 50 ms), the blocking time
// (the part of each long task over 50 ms) and, from the V8 sampling profiler in the same trace, which
// functions the time went to. Durations are wall time, or, with `threadTimeScale`, each event's thread
// (CPU) time times that factor: Lighthouse's simulated throttling (an unthrottled load, tasks counted 4×
// longer), and unmoved by other processes competing for the CPU.

import { samplesIn, samplesOf, selfTimes } from './trace-samples';
import type { SelfTime, TraceEvent } from './trace-samples';

export type { CallFrame, SelfTime, TraceEvent } from './trace-samples';
export { selfTimes } from './trace-samples';

export const TRACE_CATEGORIES = [
  'loading',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

export const LONG_TASK_MS = 50;

export interface LongTask {
  /** ms since the first task of the page's main thread. */
  startMs: number;
  durationMs: number;
  /** The functions the task's time went to, most first. */
  top: SelfTime[];
  /** The kinds of work it did (trace event names: FunctionCall, UpdateLayoutTree, Layout, …), most first. */
  kinds: [string, number][];
}

export interface MainThread {
  /** Sum of every top-level task, ms. */
  busyMs: number;
  longTasks: LongTask[];
  /** Sum over the long tasks of their time over 50 ms. */
  blockingMs: number;
  /** The same from the first contentful paint on: Lighthouse's Total Blocking Time (its window ends at TTI). */
  blockingAfterFcpMs: number;
  /** ms since the first task; undefined when nothing was painted. */
  fcpMs: number | undefined;
  selfTimes: SelfTime[];
  /** Self time per kind of work (trace event name) over every task, ms, most first. */
  kinds: [string, number][];
}

const isTask = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/**
 * The page's renderer main thread: of the renderers that loaded something from `origin`, the one that worked
 * the most (the browser's own WebUI renderers, such as the omnibox pop-up, load nothing from it).
 */
function pageMainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const pageProcesses = new Set(
    events.filter((event) => event.args?.data?.url?.startsWith(origin)).map((event) => event.pid),
  );
  const mains = events.filter(
    (event) => event.ph === 'M' && event.args?.name === 'CrRendererMain' && pageProcesses.has(event.pid),
  );
  const busy = (pid: number, tid: number) =>
    events
      .filter((event) => event.pid === pid && event.tid === tid && isTask(event))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const ranked = mains.map(({ pid, tid }) => ({ pid, tid, busy: busy(pid, tid) }));
  const main = ranked.sort((a, b) => b.busy - a.busy)[0];
  if (!main) throw new Error(`the trace has no renderer main thread that loaded from ${origin}`);
  return main;
}

/** Tasks not nested in another, in time order. */
function topLevelTasks(events: TraceEvent[]): TraceEvent[] {
  const tasks = [...events].sort((a, b) => a.ts - b.ts);
  const result: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    result.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return result;
}

type Duration = (event: TraceEvent) => number;

/** Self time (its duration less its children's) per event name, ms, most first; `events` sorted by start. */
function kindsOf(events: readonly TraceEvent[], durationMs: Duration): [string, number][] {
  const totals = new Map<string, number>();
  const open: TraceEvent[] = [];
  const add = (name: string, ms: number) => totals.set(name, (totals.get(name) ?? 0) + ms);
  for (const event of events) {
    while (open.length && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) add(parent.name, -durationMs(event));
    add(event.name, durationMs(event));
    open.push(event);
  }
  return [...totals].filter(([, time]) => time >= 0.5).sort((a, b) => b[1] - a[1]);
}

const blocking = (durations: readonly number[]) =>
  durations.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);

export interface ReadOptions {
  /** The page's origin (`http://127.0.0.1:4173`): which renderer is the page's. */
  origin: string;
  /** Count each event's thread time times this factor instead of its wall time (4: Lighthouse's mobile CPU). */
  threadTimeScale?: number;
  /** How many functions and kinds of work to name per long task. */
  topPerTask?: number;
}

/** The page's main thread in a trace: its tasks, the long ones and where the time went. */
export function readMainThread(
  events: TraceEvent[],
  { origin, threadTimeScale, topPerTask = 3 }: ReadOptions,
): MainThread {
  const { pid, tid } = pageMainThread(events, origin);
  const durationMs: Duration = threadTimeScale
    ? (event) => ((event.tdur ?? event.dur ?? 0) * threadTimeScale) / 1000
    : (event) => (event.dur ?? 0) / 1000;
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = topLevelTasks(onMain.filter(isTask));
  const within = (task: TraceEvent) =>
    onMain.filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0));
  const samples = samplesIn(tasks, samplesOf(events, pid), durationMs);
  const start = tasks[0]?.ts ?? 0;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts;
  const long = tasks.flatMap((task, index) => (durationMs(task) > LONG_TASK_MS ? [{ task, index }] : []));
  const longTasks = long.map(({ task, index }) => ({
    startMs: (task.ts - start) / 1000,
    durationMs: durationMs(task),
    top: selfTimes(samples[index] ?? []).slice(0, topPerTask),
    kinds: kindsOf(within(task), durationMs).slice(0, topPerTask),
  }));
  // A task that FCP falls into counts with its part after FCP, as Lighthouse counts it.
  const afterFcp = (task: TraceEvent) => {
    if (fcp === undefined) return 0;
    const wall = task.dur ?? 0;
    const part = wall === 0 ? 0 : Math.min(1, Math.max(0, (task.ts + wall - fcp) / wall));
    return durationMs(task) * part;
  };
  return {
    busyMs: tasks.reduce((sum, task) => sum + durationMs(task), 0),
    longTasks,
    blockingMs: blocking(longTasks.map((task) => task.durationMs)),
    blockingAfterFcpMs: blocking(long.map(({ task }) => afterFcp(task))),
    fcpMs: fcp === undefined ? undefined : (fcp - start) / 1000,
    selfTimes: selfTimes(samples.flat()),
    kinds: kindsOf(onMain, durationMs),
  };
}
