import { REVIEWED_POOLS, type ChaosCluster, type OutageKind } from './chaos-cluster';
import { GateDelay } from './gate-delay';
import { ANNOTATION, type GateObserver, type Violation } from './gate-observer';
import { faultKinds, injectFault, type FaultKind } from './faults';
import { PoolHands } from './pool-hands';
import { CANARY_OPS, CanaryHands } from './canary-hands';
import { seeded } from './seeded';
import { crossWindowEdge } from './window-edge';

export interface ChaosOptions {
  readonly steps: number;
  /** How soon after the clock passes a window's start or end the controller must have acted (it runs then). */
  readonly windowBoundMs: number;
  /** How long after the faults stop every image in use must have its release info. */
  readonly convergeMs: number;
  /** How many times in a run both controller replicas go out, for how long each (drawn between the two). */
  readonly outages: number;
  readonly outageMs: readonly [number, number];
}

export interface RunResult {
  readonly seed: number;
  readonly faults: ReadonlyMap<FaultKind, number>;
  readonly operations: ReadonlyMap<string, number>;
  /** Safety and correctness: must be empty. */
  readonly violations: readonly Violation[];
  /** Machines of a pool under review that started on a target nobody approved (among the violations). */
  readonly unapprovedStarts: number;
  readonly outages: number;
  /** How long both replicas were out, in all. */
  readonly controllerDownMs: number;
  /** Other hands' resumes of held pools the API server refused, and those it let through (target approved). */
  readonly refusedUnpauses: number;
  readonly acceptedUnpauses: number;
  /** The node controller's hand-outs the API server refused (the machine waits). */
  readonly refusedHandOuts: number;
  /** Liveness: the longest a pool under review stayed open on an unapproved target while the controller ran. */
  readonly worstGateMs: number;
  readonly worstGatePool: string | undefined;
  /** Pools still open on an unapproved target when the run ended (the controller had not paused them yet). */
  readonly openAtEnd: readonly string[];
  readonly worstWindowMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One seeded run: the admin's approvals (now and for windows), other hands' resumes of held
 * pools, target moves (MachineConfigs applied, releases published), rebuilds, the clock's
 * moves, interleaved with faults and with outages in which both controller replicas are out
 * for many times the node controller's 5 s delay. The node controller runs by itself all
 * along (`NODE_STEP_MS`, and 5 s after a pool changes); the run steps it now and then as
 * well. Nothing waits for the os-update controller to win a race: the observer's safety
 * verdict (no machine of a pool under review starts an unapproved target) has no time bound,
 * and how long the controller took to pause a pool is measured apart (`worstGateMs`).
 */
export async function runChaos(
  chaos: ChaosCluster,
  observer: GateObserver,
  seed: number,
  options: ChaosOptions,
): Promise<RunResult> {
  const rng = seeded(seed);
  const { cluster } = chaos;
  const hands = new PoolHands(chaos, observer);
  const canaries = new CanaryHands(chaos, observer, hands);
  const faults = new Map<FaultKind, number>();
  const operations = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  let worstWindowMs = 0;
  let controllerDownMs = 0;
  let outages = 0;
  const refusalsBefore = cluster.controller.refusedHandOuts;
  const trace = process.env.CHAOS_TRACE ? (...what: unknown[]) => console.error(`[chaos ${seed}]`, ...what) : () => {};

  // Liveness, apart from the verdict: looked at 20 times a second.
  const delay = new GateDelay();
  const look = () =>
    delay.sample(Date.now(), new Set(REVIEWED_POOLS.filter((name) => hands.open(name))), chaos.controllerUp);
  const looking = setInterval(look, 50);

  /** A fault drawn and injected: its kind. */
  const fault = async () => {
    const kind = rng.pick(faultKinds);
    count(faults as Map<string, number>, kind);
    await injectFault(chaos, kind, rng);
    return kind;
  };

  /** The node controller and the build controller step (besides their own timers). */
  const tick = async () => {
    cluster.builds.tick();
    await cluster.controller.tick();
  };

  /** A held pool under the gate, resumed by another hand: refused unless its approval names its target. */
  const unpause = async (name: string) => {
    if (hands.pool(name).spec.paused !== true) return;
    count(operations, 'unpause');
    await hands.unpause(name);
  };

  const publish = async () => {
    count(operations, 'publish');
    await hands.publish(rng);
  };

  const move = (id: string) => {
    count(operations, 'move');
    hands.move(id);
  };

  /**
   * Both replicas out (killed: pods restarting, crash-looping; frozen: throttled or
   * partitioned, holding what they held) for `outageMs`: other hands resume held pools, the
   * admin approves them, their targets move mid-rollout (a MachineConfig applied or a release
   * published) and go on moving, other hands go on resuming. Nothing of ours pauses anything
   * meanwhile: only the API server's policies hold the gate. Windows are not crossed: with no
   * controller to open or end one, their bound is only held while it runs.
   */
  const outage = async (step: number) => {
    const kind = rng.pick<OutageKind>(['killed', 'frozen']);
    const downMs = rng.int(options.outageMs[0], options.outageMs[1]);
    const started = Date.now();
    outages++;
    count(operations, `outage-${kind}`);
    trace(step, 'outage', kind, downMs);
    chaos.controllersDown(kind);
    // Both pools held on a target not approved (the admin holds them, another MachineConfig moves them)...
    for (const name of REVIEWED_POOLS) if (hands.pool(name).spec.paused !== true) await hands.hold(name);
    const unapproved = (name: string) =>
      hands.pending(name) && hands.annotations(name)[ANNOTATION.approved] !== hands.target(name);
    if (!REVIEWED_POOLS.every(unapproved)) {
      move(`${seed}-${step}-held`);
      const waiting = Date.now();
      while (!REVIEWED_POOLS.every(unapproved) && Date.now() - waiting < 15_000) await sleep(100); // image mode: built
    }
    // ...resumed by other hands (refused), then approved by the admin; mid-rollout, the targets move.
    for (const name of REVIEWED_POOLS) await unpause(name);
    let approved = 0;
    for (const name of REVIEWED_POOLS) if (hands.pending(name) && (await hands.approve(name))) approved++;
    count(operations, 'approve', approved);
    trace(step, 'outage', `${approved} approved`);
    await sleep(rng.int(1500, 4000)); // the node controller hands the approved targets out
    if (rng.next() < 0.5) move(`${seed}-${step}-mid`);
    else await publish();
    let i = 0;
    while (Date.now() - started < downMs) {
      if (rng.next() < 0.2) await fault();
      const other = rng.pick(REVIEWED_POOLS);
      const op = rng.pick(['move', 'publish', 'rebuild', 'unpause', 'unpause', 'approve', 'tick', 'wait'] as const);
      trace(step, 'outage', op, other);
      if (op === 'move') move(`${seed}-${step}-${i++}`);
      else if (op === 'publish') await publish();
      else if (op === 'unpause') await unpause(other);
      else if (op === 'approve' && hands.pending(other) && (await hands.approve(other))) count(operations, op);
      else if (op === 'rebuild' || op === 'tick') {
        count(operations, op);
        if (op === 'rebuild') chaos.rebuildInfra();
        else await tick();
      }
      await sleep(rng.int(300, 1500));
    }
    chaos.controllersBack();
    controllerDownMs += Date.now() - started;
    trace(
      step,
      'outage over',
      Date.now() - started,
      'refused hand-outs',
      cluster.controller.refusedHandOuts - refusalsBefore,
    );
  };

  const machine = () => rng.pick(['worker-0', 'worker-3']);
  /** Between a canary's steps: now and then a fault, the node controller's step. */
  const between = async () => {
    if (rng.next() < 0.3) await fault();
    await tick();
    await sleep(rng.int(300, 800));
  };

  observer.reset(REVIEWED_POOLS);
  hands.reset();
  // Outages spread over the run, none at its very start or end.
  const outageSteps = new Set(
    Array.from({ length: options.outages }, (_, i) =>
      Math.max(2, Math.floor(((i + 0.5) * options.steps) / options.outages) + rng.int(-2, 2)),
    ),
  );
  const canaryStep = Math.floor(options.steps / 4) + rng.int(-1, 1);
  try {
    for (let step = 0; step < options.steps; step++) {
      if (outageSteps.has(step)) await outage(step);
      if (step === canaryStep)
        // Odd seeds promote their canary, even ones stop it (CI's seeds do both).
        for (const op of await canaries.episode(machine(), seed % 2 ? 'promote' : 'stop', between, 30_000))
          count(operations, op);
      if (rng.next() < 0.45) trace(step, 'fault', await fault());
      const name = rng.pick(REVIEWED_POOLS);
      const op = rng.pick([
        'approve',
        'schedule',
        'move',
        'publish',
        'rebuild',
        'unpause',
        'tick',
        'tick',
        'clock',
        'cancel',
        ...CANARY_OPS,
      ] as const);
      const window = hands.windowOf(name);
      trace(step, op, name);
      if (op === 'approve' && hands.pending(name) && !window) {
        count(operations, op);
        await hands.approve(name);
      } else if (op === 'schedule' && hands.pending(name) && !window) {
        count(operations, op);
        await hands.schedule(name, rng, cluster.clock.now());
      } else if (
        op === 'cancel' &&
        window &&
        hands.annotations(name)[ANNOTATION.status] &&
        !hands.annotations(name)[ANNOTATION.status]!.includes('"open"')
      ) {
        count(operations, op);
        await hands.cancelWindow(name);
      } else if (op === 'rebuild') {
        count(operations, op);
        chaos.rebuildInfra();
      } else if (op === 'move') move(`${seed}-${step}`);
      else if (op === 'publish') await publish();
      else if (op === 'unpause') await unpause(name);
      else if (op === 'clock' && window) {
        count(operations, op);
        const took = await crossWindowEdge({ chaos, hands, observer }, name, window, step, options.windowBoundMs);
        worstWindowMs = Math.max(worstWindowMs, took);
      } else if (op === 'tick') {
        count(operations, op);
        await tick();
      } else if (await canaries.act(op, machine())) count(operations, op);
      await sleep(rng.int(0, 250));
      const p = hands.pool(name);
      trace(
        step,
        'after',
        JSON.stringify({
          paused: p.spec.paused,
          target: p.spec.configuration?.name?.slice(-6),
          current: p.status.configuration?.name?.slice(-6),
          ann: Object.fromEntries(
            Object.entries(hands.annotations(name)).map(([k, v]) => [k.split('/')[1], v.slice(-40)]),
          ),
        }),
      );
    }
    trace('quiesce');
    await chaos.quiesce();
    // After the faults, the controller converges: every image in use gets its release info, and
    // (liveness, measured only) every pool open on an unapproved target is paused.
    const deadline = Date.now() + options.convergeMs;
    const converging = () => chaos.unpublishedImages().length > 0 || REVIEWED_POOLS.some((name) => hands.open(name));
    while (converging() && Date.now() < deadline) await sleep(100);
    look();
  } finally {
    clearInterval(looking);
  }
  const missing = chaos.unpublishedImages();
  if (missing.length > 0)
    observer.record({
      kind: 'release-info',
      detail: `no release info ${options.convergeMs} ms after the faults for ${missing.join(', ')}`,
    });
  const violations = [...observer.violations];
  return {
    seed,
    faults,
    operations,
    violations,
    unapprovedStarts: violations.filter((v) => v.kind === 'unapproved-rollout').length,
    outages,
    controllerDownMs,
    refusedUnpauses: hands.refusedUnpauses,
    acceptedUnpauses: hands.acceptedUnpauses,
    refusedHandOuts: cluster.controller.refusedHandOuts - refusalsBefore,
    worstGateMs: delay.worstMs,
    worstGatePool: delay.worstPool,
    openAtEnd: delay.stillOpen,
    worstWindowMs,
  };
}
