import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { KubeObject } from '../mock-api/store';
import type { ChaosCluster } from './chaos-cluster';
import { ANNOTATION, type GateObserver, type Violation } from './gate-observer';
import { faultKinds, injectFault, type FaultKind } from './faults';
import { layeredTarget } from '../mock-api/build-controller';

const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;
const MCP = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const REVIEWED = ['worker', 'infra'] as const;
const WEEK = 7 * 24 * 3600_000;

export interface ChaosOptions {
  readonly steps: number;
  /** How soon a pool under review must be paused once its target moved off the approved one. */
  readonly gateBoundMs: number;
  /** How soon after the clock passes a window's start or end the controller must have acted. */
  readonly windowBoundMs: number;
  /** How long after the faults stop every image in use must have its release info. */
  readonly convergeMs: number;
}

export interface RunResult {
  readonly seed: number;
  readonly faults: ReadonlyMap<FaultKind, number>;
  readonly operations: ReadonlyMap<string, number>;
  readonly violations: readonly Violation[];
  readonly worstGateMs: number;
  readonly worstWindowMs: number;
}

/** mulberry32: a small seeded generator, so that a run is told by its seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Pool = KubeObject & {
  spec: { paused?: boolean; configuration?: { name?: string } };
  status: { configuration?: { name?: string } };
};
interface Window {
  target: string;
  start: string;
  durationMinutes: number;
  repeat: 'once' | 'weekly';
}

/** The occurrence open at `now`, else the next (as the controller computes it; weekly repeats in UTC). */
function occurrence(window: Window, now: number): { start: number; end: number } {
  let start = Date.parse(window.start);
  if (window.repeat === 'weekly' && now >= start) start += Math.floor((now - start) / WEEK) * WEEK;
  const end = start + window.durationMinutes * 60_000;
  return window.repeat === 'weekly' && now >= end ? { start: start + WEEK, end: end + WEEK } : { start, end };
}

/**
 * One seeded run: the admin's approvals (now and for windows), target moves, the MCO's steps
 * and the clock's moves, interleaved with faults; the observer records what breaks.
 */
