import { describe, expect, it } from 'vitest';
import { applyPatch, type Operation } from 'fast-json-patch';
import type { PoolFacts } from '../pool/pool-state';
import { DEFAULT_PROMOTION, type CanaryPromotion } from './canary-promotion';
import { nextCanaryStep, type CanaryNode, type CanaryWorld } from './canary-steps';

const Y = 'rendered-worker-new';
const X = 'rendered-worker-canary-new';
const OLD = 'rendered-worker-old';
const CANARY_LABEL = 'node-role.kubernetes.io/worker-canary';
const hashes = new Map([
  [Y, 'content-new'],
  [X, 'content-new'],
  [OLD, 'content-old'],
  ['rendered-worker-canary-old', 'content-old'],
]);

const pool = (name: string, facts: Partial<PoolFacts>): PoolFacts => ({
  name,
  paused: true,
  conditions: new Map(),
  ...facts,
});
const worker = (facts: Partial<PoolFacts> = {}) =>
  pool('worker', { targetConfig: Y, currentConfig: OLD, machineCount: 5, updatedMachineCount: 0, ...facts });
const node = (name: string, canary: boolean, currentConfig = OLD, state = 'Done'): CanaryNode => ({
  name,
  labels: { 'node-role.kubernetes.io/worker': '', ...(canary ? { [CANARY_LABEL]: '' } : {}) },
  currentConfig,
  state,
});
const world = (over: Partial<CanaryWorld> & { canaryFacts?: Partial<PoolFacts> } = {}): CanaryWorld => ({
  intent: { parent: 'worker', reviewedTarget: Y, machines: ['worker-0'], promotion: DEFAULT_PROMOTION },
  parent: worker(),
  canary: { facts: pool('worker-canary', { machineCount: 0, ...over.canaryFacts }), uid: 'uid-1', annotations: {} },
  nodes: [node('worker-0', false), node('worker-1', false)],
  contentHash: (c) => hashes.get(c),
  now: Date.parse('2026-12-05T10:00:00Z'),
  ...over,
});

