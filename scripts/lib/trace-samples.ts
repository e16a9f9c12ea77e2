// The V8 sampling profiler's part of a Chrome trace (its Profile and ProfileChunk events): which function
// the main thread was in, sample by sample, and the self time per function.

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: { id: number; callFrame: Partial<CallFrame> }[]; samples?: number[] };
    };
  };
}

/** Main-thread time spent in one function itself (not in what it called), in ms. */
export interface SelfTime {
  frame: CallFrame;
  ms: number;
}

interface Sample {
  ts: number;
  frame: CallFrame;
  ms: number;
}

/** The CPU samples of one process, each with the function it was in and the time until the next sample. */
export function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const frames = new Map<string, CallFrame>();
  const times = new Map<string, number>();
  const raw: { ts: number; frame: CallFrame }[] = [];
  for (const event of events) {
    if (event.pid !== pid || event.id === undefined) continue;
    const data = event.args?.data;
    if (event.name === 'Profile' && data?.startTime !== undefined) times.set(event.id, data.startTime);
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const { id, callFrame } of data.cpuProfile?.nodes ?? [])
      frames.set(`${event.id}:${id}`, {
        functionName: callFrame.functionName ?? '',
        url: callFrame.url ?? '',
        lineNumber: callFrame.lineNumber ?? -1,
        columnNumber: callFrame.columnNumber ?? -1,
      });
    let ts = times.get(event.id) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      const frame = frames.get(`${event.id}:${node}`);
      if (frame) raw.push({ ts, frame });
    });
    times.set(event.id, ts);
  }
  raw.sort((a, b) => a.ts - b.ts);
  return raw.map((sample, index) => ({
    ...sample,
    ms: ((raw[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
  }));
}

const frameKey = ({ functionName, url, lineNumber, columnNumber }: CallFrame) =>
  `${functionName}@${url}:${lineNumber}:${columnNumber}`;

const IDLE = new Set(['(idle)', '(root)']);

/** Self time per function over `samples`, most first. */
export function selfTimes(samples: readonly { frame: CallFrame; ms: number }[]): SelfTime[] {
  const totals = new Map<string, SelfTime>();
  for (const { frame, ms } of samples) {
    if (IDLE.has(frame.functionName)) continue;
    const key = frameKey(frame);
    const known = totals.get(key);
    if (known) known.ms += ms;
    else totals.set(key, { frame, ms });
  }
  return [...totals.values()].sort((a, b) => b.ms - a.ms);
}

/**
 * Each task's samples, their time cut at the task's end (a sample before an idle gap is not busy) and scaled
 * like the task's duration is counted (its thread time × the scale, when that is what is counted).
 */
export function samplesIn(
  tasks: readonly TraceEvent[],
  samples: readonly Sample[],
  durationMs: (event: TraceEvent) => number,
): Sample[][] {
  let next = 0;
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const scale = task.dur ? durationMs(task) / (task.dur / 1000) : 1;
    while (next < samples.length && (samples[next]?.ts ?? 0) < task.ts) next += 1;
    const inside: Sample[] = [];
    for (; next < samples.length && (samples[next]?.ts ?? 0) < end; next += 1) {
      const sample = samples[next] as Sample;
      inside.push({ ...sample, ms: Math.min(sample.ms, (end - sample.ts) / 1000) * scale });
    }
    return inside;
  });
}
