import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  seedLocalMirrors,
  seedPullSecret,
  spawnController,
  type ControllerProcess,
} from '../test-support/controller-cluster';
import { fcosNodeImage, fixtureNevras } from '../test-support/registry/fcos-images';
import { startLocalRegistry, type LocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { eventually, startDemoServers, type DemoServers } from './test-support/demo-servers';

const MCO = '/apis/machineconfiguration.openshift.io/v1';
const SOURCE = 'quay.io/openshift-release-dev/ocp-v4.0-art-dev';
let demo: DemoServers;
let registry: LocalRegistry;
let controller: ControllerProcess | undefined;
let nodeDigest: string;
let releaseImage: string;

const api = (method: string, path: string, body?: unknown) =>
  apiCaller(demo.apiUrl)(method, path, body) as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  registry = await startLocalRegistry({ auth: 'basic' });
  const work = mkdtempSync(join(tmpdir(), 'multi-arch-candidate-'));
  // A multi-arch release: its node image is a manifest list of x86_64 and aarch64 images.
  const node = await buildOciLayout(join(work, 'node'), 'multi', [
    fcosNodeImage('2024-10-21', '40.20241019.3.0'),
    fcosNodeImage('2024-10-21', '40.20241019.3.0', 'aarch64'),
  ]);
  await registry.push(node.dir, 'multi', 'openshift/node');
  nodeDigest = node.digest;
  const release = await buildOciLayout(join(work, 'release'), '4.22.9-multi', [
    {
      arch: 'amd64',
      labels: { 'io.openshift.release': '4.22.9' },
      layers: [
        {
          'release-manifests/image-references': JSON.stringify({
            kind: 'ImageStream',
            metadata: { name: '4.22.9' },
            spec: { tags: [{ name: 'rhel-coreos', from: { kind: 'DockerImage', name: `${SOURCE}@${node.digest}` } }] },
          }),
        },
      ],
    },
  ]);
  await registry.push(release.dir, '4.22.9-multi', 'openshift/release');
  releaseImage = `${registry.host}/openshift/release@${release.digest}`;
  demo = await startDemoServers({ stepMs: 0 });
}, 120_000);
afterAll(async () => {
  if (controller) await new Promise((r) => (controller!.once('exit', r), controller!.kill('SIGTERM')));
  await Promise.all([demo?.close(), registry?.stop()]);
});

describe('candidates of a multi-arch release', () => {
  it("publishes the aarch64 package list of the release's node image for a pool whose machines are arm64", async () => {
    await api('POST', '/api/v1/namespaces', {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'openshift-config' },
    });
    await seedPullSecret(api, registry.host);
    await seedLocalMirrors(api, registry.host);
    const worker = await api('GET', `${MCO}/machineconfigpools/worker`);
    // A pool rendered by hand, selecting no MachineConfigs: the MCO's own policy would refuse it.
    await api(
      'DELETE',
      '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings/custom-machine-config-pool-selector-binding',
    );
    await api('POST', `${MCO}/machineconfigpools`, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigPool',
      metadata: { name: 'arm' },
      spec: {
        configuration: { name: worker.status.configuration.name },
        nodeSelector: { matchLabels: { 'node-role.kubernetes.io/arm': '' } },
      },
    });
    await api('POST', '/api/v1/nodes', {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'arm-0', labels: { 'node-role.kubernetes.io/arm': '', 'kubernetes.io/arch': 'arm64' } },
      status: { nodeInfo: { architecture: 'arm64', operatingSystem: 'linux' } },
    });
    await api('DELETE', '/apis/config.openshift.io/v1/clusterversions/version');
    await api('POST', '/apis/config.openshift.io/v1/clusterversions', {
      apiVersion: 'config.openshift.io/v1',
      kind: 'ClusterVersion',
      metadata: { name: 'version' },
      spec: { clusterID: 'demo' },
      status: {
        desired: { version: '4.22.1', image: `quay.io/openshift-release-dev/ocp-release@sha256:${'1'.repeat(64)}` },
        availableUpdates: [{ version: '4.22.9', image: releaseImage }],
      },
    });
    controller = spawnController(demo.apiUrl, 'multi-arch', '--resync-seconds', '1');
    const metadataOf = async (arch: string) => {
      const cms = ((await api('GET', '/api/v1/namespaces/openshift-machine-config-operator/configmaps')).items ??
        []) as { data?: Record<string, string> }[];
      return cms
        .map((cm) => JSON.parse(cm.data?.['metadata.json'] ?? '{}') as Record<string, unknown>)
        .find((m) => m.osImageUrl === `${SOURCE}@${nodeDigest}` && m.arch === arch);
    };
    const arm = await eventually(() => metadataOf('aarch64'), 30_000);
    expect(arm).toMatchObject({ releaseVersion: '4.22.9', imageKind: 'node' });
    expect(arm.pkglist).toEqual(fixtureNevras('2024-10-21', 'aarch64'));
    // The cluster's other machines are x86_64: that list is published too, and differs.
    const x86 = await eventually(() => metadataOf('x86_64'), 30_000);
    expect(x86.pkglist).toEqual(fixtureNevras('2024-10-21', 'x86_64'));
    expect(x86.pkglist).not.toEqual(arm.pkglist);
  }, 90_000);
});
