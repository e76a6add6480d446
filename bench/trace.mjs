// Reading a Chromium trace of the typing: the main-thread work each key cost.

/** Trace event names → what the time was spent on; nested events without a kind inherit their parent's. */
const WORK_KINDS = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY': 'gc',
};

/** CPU time of the thread's events within [from, to), by kind (self time: children are subtracted). */
function workByKind(events, from, to) {
  const inside = events.filter((e) => e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = {};
  const stack = [];
  const time = (e) => e.tdur ?? e.dur;
  for (const e of inside) {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= e.ts) {
      const done = stack.pop();
      kinds[done.kind] = (kinds[done.kind] ?? 0) + Math.max(0, time(done.event) - done.children);
    }
    const parent = stack.at(-1);
    if (parent) parent.children += time(e);
    stack.push({ event: e, kind: WORK_KINDS[e.name] ?? parent?.kind ?? 'other', children: 0 });
  }
  for (const done of stack)
    kinds[done.kind] = (kinds[done.kind] ?? 0) + Math.max(0, time(done.event) - done.children);
  return Object.fromEntries(Object.entries(kinds).map(([kind, us]) => [kind, us / 1000]));
}

/**
 * Main-thread time each key cost, from a Chromium trace of the typing: for every keydown, the
 * renderer main thread's tasks (events, React, style, layout, paint, GC) from the task that
 * dispatched it until its result was on screen (`windowsMs[i]` after it: the key's latency plus a
 * margin, so a page that filters after a debounce is charged its filtering, and work that comes
 * later, a logo failing to load, is not the key's), or the next key, summed. Idle time waiting for
 * a frame is not work.
 */
export function keyWorkFromTrace(buffer, windowsMs) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  if (keydowns.length === 0) return [];
  const { pid, tid } = keydowns[0];
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const taskStart = (ts) => tasks.find((t) => t.ts <= ts && ts <= t.ts + t.dur)?.ts ?? ts;
  return keydowns.map((keydown, i) => {
    const from = taskStart(keydown.ts);
    const next = keydowns[i + 1] ? taskStart(keydowns[i + 1].ts) : Number.POSITIVE_INFINITY;
    const to = Math.min(next, from + windowsMs[i] * 1000);
    let wall = 0;
    let cpu = 0;
    for (const t of tasks) {
      if (t.ts >= to) break;
      if (t.ts + t.dur <= from) continue;
      const share = (Math.min(t.ts + t.dur, to) - Math.max(t.ts, from)) / (t.dur || 1);
      wall += share * t.dur;
      // Thread time: what the task cost the CPU, without the time the busy machine took the core away.
      cpu += share * (t.tdur ?? t.dur);
    }
    return { wallMs: wall / 1000, cpuMs: cpu / 1000, byKind: workByKind(thread, from, to) };
  });
}
