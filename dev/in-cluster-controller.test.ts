import { execFileSync, type ChildProcess } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiCaller,
  seedLocalMirrors,
  seedPullSecret,
  spawnController,
  TEST_AGENT,
  type ControllerProcess,
} from '../test-support/controller-cluster';
import { fcosNodeImage, fixtureNevras } from '../test-support/registry/fcos-images';
import { startLocalRegistry, type LocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { eventually, startDemoServers, type DemoServers } from './test-support/demo-servers';

const root = new URL('..', import.meta.url).pathname;
const MCO = '/apis/machineconfiguration.openshift.io/v1';
const SOURCE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
let demo: DemoServers;
let registry: LocalRegistry;
let edgeDigest: string;
let laterDigest: string;
let candidateImage: string;
const controllers: ChildProcess[] = [];

const api = (method: string, path: string, body?: unknown, type?: string) =>
  apiCaller(demo.apiUrl)(method, path, body, type) as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const tick = () => fetch(`${demo.apiUrl}/_demo/tick`, { method: 'POST' });
const pool = (name: string) => api('GET', `${MCO}/machineconfigpools/${name}`);
const events = async () =>
  ((await api('GET', '/api/v1/namespaces/default/events')).items ?? []) as {
    reason: string;
    message: string;
    involvedObject: { name: string };
  }[];
const releaseInfos = async () =>
  ((await api('GET', '/api/v1/namespaces/openshift-machine-config-operator/configmaps')).items ?? []) as {
    metadata: { name: string };
    data?: Record<string, string>;
  }[];

const seedClusterAccess = (password?: string) => seedPullSecret(api, registry.host, password);

function startController(identity: string, ...extra: string[]): ControllerProcess {
  const child = spawnController(demo.apiUrl, identity, '--resync-seconds', '1', ...extra);
  controllers.push(child);
  return child;
}

beforeAll(async () => {
  registry = await startLocalRegistry({ auth: 'basic' });
  const work = mkdtempSync(join(tmpdir(), 'controller-images-'));
  const edge = await buildOciLayout(join(work, 'edge'), 'edge', [fcosNodeImage('2024-10-07', '40.20241006.3.0')]);
  await registry.push(edge.dir, 'edge', 'openshift/node');
  const later = await buildOciLayout(join(work, 'later'), 'later', [fcosNodeImage('2024-10-21', '40.20241019.3.0')]);
  await registry.push(later.dir, 'later', 'openshift/node');
  edgeDigest = edge.digest;
  laterDigest = later.digest;
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
  candidateImage = `${registry.host}/openshift/release@${release.digest}`;
  demo = await startDemoServers({ stepMs: 0 });
  demo.cluster.trace = [];
}, 120_000);
beforeEach(async () => {
  demo.cluster.reset();
  demo.cluster.log.clear();
  await api('POST', '/api/v1/namespaces', {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name: 'openshift-config' },
  }).catch(() => undefined);
  await seedClusterAccess();
  await seedLocalMirrors(api, registry.host);
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
afterAll(async () => Promise.all([demo?.close(), registry?.stop()]));

/** A rendered config whose OS image is `digest`, named as the release names it (mirrored locally). */
const createRenderedConfig = (name: string, digest: string) =>
  api('POST', `${MCO}/machineconfigs`, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: { name },
    spec: { osImageURL: `${SOURCE}@${digest}` },
  });

/** A pool `edge` (no nodes yet) running rendered-edge-a, an image in the local registry. */
async function createEdgePool() {
  await createRenderedConfig('rendered-edge-a', edgeDigest);
  await api('POST', `${MCO}/machineconfigpools`, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name: 'edge' },
    spec: {
      paused: true,
      configuration: { name: 'rendered-edge-a' },
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/edge': '' } },
    },
    status: { configuration: { name: 'rendered-edge-a' } },
  });
}

const approve = (name: string, target: string) =>
  api(
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
  );

