import { describe, expect, it } from 'vitest';
import { CONFIG_ANNOTATIONS } from '../mock-api/demo-cluster';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import { ObjectStore, type KubeObject } from '../mock-api/store';
import { GateDelay } from './gate-delay';
import { GateObserver } from './gate-observer';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const node = (desired: string): KubeObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: {
    name: 'worker-0',
    annotations: { [CONFIG_ANNOTATIONS.current]: 'rendered-a', [CONFIG_ANNOTATIONS.desired]: desired },
  },
});
const releaseInfo = (name: string, pkglist: string[]): KubeObject =>
  ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name,
      namespace: 'openshift-machine-config-operator',
      labels: { 'os-updates.openshift.io/release-info': 'true' },
    },
    data: { 'metadata.json': JSON.stringify({ osImageUrl: `os@sha256:${'a'.repeat(64)}`, pkglist }) },
  }) as KubeObject;

const pool = (paused: boolean, target: string, approved?: string): KubeObject => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: {
    name: 'worker',
    annotations: {
      'os-updates.openshift.io/gate': 'review-each-update',
      ...(approved ? { 'os-updates.openshift.io/approved-config': approved } : {}),
    },
  },
  spec: { paused, configuration: { name: target } },
  status: { configuration: { name: 'rendered-a' } },
});

/** The observer is what the chaos test's verdict rests on: it must see each kind of breach. */
describe('GateObserver', () => {
  function seeded() {
    const store = new ObjectStore();
    store.create(type('MachineConfigPool'), pool(true, 'rendered-a'));
    store.create(type('MachineConfigNode'), {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigNode',
      metadata: { name: 'worker-0' },
      spec: { pool: { name: 'worker' } },
    } as KubeObject);
    store.create(type('Node'), node('rendered-a'));
    const observer = new GateObserver(store, new Map([[`sha256:${'a'.repeat(64)}`, ['bash-5.2-1.x86_64']]]));
    observer.reset(['worker']);
    return { store, observer };
  }

  it('flags a machine that starts on a target nobody approved, not one that was approved', () => {
    const { store, observer } = seeded();
    observer.approve('worker', 'rendered-b');
    store.update(type('Node'), undefined, 'worker-0', node('rendered-b'));
    expect(observer.violations).toEqual([]);
    store.update(type('Node'), undefined, 'worker-0', node('rendered-c'));
    expect(observer.violations).toEqual([
      { kind: 'unapproved-rollout', detail: 'worker-0 of pool worker started on rendered-c, which nobody approved' },
    ]);
  });

  it('lets a canary machine start a render with the reviewed target’s content, before its MachineConfigNode moved; flags another content', () => {
    const { store, observer } = seeded();
    const config = (name: string, path: string): KubeObject =>
      ({
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: { name },
        spec: { config: { storage: { files: [{ path }] } } },
      }) as KubeObject;
    store.create(type('MachineConfig'), config('rendered-worker-b', '/etc/b'));
    store.create(type('MachineConfig'), config('rendered-worker-canary-b', '/etc/b'));
    store.create(type('MachineConfig'), config('rendered-worker-canary-c', '/etc/c'));
    observer.approveContent('worker-canary', 'rendered-worker-b');
    store.update(type('Node'), undefined, 'worker-0', node('rendered-worker-canary-b'));
    expect(observer.violations).toEqual([]);
    store.update(type('Node'), undefined, 'worker-0', node('rendered-worker-canary-c'));
    expect(observer.violations).toEqual([
      {
        kind: 'unapproved-rollout',
        detail: 'worker-0 of pool worker-canary started on rendered-worker-canary-c, which nobody approved',
      },
    ]);
  });

  it('flags a held pool under the gate opened on a target that is not its approved one, not its approval', () => {
    const { store, observer } = seeded();
    const pools = type('MachineConfigPool');
    store.update(pools, undefined, 'worker', pool(false, 'rendered-b', 'rendered-b'));
    store.update(pools, undefined, 'worker', pool(true, 'rendered-c', 'rendered-b'));
    expect(observer.violations).toEqual([]);
    store.update(pools, undefined, 'worker', pool(false, 'rendered-c', 'rendered-b'));
    expect(observer.violations).toEqual([
      {
        kind: 'unreviewed-unpause',
        detail: 'worker was unpaused on rendered-c, which is not its approved rendered-b',
      },
    ]);
  });

  it('flags a release info whose packages are not the image’s, or change', () => {
    const { store, observer } = seeded();
    store.create(type('ConfigMap'), releaseInfo('ok', ['bash-5.2-1.x86_64']));
    expect(observer.violations).toEqual([]);
    store.create(type('ConfigMap'), releaseInfo('wrong', ['zsh-5.9-1.x86_64']));
    expect(observer.violations.map((v) => v.kind)).toEqual(['release-info', 'release-info']);
  });
});

describe('GateDelay', () => {
  it('counts how long a pool stays open only while the controller runs', () => {
    const delay = new GateDelay();
    const open = new Set(['worker']);
    delay.sample(0, open, false); // opened while the controller was down
    delay.sample(20_000, open, true); // back: down time not counted
    delay.sample(23_000, open, true);
    delay.sample(24_000, new Set(), true); // paused
    expect(delay.worstMs).toBe(4000);
    expect(delay.worstPool).toBe('worker');
    delay.sample(25_000, open, true);
    delay.sample(26_000, open, true);
    expect(delay.stillOpen).toEqual(['worker']);
    expect(delay.worstMs).toBe(4000);
  });
});
