import type { ChaosCluster } from './chaos-cluster';
import { ANNOTATION, type GateObserver } from './gate-observer';
import type { PoolHands, Window } from './pool-hands';

const WEEK = 7 * 24 * 3600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The occurrence open at `now`, else the next (as the controller computes it; weekly repeats in UTC). */
function occurrence(window: Window, now: number): { start: number; end: number } {
  let start = Date.parse(window.start);
  if (window.repeat === 'weekly' && now >= start) start += Math.floor((now - start) / WEEK) * WEEK;
  const end = start + window.durationMinutes * 60_000;
  return window.repeat === 'weekly' && now >= end ? { start: start + WEEK, end: end + WEEK } : { start, end };
}

/**
 * The demo's clock crosses the next edge of `name`'s window; the controller (running) must act
 * on it within `boundMs`, else the observer records `window-late`. Returns how long it took
 * (0 when the window has no edge left to cross).
 */
export async function crossWindowEdge(
  run: { chaos: ChaosCluster; hands: PoolHands; observer: GateObserver },
  name: string,
  window: Window,
  step: number,
  boundMs: number,
): Promise<number> {
  const { chaos, hands, observer } = run;
  const clock = chaos.cluster.clock;
  const now = clock.now();
  let at = occurrence(window, now);
  const text = hands.annotations(name)[ANNOTATION.status];
  const status = text ? (JSON.parse(text) as { phase: string; start: string }) : undefined;
  const thisOne = status !== undefined && Date.parse(status.start) === at.start;
  // The occurrence was refused or has ended: the next edge is the next week's start, if any.
  if (thisOne && status.phase !== 'open') {
    if (window.repeat === 'once') return 0;
    at = occurrence(window, at.end);
  } else if (!thisOne && window.repeat === 'once' && now >= at.end) return 0; // passed, never to open
  const edge = thisOne && status.phase === 'open' ? 'end' : 'start';
  const target = edge === 'start' ? Math.max(at.start, now) : at.end;
  clock.advance(Math.max(0, target - now) + 1000);
  const started = Date.now();
  const acted = () => {
    const ann = hands.annotations(name);
    // Gone only when used up: every machine runs the target (the harness cancels no window meanwhile).
    if (ann[ANNOTATION.window] === undefined) return hands.reached(name);
    const status = ann[ANNOTATION.status];
    if (!status) return false;
    const s = JSON.parse(status) as { phase: string; start: string };
    const same = Date.parse(s.start) === at.start;
    return edge === 'start' ? same && (s.phase === 'open' || s.phase === 'refused') : same && s.phase === 'ended';
  };
  while (!acted() && Date.now() - started < boundMs) await sleep(20);
  if (!acted())
    observer.record({
      kind: 'window-late',
      detail: `step ${step}: ${name}: the window's ${edge} was not acted on within ${boundMs} ms`,
    });
  return Date.now() - started;
}