describe('nextCanaryStep, the way from "Canary first" to the canary pool deleted', () => {
  it('labels a chosen machine first, only while it is still a worker', () => {
    const step = nextCanaryStep(world());
    expect(step.phase).toBe('preparing');
    expect(step.action).toEqual({
      kind: 'label-node',
      node: 'worker-0',
      patch: [
        { op: 'test', path: '/metadata/labels/node-role.kubernetes.io~1worker', value: '' },
        { op: 'add', path: '/metadata/labels/node-role.kubernetes.io~1worker-canary', value: '' },
      ],
    });
    const patch = (step.action as { patch: Operation[] }).patch;
    const asNode = (labels: Record<string, string>) => ({ metadata: { labels } });
    const labelled = applyPatch(asNode(node('worker-0', false).labels), patch, true, false).newDocument;
    expect(labelled.metadata.labels[CANARY_LABEL]).toBe('');
    // A machine that left worker meanwhile: the patch's test fails, nothing is labelled.
    expect(() => applyPatch(asNode({ 'node-role.kubernetes.io/infra': '' }), patch, true, false)).toThrow();
  });

  it('waits for the render and the summaries, then approves the canary for its own target of the same content', () => {
    const nodes = [node('worker-0', true), node('worker-1', false)];
    expect(nextCanaryStep(world({ nodes })).message).toBe(
      'waiting for the machine-config controller to render worker-canary',
    );
    const rendered = { targetConfig: X, machineCount: 1 };
    expect(nextCanaryStep(world({ nodes, canaryFacts: rendered, contentHash: () => undefined })).message).toBe(
      `waiting for the summaries of ${Y} and ${X}`,
    );
    expect(nextCanaryStep(world({ nodes, canaryFacts: { ...rendered, machineCount: 0 } })).message).toBe(
      'waiting for the machine-config controller to count 1 machines in worker-canary',
    );
    const step = nextCanaryStep(world({ nodes, canaryFacts: rendered }));
    expect(step.action?.kind).toBe('approve-canary');
    expect((step.action as { patch: unknown[] }).patch).toEqual(
      expect.arrayContaining([
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: X },
        { op: 'replace', path: '/spec/paused', value: false },
        { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1approved-config', value: X },
      ]),
    );
  });

  it('holds a canary whose render differs from the reviewed target, naming both', () => {
    const step = nextCanaryStep(
      world({
        nodes: [node('worker-0', true)],
        canaryFacts: { targetConfig: 'rendered-worker-canary-other', machineCount: 1 },
        contentHash: (c) => (c === Y ? 'content-new' : 'content-other'),
      }),
    );
    expect(step).toEqual({
      phase: 'blocked',
      message: `worker-canary's rendered config rendered-worker-canary-other is not the reviewed ${Y} (MachineConfigs of role worker-canary?): it stays held`,
    });
  });

  it('reports the rollout, then watching once the canary is done', () => {
    const approved = { targetConfig: X, approvedConfig: X, paused: false, machineCount: 1 };
    const rolling = nextCanaryStep(
      world({ nodes: [node('worker-0', true, OLD, 'Working')], canaryFacts: { ...approved, updatedMachineCount: 0 } }),
    );
    expect(rolling).toEqual({ phase: 'rolling-out', message: '0 of 1 canary machines updated' });
    const watching = nextCanaryStep(
      world({
        nodes: [node('worker-0', true, X)],
        canaryFacts: { ...approved, paused: true, currentConfig: X, updatedMachineCount: 1 },
      }),
    );
    expect(watching.phase).toBe('watching');
    expect(watching.action).toBeUndefined();
  });

  it('returns the canary machines to the promoted parent when the content is the same, then deletes the empty pool', () => {
    const promoted = worker({ approvedConfig: Y, paused: false });
    const canaryDone = {
      targetConfig: X,
      approvedConfig: X,
      currentConfig: X,
      machineCount: 1,
      updatedMachineCount: 1,
    };
    const back = nextCanaryStep(
      world({ parent: promoted, nodes: [node('worker-0', true, X)], canaryFacts: canaryDone }),
    );
    expect(back.phase).toBe('returning');
    expect(back.action).toEqual({
      kind: 'unlabel-node',
      node: 'worker-0',
      patch: [
        { op: 'test', path: '/metadata/labels/node-role.kubernetes.io~1worker-canary', value: '' },
        { op: 'remove', path: '/metadata/labels/node-role.kubernetes.io~1worker-canary' },
      ],
    });
    const emptying = nextCanaryStep(
      world({ parent: promoted, nodes: [node('worker-0', false, X)], canaryFacts: canaryDone }),
    );
    expect(emptying.message).toBe('waiting for the machine-config controller to empty worker-canary');
    const empty = nextCanaryStep(
      world({ parent: promoted, nodes: [node('worker-0', false, X)], canaryFacts: { ...canaryDone, machineCount: 0 } }),
    );
    expect(empty.action).toEqual({ kind: 'delete-canary', pool: 'worker-canary', uid: 'uid-1' });
  });

  it('does not move back a machine whose config differs from the reviewed content (that would be an update)', () => {
    const promoted = worker({ approvedConfig: Y, paused: false });
    const step = nextCanaryStep(
      world({ parent: promoted, nodes: [node('worker-0', true, 'rendered-worker-canary-old')] }),
    );
    expect(step.phase).toBe('blocked');
    expect(step.message).toBe(
      `worker-0 runs rendered-worker-canary-old, not the reviewed ${Y}'s content: moving it back to worker would update it`,
    );
  });

  it("asks for a new review when the parent's target moved, and does nothing after Stop", () => {
    const moved = nextCanaryStep(world({ parent: worker({ targetConfig: 'rendered-worker-newer' }) }));
    expect(moved).toEqual({
      phase: 'needs-review',
      message: `worker's target moved from the reviewed ${Y} to rendered-worker-newer: review it again`,
    });
    const stopped = nextCanaryStep(
      world({
        intent: {
          parent: 'worker',
          reviewedTarget: Y,
          machines: ['worker-0'],
          promotion: DEFAULT_PROMOTION,
          stopped: '2026-12-04T18:00:00Z',
        },
      }),
    );
    expect(stopped.phase).toBe('stopped');
    expect(stopped.action).toBeUndefined();
  });

  it('names a chosen machine that is gone or left the parent, and labels nothing', () => {
    expect(nextCanaryStep(world({ nodes: [] }))).toEqual({
      phase: 'blocked',
      message: "machine worker-0 is gone: choose the canary's machines again",
    });
    const infra = { ...node('worker-0', false), labels: { 'node-role.kubernetes.io/infra': '' } };
    expect(nextCanaryStep(world({ nodes: [infra] })).message).toBe('machine worker-0 is no longer a worker machine');
  });
});