describe('os-update controller against the demo cluster', () => {
  it('pauses a "review each update" pool again once its approved rollout is done: the next release waits', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    for (let i = 0; i < 8; i++) await tick();
    expect((await pool('worker')).status.configuration.name).toBe(target);
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    // The Event follows the patch.
    await eventually(async () =>
      (await events()).some((e) => e.involvedObject.name === 'worker' && e.reason === 'ApprovedRolloutComplete')
        ? true
        : undefined,
    );

    const published = await api('POST', '/_demo/publish');
    for (let i = 0; i < 3; i++) await tick();
    const next = await pool('worker');
    expect(next.spec.configuration.name).toBe(published.pools.worker);
    expect(next.status.configuration.name).toBe(target); // waits for review
  });

  it('pauses an approved pool at once when its target moves away from the approved config', async () => {
    startController('replica-a');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    await tick(); // rolling out
    await api('POST', '/_demo/publish');
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    await eventually(async () =>
      (await events()).some((e) => e.reason === 'TargetMovedFromApproved') ? true : undefined,
    );
  });

  it('two replicas: one holds the Lease and writes; the other takes over when it stops', async () => {
    const a = startController('replica-a', '--health-port', '9471');
    await eventually(
      async () =>
        (await api('GET', '/apis/coordination.k8s.io/v1/namespaces/os-update-plugin/leases/os-update-controller')).spec
          ?.holderIdentity === 'replica-a'
          ? true
          : undefined,
      15_000,
    );
    startController('replica-b');
    const target = (await pool('worker')).spec.configuration.name as string;
    await approve('worker', target);
    for (let i = 0; i < 8; i++) await tick();
    await eventually(async () => ((await pool('worker')).spec.paused === true ? true : undefined), 15_000);
    await new Promise((r) => setTimeout(r, 1500));
    const pauses = demo.cluster.log
      .list()
      .filter((r) => r.method === 'PATCH' && r.body.includes('"/spec/paused","value":true'));
    expect(pauses).toHaveLength(1);
    expect((await fetch('http://127.0.0.1:9471/readyz')).status).toBe(200);

    a.kill('SIGTERM');
    await eventually(
      async () =>
        (await api('GET', '/apis/coordination.k8s.io/v1/namespaces/os-update-plugin/leases/os-update-controller')).spec
          ?.holderIdentity === 'replica-b'
          ? true
          : undefined,
      20_000,
    );
    // Its waits (the Lease taken, the rollout, the re-pause, the takeover) may each take their
    // full time on a busy machine: the test's own limit is their sum, not the default 20 s.
  }, 60_000);

  it('publishes release info for every image in use, and for an image referenced later, from the registry through the mirrors', async () => {
    await createEdgePool();
    startController('replica-a');
    const published = await eventually(async () => {
      const found = (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(edgeDigest));
      return found;
    }, 20_000);
    const meta = JSON.parse(published.data?.['metadata.json'] ?? '{}');
    expect(meta).toMatchObject({ osImageUrl: `${SOURCE}@${edgeDigest}`, arch: 'x86_64' });
    expect(meta.pkglist).toEqual(fixtureNevras('2024-10-07'));

    // A new rendered config, referenced later: its release info appears with nothing restarted.
    await createRenderedConfig('rendered-edge-b', laterDigest);
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/edge`,
      { spec: { configuration: { name: 'rendered-edge-b' } } },
      'application/merge-patch+json',
    );
    await eventually(
      async () =>
        (await releaseInfos()).some((cm) => cm.data?.['metadata.json']?.includes(laterDigest)) ? true : undefined,
      20_000,
    );
  });

  it('a registry that refuses the pull secret gives an Event on the pool, and recovers once the secret is fixed', async () => {
    await seedClusterAccess('wrong-password');
    await createEdgePool();
    startController('replica-a');
    const refused = await eventually(
      async () =>
        (await events()).find((e) => e.reason === 'ReleaseInfoUnavailable' && e.involvedObject.name === 'edge'),
      20_000,
    );
    expect(refused.message).toContain('authentication failed (401)');
    expect(refused.message).not.toContain('wrong-password');
    await seedClusterAccess();
    await eventually(
      async () =>
        (await releaseInfos()).some((cm) => cm.data?.['metadata.json']?.includes(edgeDigest)) ? true : undefined,
      30_000,
    );
  });

  it('reads nodes as metadata only: their labels give each pool its nodes and architectures', async () => {
    demo.cluster.reads.length = 0;
    await createEdgePool();
    // A node as the kubelet reports it: its status (images, conditions) is most of its size.
    await api('POST', '/api/v1/nodes', {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'edge-0', labels: { 'node-role.kubernetes.io/edge': '', 'kubernetes.io/arch': 'arm64' } },
      status: {
        nodeInfo: { architecture: 'arm64' },
        images: Array.from({ length: 50 }, (_, i) => ({
          names: [`quay.io/x/image-${i}@sha256:${'a'.repeat(64)}`],
          sizeBytes: 1,
        })),
      },
    });
    startController('replica-a');
    // The pool's image is amd64 only: asked for arm64 (the node's label), the controller says it has none.
    const event = await eventually(
      async () =>
        (await events()).find((e) => e.reason === 'ReleaseInfoUnavailable' && e.message.includes('(aarch64)')),
      20_000,
    );
    expect(event.involvedObject.name).toBe('edge');
    const nodeReads = demo.cluster.reads.filter((r) => r.path === '/api/v1/nodes');
    expect(nodeReads.some((r) => r.watch)).toBe(true);
    expect(nodeReads.some((r) => !r.watch)).toBe(true);
    for (const read of nodeReads) expect(read.accept).toMatch(/as=PartialObjectMetadata(List)?;g=meta\.k8s\.io;v=v1/);
  });

  it('reads through an ImageContentSourcePolicy when the cluster has no ImageDigestMirrorSet', async () => {
    await api('DELETE', '/apis/config.openshift.io/v1/imagedigestmirrorsets/local');
    await api('POST', '/apis/operator.openshift.io/v1alpha1/imagecontentsourcepolicies', {
      apiVersion: 'operator.openshift.io/v1alpha1',
      kind: 'ImageContentSourcePolicy',
      metadata: { name: 'local' },
      spec: { repositoryDigestMirrors: [{ source: SOURCE, mirrors: [`${registry.host}/openshift/node`] }] },
    });
    await createEdgePool();
    startController('replica-a');
    const published = await eventually(
      async () => (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(edgeDigest)),
      20_000,
    );
    expect(JSON.parse(published.data?.['metadata.json'] ?? '{}').pkglist).toEqual(fixtureNevras('2024-10-07'));
  });

  it('killed in the middle of writing a release info: no half-written ConfigMap, and the next replica writes it whole, once', async () => {
    await createEdgePool();
    // The create is held at the API server; the controller dies while it waits for the answer.
    demo.cluster.faults.add({
      method: 'POST',
      path: '/openshift-machine-config-operator/configmaps',
      hold: true,
      times: 1,
    });
    const a = startController('replica-a');
    await eventually(async () => (demo.cluster.faults.list().length === 0 ? true : undefined), 20_000);
    a.kill('SIGKILL');
    await new Promise((r) => a.once('exit', r));
    // Let the held create go on: the API server applies it whole, or (its client gone before
    // the body was read) not at all; either way it is in the request log.
    demo.cluster.faults.clear();
    await eventually(async () =>
      demo.cluster.log.list().some((r) => r.method === 'POST' && r.path.endsWith('/configmaps')) ? true : undefined,
    );
    const whole = (cm: { data?: Record<string, string> }) =>
      JSON.stringify(JSON.parse(cm.data?.['metadata.json'] ?? '{}').pkglist) ===
      JSON.stringify(fixtureNevras('2024-10-07'));
    const edgeInfos = async () =>
      (await releaseInfos()).filter((cm) => cm.data?.['metadata.json']?.includes(edgeDigest));
    for (const cm of await edgeInfos()) expect(whole(cm), `${cm.metadata.name} is whole`).toBe(true);

    startController('replica-b');
    await eventually(async () => ((await edgeInfos()).length === 1 ? true : undefined), 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // a resync later, still one
    const infos = await edgeInfos();
    expect(infos).toHaveLength(1);
    expect(whole(infos[0]!)).toBe(true);
  }, 90_000); // the second replica waits for the first one's Lease to expire, as it must

  it('publishes the OS images of the releases the cluster could update to, each release read once', async () => {
    await api('DELETE', '/apis/config.openshift.io/v1/clusterversions/version'); // the demo's own
    await api('POST', '/apis/config.openshift.io/v1/clusterversions', {
      apiVersion: 'config.openshift.io/v1',
      kind: 'ClusterVersion',
      metadata: { name: 'version' },
      spec: { clusterID: 'demo' },
      status: {
        desired: { version: '4.22.1', image: 'quay.io/openshift-release-dev/ocp-release@sha256:' + '1'.repeat(64) },
        availableUpdates: [{ version: '4.22.9', image: candidateImage }],
        conditionalUpdates: null,
      },
    });
    const controller = startController('replica-a');
    const published = await eventually(
      async () => (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(laterDigest)),
      20_000,
    );
    expect(JSON.parse(published.data?.['metadata.json'] ?? '{}')).toMatchObject({
      releaseVersion: '4.22.9',
      osImageUrl: `${SOURCE}@${laterDigest}`,
    });
    await new Promise((r) => setTimeout(r, 2500)); // resyncs every second: the release is not read again
    expect(controller.output.match(/read candidate release/g)).toHaveLength(1);
  });

  it('publishes a summary of every rendered config in use and the config change of each moving pool, kept current', async () => {
    const configMaps = async (label: string) =>
      (
        await api(
          'GET',
          `/api/v1/namespaces/os-update-plugin/configmaps?labelSelector=${encodeURIComponent(`${label}=true`)}`,
        )
      ).items as { metadata: { name: string }; data: Record<string, string> }[];
    const change = async (poolName: string) =>
      (await configMaps('os-updates.openshift.io/config-change'))
        .map((cm) => JSON.parse(cm.data['change.json'] ?? '{}'))
        .find((c) => c.pool === poolName);
    startController('replica-a');
    const worker = await pool('worker');
    const published = await eventually(async () => {
      const c = await change('worker');
      return c?.to === worker.spec.configuration.name ? c : undefined;
    }, 20_000);
    expect(published.change.osImageURL).not.toBeNull();
    expect(published.change.disruption).toEqual({ reboot: true, drain: true, actions: [{ type: 'Reboot' }] });
    const infra = await eventually(change.bind(null, 'infra'), 20_000);
    expect(infra.change.kernelArguments.added).toEqual(['nosmt']);
    expect(infra.change.files.added).toEqual(['/etc/sysctl.d/99-infra-tuning.conf']);
    // A summary per rendered config in use, in one shard for a cluster this size: small, no file of it.
    const shards = (await configMaps('os-updates.openshift.io/config-summary')).map((cm) =>
      JSON.parse(cm.data['summary.json'] ?? '{}'),
    );
    expect(shards.map((s) => [s.shard, s.of])).toEqual([[0, 1]]);
    const names = shards[0].summaries.map((s: { config: string }) => s.config).sort();
    const inUse = ['master', 'worker', 'infra'].map(async (n) => {
      const p = await pool(n);
      return [p.status.configuration.name, p.spec.configuration.name];
    });
    expect(names).toEqual([...new Set((await Promise.all(inUse)).flat())].sort());
    for (const s of shards[0].summaries) expect(JSON.stringify(s).length).toBeLessThan(1_000);

    // The worker's target moves: its change is replaced. infra rolls out: its change is removed.
    await api('POST', `${MCO}/machineconfigs`, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: '99-worker-kargs', labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
      spec: { kernelArguments: ['mitigations=auto'] },
    });
    const moved = await eventually(async () => {
      const c = await change('worker');
      return c?.change.kernelArguments.added.includes('mitigations=auto') ? c : undefined;
    }, 20_000);
    expect(moved.to).toBe((await pool('worker')).spec.configuration.name);
    await approve('infra', (await pool('infra')).spec.configuration.name);
    for (let i = 0; i < 8; i++) await tick();
    await eventually(async () => ((await change('infra')) === undefined ? true : undefined), 20_000);
  }, 60_000);

  it('pre-stages the image of a window approval: a PinnedImageSet listed on the pool, moved with the approval, gone with it', async () => {
    startController('replica-a');
    const SET = 'os-update-prestage-worker';
    const WINDOW = 'os-updates.openshift.io~1maintenance-window';
    const schedule = (target: string) =>
      api(
        'PATCH',
        `${MCO}/machineconfigpools/worker`,
        [
          { op: 'test', path: '/spec/paused', value: true },
          { op: 'add', path: '/metadata/annotations', value: {} },
          {
            op: 'add',
            path: `/metadata/annotations/${WINDOW}`,
            value: JSON.stringify({ target, start: '2099-01-01T02:00:00Z', durationMinutes: 60, repeat: 'once' }),
          },
        ],
        'application/json-patch+json',
      );
    const imageOf = async (config: string) => (await api('GET', `${MCO}/machineconfigs/${config}`)).spec.osImageURL;
    const setImages = async () =>
      ((await api('GET', `${MCO}/pinnedimagesets/${SET}`)).spec?.pinnedImages ?? []).map(
        (i: { name: string }) => i.name,
      );
    const first = (await pool('worker')).spec.configuration.name as string;
    await schedule(first);
    await eventually(async () => ((await setImages()).includes(await imageOf(first)) ? true : undefined), 15_000);
    await eventually(async () =>
      (await pool('worker')).spec.pinnedImageSets?.some((s: { name: string }) => s.name === SET) ? true : undefined,
    );
    // The admin approves the next release's target for the window instead: the set follows.
    const { pools } = await api('POST', '/_demo/publish');
    await schedule(pools.worker);
    await eventually(
      async () => ((await setImages()).includes(await imageOf(pools.worker)) ? true : undefined),
      15_000,
    );
    // The window is cancelled: nothing to pre-pull.
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/worker`,
      [{ op: 'remove', path: `/metadata/annotations/${WINDOW}` }],
      'application/json-patch+json',
    );
    await eventually(
      async () => ((await pool('worker')).spec.pinnedImageSets === undefined ? true : undefined),
      15_000,
    );
    await eventually(async () => ((await api('GET', `${MCO}/pinnedimagesets`)).items.length === 0 ? true : undefined));
  }, 60_000);

  it('deploy/base grants the controller exactly the verbs it used in these tests, and no other', () => {
    const used = new Set<string>();
    for (const r of demo.cluster.trace ?? []) {
      if (r.userAgent === TEST_AGENT) continue;
      const access = accessOf(r.method, r.path, r.watch);
      if (access) used.add(access);
    }
    // What these tests made it do, among others:
    expect([...used]).toEqual(
      expect.arrayContaining([
        'patch machineconfiguration.openshift.io/machineconfigpools */worker',
        'watch machineconfiguration.openshift.io/machineconfigpools */*',
        'create /configmaps openshift-machine-config-operator/*',
        'get /secrets openshift-config/pull-secret',
        'update coordination.k8s.io/leases os-update-plugin/os-update-controller',
        'create /events default/*',
        'watch config.openshift.io/clusterversions */*',
      ]),
    );
    const granted = grantedToController();
    const covered = (access: string) => granted.some((rule) => allows(rule, access));
    expect(
      [...used].filter((a) => !covered(a)),
      'used but not granted',
    ).toEqual([]);
    const unused = granted.flatMap((rule) => expand(rule).filter((a) => ![...used].some((u) => allows(ruleOf(a), u))));
    expect(unused, 'granted but never used').toEqual([]);
  });
});

