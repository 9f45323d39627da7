import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  apiCaller,
  seedLocalMirrors,
  seedPullSecret,
  spawnController,
  type ControllerProcess,
} from '../../test-support/controller-cluster';
import { fcosNodeImage } from '../../test-support/registry/fcos-images';
import { startLocalRegistry, type LocalRegistry } from '../../test-support/registry/local-registry';
import { buildOciLayout } from '../../test-support/registry/oci-image-builder';
import { buildRpmdb, type SpecPackage } from '../../test-support/rpm/build-rpmdb';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

export const MCO = '/apis/machineconfiguration.openshift.io/v1';
export const SOURCE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
export interface Event {
  reason: string;
  type?: string;
  message: string;
  involvedObject: { name: string };
}
export interface ReleaseInfo {
  metadata: { name: string };
  data?: Record<string, string>;
}

/** What the controller's tests share: one demo cluster and one registry, and their verbs. */
export interface ControllerFixture {
  demo: DemoServers;
  registry: LocalRegistry;
  /**
   * Two FCOS node images in the registry (2024-10-07 and -21), and a release naming the later;
   * and two with rpm databases (`before`, `after`: bash one build newer, fixing a CVE).
   */
  images: { edge: string; later: string; candidateRelease: string; before: string; after: string };
  api(method: string, path: string, body?: unknown, type?: string): Promise<Json>;
  /** One step of the simulated machine-config operator. */
  tick(): Promise<Response>;
  pool(name: string): Promise<Json>;
  events(): Promise<Event[]>;
  releaseInfos(): Promise<ReleaseInfo[]>;
  seedClusterAccess(password?: string): Promise<void>;
  /** A controller replica, stopped after the test. */
  startController(identity: string, ...extra: string[]): ControllerProcess;
  /** A rendered config whose OS image is `digest`, named as the release names it (mirrored locally). */
  createRenderedConfig(name: string, digest: string): Promise<Json>;
  /** A pool `edge` (no nodes yet) running rendered-edge-a, the edge image. */
  createEdgePool(): Promise<void>;
  /** A pool `edge` (no nodes) moving from rendered-cl-a to rendered-cl-b: images `from` and `to`. */
  createMovingPool(from: string, to: string): Promise<void>;
  /** What the page's Approve sends for a "review each update" pool. */
  approve(pool: string, target: string): Promise<Json>;
  /** What the page sends to approve `target` for a window far ahead: the pool stays held. */
  scheduleWindow(pool: string, target: string): Promise<Json>;
}

/** The maintenance window annotation, escaped for a JSON Patch path. */
export const WINDOW_PATH = '/metadata/annotations/os-updates.openshift.io~1maintenance-window';