describe('nextCanaryStep, promoting once the canary is healthy (chosen in the review)', () => {
  const done = {
    targetConfig: X,
    approvedConfig: X,
    paused: true,
    currentConfig: X,
    machineCount: 1,
    updatedMachineCount: 1,
  };
  const healthy = (
    ready: boolean | undefined,
    promotion: CanaryPromotion = { ...DEFAULT_PROMOTION, laterWaves: 'when-healthy' },
  ) =>
    world({
      intent: { parent: 'worker', reviewedTarget: Y, machines: ['worker-0'], promotion },
      parentAnnotations: { 'os-updates.openshift.io/gate': 'review-each-update' },
      nodes: [{ ...node('worker-0', true, X), ready }, node('worker-1', false)],
      canaryFacts: done,
    });

  it('waits for every canary machine to be Ready (unknown is not Ready), then approves the parent for the reviewed target', () => {
    expect(nextCanaryStep(healthy(false))).toEqual({
      phase: 'watching',
      message: 'the canary is done; worker is promoted once worker-0 is Ready',
    });
    expect(nextCanaryStep(healthy(undefined)).action).toBeUndefined();
    const step = nextCanaryStep(healthy(true));
    expect(step.action).toEqual({
      kind: 'promote-parent',
      pool: 'worker',
      patch: [
        { op: 'test', path: '/spec/paused', value: true },
        { op: 'test', path: '/spec/configuration/name', value: Y },
        { op: 'replace', path: '/spec/paused', value: false },
        { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1approved-config', value: Y },
        { op: 'add', path: '/metadata/annotations/os-updates.openshift.io~1gate', value: 'review-each-update' },
      ],
    });
    // By hand: the same canary waits for Promote.
    expect(nextCanaryStep(healthy(true, DEFAULT_PROMOTION))).toEqual({
      phase: 'watching',
      message: 'the canary is done: promote worker or stop',
    });
  });

  it("promotes for the review's window while it is ahead, then says the parent is scheduled", () => {
    const window = { start: '2026-12-06T01:00Z', durationMinutes: 120, repeat: 'once' as const };
    const step = nextCanaryStep(
      healthy(true, { laterWaves: 'when-healthy', reviewEachUpdate: false, strictGate: false, window }),
    );
    expect(step.action?.kind).toBe('promote-parent');
    const patch = (step.action as { patch: Operation[] }).patch;
    const parent = { spec: { paused: true, configuration: { name: Y } }, metadata: { annotations: {} } };
    const scheduled = applyPatch(parent, patch, true, false).newDocument;
    expect(scheduled.spec.paused).toBe(true);
    const recorded = (scheduled.metadata.annotations as Record<string, string>)[
      'os-updates.openshift.io/maintenance-window'
    ];
    expect(JSON.parse(recorded ?? '')).toEqual({ ...window, target: Y, reviewEachUpdate: false, strictGate: false });
    const after = nextCanaryStep({ ...healthy(true), parent: worker({ maintenanceWindow: recorded }) });
    expect(after).toEqual({
      phase: 'scheduled',
      message: 'worker is approved for the window starting 2026-12-06T01:00Z: the rest roll out then',
    });
    expect(after.action).toBeUndefined();
  });
});
