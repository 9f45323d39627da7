import { CONFIG_ANNOTATIONS } from '../mock-api/demo-cluster';
import { IMAGE_ANNOTATIONS } from '../mock-api/build-controller';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { KubeObject, ObjectStore, StoreEvent } from '../mock-api/store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const NODES = type('Node');
const MCNS = type('MachineConfigNode');
const POOLS = type('MachineConfigPool');
const CONFIGMAPS = type('ConfigMap');
const RELEASE_INFO_LABEL = 'os-updates.openshift.io/release-info';
const CHANGELOG_LABEL = 'os-updates.openshift.io/changelog';
export const ANNOTATION = {
  approved: 'os-updates.openshift.io/approved-config',
  approvedImage: 'os-updates.openshift.io/approved-image',
  window: 'os-updates.openshift.io/maintenance-window',
  status: 'os-updates.openshift.io/maintenance-window-status',
} as const;

export interface Violation {
  readonly kind: 'unapproved-rollout' | 'gate-late' | 'window-late' | 'release-info' | 'changelog';
  readonly detail: string;
}

const keyOf = (config: string, image?: string) => (image ? `${config} ${image}` : config);

type Pool = KubeObject & { spec: { paused?: boolean; configuration?: { name?: string } } };

/**
 * Watches every change the demo's store makes, as an auditor beside the cluster would, and
 * records what breaks the gate's promises: a machine of a pool under review starting on a
 * target nobody approved; a release info whose packages are not the image's, or that changes;
 * a changelog whose part 0 (written last) appears before its other parts, or that changes.
 */
export class GateObserver {
  readonly violations: Violation[] = [];
  /** Targets approved per pool, now or for a window (the harness says so once the API took it). */
  private readonly approved = new Map<string, Set<string>>();
  private readonly desired = new Map<string, string>();
  /** Release info package lists and changelog texts seen, by image and by name: never to change. */
  private readonly releaseInfos = new Map<string, string>();
  private readonly changelogs = new Map<string, string>();

  constructor(
    private readonly store: ObjectStore,
    /** The package list each demo node image must have (by digest). */
    private readonly expected: ReadonlyMap<string, readonly string[]>,
  ) {
    store.onChange((event) => this.onEvent(event));
  }

  /** A run starts over: the seeded current configs are what every pool may run. */
  reset(): void {
    this.violations.length = 0;
    this.approved.clear();
    this.desired.clear();
    for (const pool of this.store.list(POOLS) as Pool[])
      this.approve(pool.metadata.name, (pool.status as { configuration?: { name?: string } }).configuration?.name);
  }

  /** The admin approved `target` for `pool` (in image mode, with the built `image` reviewed). */
  approve(pool: string, target: string | undefined, image?: string): void {
    if (!target) return;
    const set = this.approved.get(pool) ?? new Set();
    set.add(keyOf(target, image));
    this.approved.set(pool, set);
  }

  isApproved(pool: string, target: string | undefined, image?: string): boolean {
    return target !== undefined && (this.approved.get(pool)?.has(keyOf(target, image)) ?? false);
  }

  record(violation: Violation): void {
    this.violations.push(violation);
  }

  private onEvent(event: StoreEvent): void {
    if (event.type === NODES && event.eventType !== 'DELETED') this.onNode(event.object, event.eventType === 'ADDED');
    if (event.type === CONFIGMAPS && event.eventType !== 'DELETED') this.onConfigMap(event.object);
  }

  /** A machine starts an update when its desired config (or, in image mode, image) moves off what it runs. */
  private onNode(node: KubeObject, added: boolean): void {
    const ann = node.metadata.annotations ?? {};
    const desired = ann[CONFIG_ANNOTATIONS.desired];
    const image = ann[IMAGE_ANNOTATIONS.desired];
    const key = desired ? keyOf(desired, image) : undefined;
    const before = this.desired.get(node.metadata.name);
    if (key) this.desired.set(node.metadata.name, key);
    const running = keyOf(ann[CONFIG_ANNOTATIONS.current] ?? '', ann[IMAGE_ANNOTATIONS.current]);
    if (added || !key || key === before || key === running) return;
    const mcn = this.store.find(MCNS, undefined, node.metadata.name);
    const pool = (mcn?.spec as { pool?: { name?: string } } | undefined)?.pool?.name;
    if (pool && this.approved.has(pool) && !this.isApproved(pool, desired, image))
      this.record({
        kind: 'unapproved-rollout',
        detail: `${node.metadata.name} of pool ${pool} started on ${desired}${image ? ` (${image})` : ''}, which nobody approved`,
      });
  }

  private onConfigMap(cm: KubeObject): void {
    const labels = cm.metadata.labels ?? {};
    const data = (cm as { data?: Record<string, string> }).data ?? {};
    if (labels[RELEASE_INFO_LABEL] === 'true') this.checkReleaseInfo(cm.metadata.name, data['metadata.json']);
    if (labels[CHANGELOG_LABEL] === 'true') this.checkChangelog(cm, data['changelog.json']);
  }

  private checkReleaseInfo(name: string, text: string | undefined): void {
    let metadata: { osImageUrl?: string; arch?: string; pkglist?: string[] };
    try {
      metadata = JSON.parse(text ?? '');
    } catch {
      return this.record({ kind: 'release-info', detail: `${name}: metadata.json is not whole JSON` });
    }
    const digest = metadata.osImageUrl?.slice(metadata.osImageUrl.lastIndexOf('@') + 1) ?? '';
    const packages = metadata.pkglist ?? [];
    if (packages.length === 0) return this.record({ kind: 'release-info', detail: `${name}: no packages` });
    const expected = this.expected.get(digest);
    if (expected && JSON.stringify([...packages].sort()) !== JSON.stringify([...expected].sort()))
      this.record({ kind: 'release-info', detail: `${name}: the packages of ${digest} are not the image's` });
    const key = `${digest} ${metadata.arch ?? ''}`;
    const seen = this.releaseInfos.get(key);
    const now = JSON.stringify(packages);
    if (seen !== undefined && seen !== now)
      this.record({ kind: 'release-info', detail: `${name}: the packages of ${key} changed` });
    this.releaseInfos.set(key, now);
  }

  private checkChangelog(cm: KubeObject, text: string | undefined): void {
    const name = cm.metadata.name;
    let part: { part?: number; of?: number };
    try {
      part = JSON.parse(text ?? '');
    } catch {
      return this.record({ kind: 'changelog', detail: `${name}: not whole JSON` });
    }
    const seen = this.changelogs.get(name);
    if (seen !== undefined && seen !== text) this.record({ kind: 'changelog', detail: `${name} changed` });
    this.changelogs.set(name, text ?? '');
    // Part 0 is written last: a reader that finds it must find every other part.
    if (part.part !== 0) return;
    const prefix = name.slice(0, -'-0'.length);
    for (let i = 1; i < (part.of ?? 1); i++)
      if (!this.store.find(CONFIGMAPS, cm.metadata.namespace, `${prefix}-${i}`))
        this.record({ kind: 'changelog', detail: `${name} was written before its part ${i}` });
  }
}