/** `verb group/resource namespace/name` of one API request, as the authoriser sees it. */
function accessOf(method: string, path: string, watch: boolean): string | undefined {
  const m = /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/([^/]+))?\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return undefined;
  const [, group = '', namespace = '*', resource, name] = m;
  const verb = {
    GET: name ? 'get' : watch ? 'watch' : 'list',
    POST: 'create',
    PUT: 'update',
    PATCH: 'patch',
    DELETE: 'delete',
  }[method];
  return `${verb} ${group}/${resource} ${namespace}/${name ?? '*'}`;
}

interface Rule {
  namespace: string;
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames?: string[];
}
const ruleOf = (access: string): Rule => {
  const [verb, gr, nsName] = access.split(' ') as [string, string, string];
  const [group, resource] = gr.split('/') as [string, string];
  const [namespace, name] = nsName.split('/') as [string, string];
  return {
    namespace,
    apiGroups: [group],
    resources: [resource],
    verbs: [verb],
    resourceNames: name === '*' ? undefined : [name],
  };
};
const expand = (rule: Rule) =>
  rule.verbs.flatMap((verb) =>
    rule.resources.flatMap((resource) =>
      (rule.resourceNames ?? ['*']).map((name) => `${verb} ${rule.apiGroups[0]}/${resource} ${rule.namespace}/${name}`),
    ),
  );