/** Pushes the images, starts the demo once for the file, and resets it before each test. */
export function controllerFixture(): ControllerFixture {
  const controllers: ControllerProcess[] = [];
  const fixture = {
    images: { edge: '', later: '', candidateRelease: '', before: '', after: '' },
    api: (method: string, path: string, body?: unknown, type?: string) =>
      apiCaller(fixture.demo.apiUrl)(method, path, body, type) as Promise<Json>,
    tick: () => fetch(`${fixture.demo.apiUrl}/_demo/tick`, { method: 'POST' }),
    pool: (name: string) => fixture.api('GET', `${MCO}/machineconfigpools/${name}`),
    events: async () => ((await fixture.api('GET', '/api/v1/namespaces/default/events')).items ?? []) as Event[],
    releaseInfos: async () =>
      ((await fixture.api('GET', '/api/v1/namespaces/openshift-machine-config-operator/configmaps')).items ??
        []) as ReleaseInfo[],
    seedClusterAccess: (password?: string) => seedPullSecret(fixture.api, fixture.registry.host, password),
    startController(identity: string, ...extra: string[]) {
      const child = spawnController(fixture.demo.apiUrl, identity, '--resync-seconds', '1', ...extra);
      controllers.push(child);
      return child;
    },
    createRenderedConfig: (name: string, digest: string) =>
      fixture.api('POST', `${MCO}/machineconfigs`, {
        apiVersion: 'machineconfiguration.openshift.io/v1',
        kind: 'MachineConfig',
        metadata: { name },
        spec: { osImageURL: `${SOURCE}@${digest}` },
      }),
    createEdgePool: () => edgePool('rendered-edge-a', fixture.images.edge),
    createMovingPool: (from: string, to: string) => edgePool('rendered-cl-a', from, 'rendered-cl-b', to),
    scheduleWindow: (name: string, target: string) =>
      fixture.api(
        'PATCH',
        `${MCO}/machineconfigpools/${name}`,
        [
          { op: 'test', path: '/spec/paused', value: true },
          { op: 'add', path: '/metadata/annotations', value: {} },
          {
            op: 'add',
            path: WINDOW_PATH,
            value: JSON.stringify({ target, start: '2099-01-01T02:00:00Z', durationMinutes: 60, repeat: 'once' }),
          },
        ],
        'application/json-patch+json',
      ),
    approve: (name: string, target: string) =>
      fixture.api(
        'PATCH',
        `${MCO}/machineconfigpools/${name}`,
        [
          { op: 'test', path: '/spec/configuration/name', value: target },
          { op: 'replace', path: '/spec/paused', value: false },
          {
            op: 'add',
            path: '/metadata/annotations',
            value: {
              'os-updates.openshift.io/approved-config': target,
              'os-updates.openshift.io/gate': 'review-each-update',
            },
          },
        ],
        'application/json-patch+json',
      ),
  } as ControllerFixture;

  /** A pool `edge` (no nodes) running `current`'s image and targeting `target`'s (itself when not given). */
  async function edgePool(current: string, currentImage: string, target = current, targetImage = currentImage) {
    await fixture.createRenderedConfig(current, currentImage);
    if (target !== current) await fixture.createRenderedConfig(target, targetImage);
    await fixture.api('POST', `${MCO}/machineconfigpools`, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigPool',
      metadata: { name: 'edge' },
      spec: {
        paused: true,
        configuration: { name: target },
        nodeSelector: { matchLabels: { 'node-role.kubernetes.io/edge': '' } },
      },
      status: { configuration: { name: current } },
    });
  }

  beforeAll(async () => {
    fixture.registry = await startLocalRegistry({ auth: 'basic' });
    fixture.images = await pushImages(fixture.registry);
    fixture.demo = await startDemoServers({ stepMs: 0 });
    fixture.demo.cluster.trace = [];
  }, 120_000);
  beforeEach(async () => {
    fixture.demo.cluster.reset();
    // These cases make pools of their own, rendered by hand and selecting no MachineConfigs,
    // which the MCO's custom-machine-config-pool-selector policy refuses on a real cluster:
    // its binding is taken away here (the controller is the subject, not the MCO's rule).
    await fixture.api(
      'DELETE',
      '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings/custom-machine-config-pool-selector-binding',
    );
    fixture.demo.cluster.log.clear();
    await fixture
      .api('POST', '/api/v1/namespaces', {
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: { name: 'openshift-config' },
      })
      .catch(() => undefined);
    await fixture.seedClusterAccess();
    await seedLocalMirrors(fixture.api, fixture.registry.host);
  });
  afterEach(async () => {
    await Promise.all(
      controllers
        .splice(0)
        .map((child) =>
          child.exitCode === null && child.signalCode === null
            ? new Promise((r) => (child.once('exit', r), child.kill('SIGTERM')))
            : undefined,
        ),
    );
  });
  afterAll(async () => Promise.all([fixture.demo?.close(), fixture.registry?.stop()]));
  return fixture;
}

async function pushImages(registry: LocalRegistry): Promise<ControllerFixture['images']> {
  const work = mkdtempSync(join(tmpdir(), 'controller-images-'));
  const edge = await buildOciLayout(join(work, 'edge'), 'edge', [fcosNodeImage('2024-10-07', '40.20241006.3.0')]);
  await registry.push(edge.dir, 'edge', 'openshift/node');
  const later = await buildOciLayout(join(work, 'later'), 'later', [fcosNodeImage('2024-10-21', '40.20241019.3.0')]);
  await registry.push(later.dir, 'later', 'openshift/node');
  // A release the cluster could update to: its payload names `later` as its node image.
  const release = await buildOciLayout(join(work, 'release'), '4.22.9', [
    {
      arch: 'amd64',
      labels: {},
      layers: [
        {
          'release-manifests/image-references': JSON.stringify({
            kind: 'ImageStream',
            metadata: { name: '4.22.9' },
            spec: { tags: [{ name: 'rhel-coreos', from: { kind: 'DockerImage', name: `${SOURCE}@${later.digest}` } }] },
          }),
        },
      ],
    },
  ]);
  await registry.push(release.dir, '4.22.9', 'openshift/release');
  // The changelogs' pair: the images' rpm databases differ in one package, one build apart.
  const bash = (release: string, changelog: SpecPackage['changelog']): SpecPackage => ({
    name: 'bash',
    version: '5.2.26',
    release,
    changelog,
  });
  const first = { date: 'Mon Sep 02 2024', author: 'Test <test@example.com> - 5.2.26-1', lines: ['- 5.2.26'] };
  const fix = { date: 'Mon Oct 14 2024', author: 'Test <test@example.com> - 5.2.26-2', lines: ['- Fix CVE-2024-0001'] };
  const withRpmdb = async (tag: string, date: string, version: string, packages: SpecPackage[]) => {
    const rpmdb = readFileSync((await buildRpmdb(packages)).database);
    const commit = (tag === 'before' ? 'b' : 'c').repeat(64);
    const layout = await buildOciLayout(join(work, tag), tag, [
      fcosNodeImage(date, version, 'x86_64', 'gzip', commit, rpmdb),
    ]);
    await registry.push(layout.dir, tag, 'openshift/node');
    return layout.digest;
  };
  return {
    edge: edge.digest,
    later: later.digest,
    candidateRelease: `${registry.host}/openshift/release@${release.digest}`,
    before: await withRpmdb('before', '2024-10-07', '40.20241006.3.0', [bash('1', [first])]),
    after: await withRpmdb('after', '2024-10-21', '40.20241019.3.0', [bash('2', [fix, first])]),
  };
}
