import { describe, expect, it } from 'vitest';
import { readMainThread } from '../../../scripts/lib/main-thread-trace';
import type { TraceEvent } from '../../../scripts/lib/main-thread-trace';

const ORIGIN = 'http://127.0.0.1:4470';
const PAGE = { pid: 10, tid: 1 };
const OTHER = { pid: 20, tid: 1 };

/** A top-level task on a thread: start and wall duration in ms, thread time in ms (default: the wall time). */
const task = (
  where: { pid: number; tid: number },
  startMs: number,
  wallMs: number,
  cpuMs = wallMs,
): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...where,
});

const child = (name: string, startMs: number, wallMs: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: wallMs * 1000,
  ...PAGE,
});

/** A renderer main thread, named as Chrome names it, with an event showing what it loaded. */
const renderer = (where: { pid: number; tid: number }, url: string): TraceEvent[] => [
  { name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' }, ...where },
  { name: 'ResourceSendRequest', ph: 'I', ts: 0, args: { data: { url } }, ...where },
];

const fcpAt = (ms: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts: ms * 1000, ...PAGE });

describe('readMainThread', () => {
  it('counts the time over 50 ms of each long task as blocking, and only the part after FCP as TBT', () => {
    const read = readMainThread(
      [
        ...renderer(PAGE, `${ORIGIN}/points/home`),
        task(PAGE, 0, 120), // before FCP: blocking 70, none of it after FCP
        task(PAGE, 200, 40), // short: never blocking
        task(PAGE, 300, 100), // FCP at 340 cuts it to 60 ms: 10 ms after FCP
        task(PAGE, 500, 80), // after FCP: 30
        fcpAt(340),
      ],
      { origin: ORIGIN },
    );
    expect(read.longTasks.map((each) => [each.startMs, each.durationMs])).toEqual([
      [0, 120],
      [300, 100],
      [500, 80],
    ]);
    expect(read.busyMs).toBe(340);
    expect(read.blockingMs).toBe(70 + 50 + 30);
    expect(read.blockingAfterFcpMs).toBe(10 + 30);
    expect(read.fcpMs).toBe(340);
  });

  it("reads the page's renderer, not a busier one that loaded nothing from the page's origin", () => {
    const read = readMainThread(
      [
        ...renderer(PAGE, `${ORIGIN}/assets/index.js`),
        ...renderer(OTHER, 'chrome://omnibox-popup.top-chrome/app.js'),
        task(PAGE, 0, 60),
        task(OTHER, 0, 500),
      ],
      { origin: ORIGIN },
    );
    expect(read.longTasks.map((each) => each.durationMs)).toEqual([60]);
  });

  it('with a thread-time scale, counts CPU time times the scale: time the thread waited is not work', () => {
    const read = readMainThread(
      [
        ...renderer(PAGE, `${ORIGIN}/points/home`),
        task(PAGE, 0, 200, 10), // 40 ms at 4×: not long, however long it waited
        task(PAGE, 300, 30, 20), // 80 ms at 4×: long
      ],
      { origin: ORIGIN, threadTimeScale: 4 },
    );
    expect(read.longTasks.map((each) => each.durationMs)).toEqual([80]);
    expect(read.blockingMs).toBe(30);
  });

  it("names the kinds of work in a long task by self time, a child's time not counted in its parent", () => {
    const read = readMainThread(
      [
        ...renderer(PAGE, `${ORIGIN}/points/home`),
        task(PAGE, 0, 100),
        child('FunctionCall', 0, 70),
        child('Layout', 10, 30),
        child('Paint', 80, 20),
      ],
      { origin: ORIGIN },
    );
    expect(read.longTasks[0]?.kinds).toEqual([
      ['FunctionCall', 40],
      ['Layout', 30],
      ['Paint', 20],
    ]);
  });

  it('fails clearly when no renderer loaded the page', () => {
    expect(() => readMainThread([task(PAGE, 0, 60)], { origin: ORIGIN })).toThrow(/no renderer main thread/);
  });
});