function allows(rule: Rule, access: string): boolean {
  const want = ruleOf(access);
  return (
    (rule.namespace === '*' || rule.namespace === want.namespace) &&
    rule.apiGroups.includes(want.apiGroups[0] as string) &&
    rule.resources.includes(want.resources[0] as string) &&
    rule.verbs.includes(want.verbs[0] as string) &&
    (!rule.resourceNames ||
      (want.resourceNames !== undefined && rule.resourceNames.includes(want.resourceNames[0] as string)))
  );
}

/** The rules bound to the controller's ServiceAccount in `kubectl kustomize deploy/base`. */
function grantedToController(): Rule[] {
  const objects = parseAllDocuments(
    execFileSync('kubectl', ['kustomize', join(root, 'deploy/base')], { encoding: 'utf8' }),
  ).map(
    (d) =>
      d.toJS() as {
        kind: string;
        metadata: { name: string; namespace?: string };
        rules?: Rule[];
        roleRef?: { kind: string; name: string };
        subjects?: { name: string }[];
      },
  );
  const bindings = objects.filter(
    (o) =>
      (o.kind === 'RoleBinding' || o.kind === 'ClusterRoleBinding') &&
      o.subjects?.some((s) => s.name === 'os-update-controller'),
  );
  return bindings.flatMap((b) => {
    const role = objects.find((o) => o.kind === b.roleRef?.kind && o.metadata.name === b.roleRef?.name);
    const namespace = b.kind === 'ClusterRoleBinding' ? '*' : (b.metadata.namespace as string);
    return (role?.rules ?? []).map((r) => ({ ...r, namespace }));
  });
}