export async function runChaos(
  chaos: ChaosCluster,
  observer: GateObserver,
  seed: number,
  options: ChaosOptions,
): Promise<RunResult> {
  const rng = seeded(seed);
  const { cluster } = chaos;
  const faults = new Map<FaultKind, number>();
  const operations = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let worstGateMs = 0;
  let worstWindowMs = 0;
  const pool = (name: string) => cluster.store.find(POOLS, undefined, name) as Pool;
  const annotations = (name: string) => pool(name).metadata.annotations ?? {};
  const windowOf = (name: string): Window | undefined => {
    const text = annotations(name)[ANNOTATION.window];
    try {
      return text ? (JSON.parse(text) as Window) : undefined;
    } catch {
      return undefined;
    }
  };
  // Image mode (infra): the image built for the target, once built; undefined while building.
  const built = (name: string) => {
    const layered = layeredTarget(cluster.store, name, pool(name).spec.configuration?.name ?? '');
    return { imageMode: layered !== undefined, image: layered?.image };
  };
  const updated = (name: string) => {
    const status = pool(name).status as { machineCount?: number; updatedMachineCount?: number };
    return (status.updatedMachineCount ?? 0) >= (status.machineCount ?? 0);
  };
  const reached = (name: string) =>
    pool(name).spec.configuration?.name === pool(name).status.configuration?.name && updated(name);
  // Something to approve: a target not reached, and in image mode its image built.
  const pending = (name: string) =>
    pool(name).spec.paused === true && !reached(name) && (!built(name).imageMode || built(name).image !== undefined);
  const patch = (name: string, ops: unknown[]) =>
    fetch(`${chaos.apiUrl}${MCP}/${name}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json-patch+json', 'User-Agent': 'chaos-admin' },
      body: JSON.stringify(ops),
    }).catch(() => undefined); // the API server may be down: the admin tries again later
  const key = (k: string) => `/metadata/annotations/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const setAnnotations = (name: string, values: Record<string, string>) =>
    pool(name).metadata.annotations
      ? Object.entries(values).map(([k, value]) => ({ op: 'add', path: key(k), value }))
      : [{ op: 'add', path: '/metadata/annotations', value: values }];

  /** Before the MCO moves machines: every open pool under review whose target is unapproved must be paused in time. */
  const gateClosed = async (at: number | string) => {
    for (const name of REVIEWED) {
      const started = Date.now();
      // Open with machines still to move, on what nobody approved; in image mode a target
      // still being built counts too (the node controller starts machines the moment it lands).
      const open = () => {
        const p = pool(name);
        if (p.spec.paused === true || reached(name)) return false;
        const { imageMode, image } = built(name);
        return (imageMode && image === undefined) || !observer.isApproved(name, p.spec.configuration?.name, image);
      };
      while (open() && Date.now() - started < options.gateBoundMs) await sleep(20);
      worstGateMs = Math.max(worstGateMs, Date.now() - started);
      if (open())
        observer.record({
          kind: 'gate-late',
          detail: `step ${at}: ${name} open on ${pool(name).spec.configuration?.name} for over ${options.gateBoundMs} ms`,
        });
    }
  };

  const crossBoundary = async (name: string, window: Window, step: number) => {
    const now = cluster.clock.now();
    let at = occurrence(window, now);
    const text = annotations(name)[ANNOTATION.status];
    const status = text ? (JSON.parse(text) as { phase: string; start: string }) : undefined;
    const thisOne = status !== undefined && Date.parse(status.start) === at.start;
    // The occurrence was refused or has ended: the next edge is the next week's start, if any.
    if (thisOne && status.phase !== 'open') {
      if (window.repeat === 'once') return;
      at = occurrence(window, at.end);
    } else if (!thisOne && window.repeat === 'once' && now >= at.end) return; // passed, never to open
    const edge = thisOne && status.phase === 'open' ? 'end' : 'start';
    const target = edge === 'start' ? Math.max(at.start, now) : at.end;
    cluster.clock.advance(Math.max(0, target - now) + 1000);
    const started = Date.now();
    const acted = () => {
      const text = annotations(name)[ANNOTATION.status];
      // Gone only when used up: every machine runs the target (the harness cancels no window meanwhile).
      if (annotations(name)[ANNOTATION.window] === undefined) return reached(name);
      if (!text) return false;
      const s = JSON.parse(text) as { phase: string; start: string };
      const same = Date.parse(s.start) === at.start;
      return edge === 'start' ? same && (s.phase === 'open' || s.phase === 'refused') : same && s.phase === 'ended';
    };
    while (!acted() && Date.now() - started < options.windowBoundMs) await sleep(20);
    worstWindowMs = Math.max(worstWindowMs, Date.now() - started);
    if (!acted())
      observer.record({
        kind: 'window-late',
        detail: `step ${step}: ${name}: the window's ${edge} was not acted on within ${options.windowBoundMs} ms`,
      });
  };

  observer.reset();
  const trace = process.env.CHAOS_TRACE ? (...what: unknown[]) => console.error(`[chaos ${seed}]`, ...what) : () => {};
  for (let step = 0; step < options.steps; step++) {
    if (rng.next() < 0.45) {
      const kind = rng.pick(faultKinds);
      count(faults as Map<string, number>, kind);
      trace(step, 'fault', kind);
      await injectFault(chaos, kind, rng);
    }
    const name = rng.pick(REVIEWED);
    const op = rng.pick(['approve', 'schedule', 'move', 'rebuild', 'tick', 'tick', 'clock', 'cancel'] as const);
    const window = windowOf(name);
    const target = pool(name).spec.configuration?.name ?? '';
    trace(step, op, name);
    const image = built(name).image;
    if (op === 'approve' && pending(name) && !window) {
      count(operations, op);
      await patch(name, [
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: target },
        { op: 'replace', path: '/spec/paused', value: false },
        ...setAnnotations(name, {
          [ANNOTATION.approved]: target,
          'os-updates.openshift.io/gate': 'review-each-update',
          ...(image ? { [ANNOTATION.approvedImage]: image } : {}),
        }),
      ]);
      // Approved once the API took it (also when the answer was lost).
      if (annotations(name)[ANNOTATION.approved] === target && pool(name).spec.paused === false)
        observer.approve(name, target, image);
    } else if (op === 'schedule' && pending(name) && !window) {
      count(operations, op);
      const start = new Date(Math.ceil((cluster.clock.now() + rng.int(5, 120) * 1000) / 1000) * 1000)
        .toISOString()
        .replace('.000Z', 'Z');
      const value = JSON.stringify({
        target,
        image,
        start,
        durationMinutes: rng.pick([15, 30, 60]),
        repeat: rng.pick(['once', 'weekly']),
        reviewEachUpdate: true,
        strictGate: false,
      });
      await patch(name, [
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: target },
        ...setAnnotations(name, { [ANNOTATION.window]: value }),
      ]);
      if (annotations(name)[ANNOTATION.window] === value) observer.approve(name, target, image);
    } else if (
      op === 'cancel' &&
      window &&
      annotations(name)[ANNOTATION.status] &&
      !annotations(name)[ANNOTATION.status]!.includes('"open"')
    ) {
      count(operations, op);
      await patch(name, [
        { op: 'test', path: key(ANNOTATION.window), value: annotations(name)[ANNOTATION.window] },
        { op: 'remove', path: key(ANNOTATION.window) },
        { op: 'remove', path: key(ANNOTATION.status) },
      ]);
    } else if (op === 'rebuild') {
      count(operations, op);
      chaos.rebuildInfra();
    } else if (op === 'move') {
      count(operations, op);
      await chaos.moveWorkerTarget(`${seed}-${step}`);
    } else if (op === 'clock' && window) {
      count(operations, op);
      await crossBoundary(name, window, step);
    } else if (op === 'tick') {
      count(operations, op);
      await gateClosed(step);
      cluster.builds.tick();
      cluster.controller.tick();
    }
    await sleep(rng.int(0, 250));
    trace(
      step,
      'after',
      JSON.stringify({
        paused: pool(name).spec.paused,
        target: pool(name).spec.configuration?.name?.slice(-6),
        current: pool(name).status.configuration?.name?.slice(-6),
        ann: Object.fromEntries(Object.entries(annotations(name)).map(([k, v]) => [k.split('/')[1], v.slice(-40)])),
      }),
    );
  }
  trace('quiesce');
  await chaos.quiesce();
  await gateClosed('end');
  // After the faults, the controller converges: every image in use gets its release info.
  const deadline = Date.now() + options.convergeMs;
  while (chaos.unpublishedImages().length > 0 && Date.now() < deadline) await sleep(100);
  const missing = chaos.unpublishedImages();
  if (missing.length > 0)
    observer.record({
      kind: 'release-info',
      detail: `no release info ${options.convergeMs} ms after the faults for ${missing.join(', ')}`,
    });
  return { seed, faults, operations, violations: [...observer.violations], worstGateMs, worstWindowMs };
}
