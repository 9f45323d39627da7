import { expect, it } from 'vitest';
import { fixtureNevras } from '../../test-support/registry/fcos-images';
import { eventually } from '../test-support/demo-servers';
import { MCO, SOURCE, type ControllerFixture } from './controller-fixture';

/** What the controller publishes for the page: release infos, summaries, config changes, and its errors. */
export function publishingCases(f: ControllerFixture): void {
  const {
    api,
    tick,
    pool,
    events,
    releaseInfos,
    seedClusterAccess,
    startController,
    createRenderedConfig,
    createEdgePool,
    approve,
  } = f;
  it('publishes release info for every image in use, and for an image referenced later, from the registry through the mirrors', async () => {
    await createEdgePool();
    startController('replica-a');
    const published = await eventually(async () => {
      const found = (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(f.images.edge));
      return found;
    }, 20_000);
    const meta = JSON.parse(published.data?.['metadata.json'] ?? '{}');
    expect(meta).toMatchObject({ osImageUrl: `${SOURCE}@${f.images.edge}`, arch: 'x86_64' });
    expect(meta.pkglist).toEqual(fixtureNevras('2024-10-07'));

    // A new rendered config, referenced later: its release info appears with nothing restarted.
    await createRenderedConfig('rendered-edge-b', f.images.later);
    await api(
      'PATCH',
      `${MCO}/machineconfigpools/edge`,
      { spec: { configuration: { name: 'rendered-edge-b' } } },
      'application/merge-patch+json',
    );
    await eventually(
      async () =>
        (await releaseInfos()).some((cm) => cm.data?.['metadata.json']?.includes(f.images.later)) ? true : undefined,
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
        (await releaseInfos()).some((cm) => cm.data?.['metadata.json']?.includes(f.images.edge)) ? true : undefined,
      30_000,
    );
  });

  it('reads nodes as metadata only: their labels give each pool its nodes and architectures', async () => {
    f.demo.cluster.reads.length = 0;
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
    const nodeReads = f.demo.cluster.reads.filter((r) => r.path === '/api/v1/nodes');
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
      spec: { repositoryDigestMirrors: [{ source: SOURCE, mirrors: [`${f.registry.host}/openshift/node`] }] },
    });
    await createEdgePool();
    startController('replica-a');
    const published = await eventually(
      async () => (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(f.images.edge)),
      20_000,
    );
    expect(JSON.parse(published.data?.['metadata.json'] ?? '{}').pkglist).toEqual(fixtureNevras('2024-10-07'));
  });

  it('killed in the middle of writing a release info: no half-written ConfigMap, and the next replica writes it whole, once', async () => {
    await createEdgePool();
    // The create is held at the API server; the controller dies while it waits for the answer.
    f.demo.cluster.faults.add({
      method: 'POST',
      path: '/openshift-machine-config-operator/configmaps',
      hold: true,
      times: 1,
    });
    const a = startController('replica-a');
    await eventually(async () => (f.demo.cluster.faults.list().length === 0 ? true : undefined), 20_000);
    a.kill('SIGKILL');
    await new Promise((r) => a.once('exit', r));
    // Let the held create go on: the API server applies it whole, or (its client gone before
    // the body was read) not at all; either way it is in the request log.
    f.demo.cluster.faults.clear();
    await eventually(async () =>
      f.demo.cluster.log.list().some((r) => r.method === 'POST' && r.path.endsWith('/configmaps')) ? true : undefined,
    );
    const whole = (cm: { data?: Record<string, string> }) =>
      JSON.stringify(JSON.parse(cm.data?.['metadata.json'] ?? '{}').pkglist) ===
      JSON.stringify(fixtureNevras('2024-10-07'));
    const edgeInfos = async () =>
      (await releaseInfos()).filter((cm) => cm.data?.['metadata.json']?.includes(f.images.edge));
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
        availableUpdates: [{ version: '4.22.9', image: f.images.candidateRelease }],
        conditionalUpdates: null,
      },
    });
    const controller = startController('replica-a');
    const published = await eventually(
      async () => (await releaseInfos()).find((cm) => cm.data?.['metadata.json']?.includes(f.images.later)),
      20_000,
    );
    expect(JSON.parse(published.data?.['metadata.json'] ?? '{}')).toMatchObject({
      releaseVersion: '4.22.9',
      osImageUrl: `${SOURCE}@${f.images.later}`,
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
    expect(published.change.disruption).toEqual({
      reboot: true,
      drain: true,
      actions: [{ type: 'Reboot' }],
      outcome: 'applies',
      caveats: [],
    });
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
}
