import { CONFIG_ANNOTATIONS } from '../mock-api/demo-cluster';
import { IMAGE_ANNOTATIONS } from '../mock-api/build-controller';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { KubeObject, ObjectStore, StoreEvent } from '../mock-api/store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const NODES = type('Node');
const MCNS = type('MachineConfigNode');
const POOLS = type('MachineConfigPool');
const CONFIGMAPS = type('ConfigMap');
const CONFIGS = type('MachineConfig');
const RELEASE_INFO_LABEL = 'os-updates.openshift.io/release-info';
const CHANGELOG_LABEL = 'os-updates.openshift.io/changelog';
export const ANNOTATION = {
  gate: 'os-updates.openshift.io/gate',
  approved: 'os-updates.openshift.io/approved-config',
  approvedImage: 'os-updates.openshift.io/approved-image',
  window: 'os-updates.openshift.io/maintenance-window',
  status: 'os-updates.openshift.io/maintenance-window-status',
} as const;

export interface Violation {
  readonly kind: 'unapproved-rollout' | 'unreviewed-unpause' | 'window-late' | 'release-info' | 'changelog';
  readonly detail: string;
}

const keyOf = (config: string, image?: string) => (image ? `${config} ${image}` : config);

type Pool = KubeObject & { spec: { paused?: boolean; configuration?: { name?: string } } };

/**
 * Watches every change the demo's store makes, as an auditor beside the cluster would, and
 * records what breaks the gate's promises: a machine of a pool under review starting on a
 * target nobody approved (safety: whatever runs or not, at no time); a held pool under the
 * gate opened on a target other than the approved one (what the API server must refuse);
 * a release info whose packages are not the image's, or that changes; a changelog whose
 * part 0 (written last) appears before its other parts, or that changes.
 */
export class GateObserver {
  readonly violations: Violation[] = [];
  /** Targets approved per pool, now or for a window (the harness says so as it sends the approval). */
  private readonly approved = new Map<string, Set<string>>();
  /** The pools under review: only their machines are held to the approvals. */
  private readonly reviewed = new Set<string>();
  /** A canary pool → the content (spec JSON) of the reviewed target its machines may get. */
  private readonly approvedContent = new Map<string, string>();
  private readonly paused = new Map<string, boolean>();
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

  /** A run starts over: the `reviewed` pools may run their seeded current configs, and what gets approved. */
  reset(reviewed: readonly string[]): void {
    this.violations.length = 0;
    this.approved.clear();
    this.desired.clear();
    this.paused.clear();
    this.reviewed.clear();
    this.approvedContent.clear();
    for (const name of reviewed) this.reviewed.add(name);
    for (const pool of this.store.list(POOLS) as Pool[]) {
      this.paused.set(pool.metadata.name, pool.spec.paused === true);
      this.approve(pool.metadata.name, (pool.status as { configuration?: { name?: string } }).configuration?.name);
    }
  }

  /**
   * The admin approves `target` for `pool` (in image mode, with the built `image` reviewed).
   * Said before the approval is sent: the node controller may hand the target out before
   * the answer arrives. True when the approval is new (`withdraw` it if the API refused it).
   */
  approve(pool: string, target: string | undefined, image?: string): boolean {
    if (!target) return false;
    const set = this.approved.get(pool) ?? new Set();
    const added = !set.has(keyOf(target, image));
    set.add(keyOf(target, image));
    this.approved.set(pool, set);
    return added;
  }

  /** An approval the API did not take (`approve` said it was new). */
  withdraw(pool: string, target: string, image?: string): void {
    this.approved.get(pool)?.delete(keyOf(target, image));
  }

  /**
   * "Canary first": `pool` (a canary, under review from now on) may roll out what has the
   * content of `reviewedTarget`, whatever its render is named.
   */
  approveContent(pool: string, reviewedTarget: string): void {
    const content = this.contentOf(reviewedTarget);
    if (content === undefined) return;
    this.reviewed.add(pool);
    this.approvedContent.set(pool, content);
  }

  private contentOf(config: string): string | undefined {
    const mc = this.store.find(CONFIGS, undefined, config);
    return mc && JSON.stringify(mc.spec);
  }

  isApproved(pool: string, target: string | undefined, image?: string): boolean {
    if (target === undefined) return false;
    if (this.approved.get(pool)?.has(keyOf(target, image))) return true;
    const content = this.approvedContent.get(pool);
    return content !== undefined && image === undefined && this.contentOf(target) === content;
  }

  record(violation: Violation): void {
    this.violations.push(violation);
  }

  private onEvent(event: StoreEvent): void {
    if (event.type === POOLS && event.eventType !== 'DELETED') this.onPool(event.object as Pool);
    if (event.type === NODES && event.eventType !== 'DELETED') this.onNode(event.object, event.eventType === 'ADDED');
    if (event.type === CONFIGMAPS && event.eventType !== 'DELETED') this.onConfigMap(event.object);
  }

  /**
   * A pool under the gate that was held and is now open must name its target as approved
   * (the approval's own patch does, in the same write): any other hand that opens it, the
   * console's Resume or Full update, `oc patch`, GitOps, must have been refused.
   */
  private onPool(pool: Pool): void {
    const name = pool.metadata.name;
    const paused = pool.spec.paused === true;
    const held = this.paused.get(name);
    this.paused.set(name, paused);
    const ann = pool.metadata.annotations ?? {};
    const target = pool.spec.configuration?.name;
    if (held !== true || paused || ann[ANNOTATION.gate] !== 'review-each-update' || ann[ANNOTATION.approved] === target)
      return;
    this.record({
      kind: 'unreviewed-unpause',
      detail: `${name} was unpaused on ${target}, which is not its approved ${ann[ANNOTATION.approved] ?? '(none)'}`,
    });
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
    // A machine labelled into a canary may get the canary's render before its MachineConfigNode says it moved.
    const canary = [...this.approvedContent.keys()].find((name) => desired?.startsWith(`rendered-${name}-`));
    const pool = canary ?? (mcn?.spec as { pool?: { name?: string } } | undefined)?.pool?.name;
    if (pool && this.reviewed.has(pool) && !this.isApproved(pool, desired, image))
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
