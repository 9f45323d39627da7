import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOsImage } from '../src/registry/read-os-image';
import { readReleaseImage } from '../src/registry/read-release-image';
import { RegistryClient } from '../src/registry/registry-client';
import { fcosNodeImage } from '../test-support/registry/fcos-images';
import { startLocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { parseAuthFile } from '../src/registry/auth-file';
import { fmt, median } from './measure';
import { runsOf } from './mode';
import { measureChangelogParts } from './changelog-parts-bench';
import { measureRpmdb } from './rpmdb-bench';

const blobBytes = (dir: string) =>
  readdirSync(join(dir, 'blobs/sha256')).reduce((sum, f) => sum + statSync(join(dir, 'blobs/sha256', f)).size, 0);

/** Reading one OS image from Debian's docker-registry on loopback: time, bytes and requests. */
export async function runRegistryBench(): Promise<void> {
  console.log('# OS image reader (node, Debian docker-registry on loopback, basic auth)');
  const registry = await startLocalRegistry({ auth: 'basic' });
  try {
    const work = mkdtempSync(join(tmpdir(), 'os-update-bench-'));
    // 20 MB of OS tree below the metalayer per architecture: a reader must leave it alone.
    const node = (arch: 'x86_64' | 'aarch64') => ({
      ...fcosNodeImage('2024-10-21', '40.20241019.3.0', arch),
      baseBytes: 15 << 20,
    });
    const single = await buildOciLayout(join(work, 'single'), 'b', [node('x86_64')]);
    await registry.push(single.dir, 'b', 'bench/node');
    const multi = await buildOciLayout(join(work, 'multi'), 'm', [node('x86_64'), node('aarch64')]);
    await registry.push(multi.dir, 'm', 'bench/node');
    const auth = parseAuthFile(readFileSync(registry.authFile(), 'utf8'), 'bench');
    for (const [label, built] of [
      ['single-arch', single],
      ['multi-arch (2)', multi],
    ] as const) {
      const ref = `${registry.host}/bench/node@${built.digest}`;
      const times: number[] = [];
      let client = new RegistryClient({ auth, tlsVerify: false });
      // The first runs warm the registry and the connections up.
      for (let i = 0; i < runsOf(12, 2); i++) {
        client = new RegistryClient({ auth, tlsVerify: false });
        const start = performance.now();
        await readOsImage(ref, { client });
        times.push(performance.now() - start);
      }
      console.log(
        `read ${label}: ${fmt(median(times.slice(runsOf(2, 1))))} median; ${client.requests} requests, ${client.bytes.toLocaleString('en-US')} bytes downloaded of ${blobBytes(built.dir).toLocaleString('en-US')} in the layout (config + last layer only)`,
      );
    }
    await measureCandidate(registry.host, auth, single.digest, work, registry.push.bind(registry));
    await measureRpmdb(registry);
    measureChangelogParts();
  } finally {
    await registry.stop();
  }
}

/**
 * Resolving one update candidate as the controller does: its release image's
 * `image-references` (layers read from the top until found), then the OS image's metalayer.
 */
async function measureCandidate(
  host: string,
  auth: ReturnType<typeof parseAuthFile>,
  nodeDigest: string,
  work: string,
  push: (dir: string, tag: string, repository: string) => Promise<unknown>,
): Promise<void> {
  const references = JSON.stringify({
    kind: 'ImageStream',
    apiVersion: 'image.openshift.io/v1',
    metadata: { name: '4.22.3' },
    spec: { tags: [{ name: 'rhel-coreos', from: { kind: 'DockerImage', name: `${host}/bench/node@${nodeDigest}` } }] },
  });
  // As `oc adm release new` builds a payload: the cluster-version operator's image (here
  // 2 MB that do not compress) below, the release manifests in the top layer.
  const release = await buildOciLayout(join(work, 'release'), 'r', [
    {
      arch: 'amd64',
      labels: { 'io.openshift.release': '4.22.3' },
      layers: [
        { 'usr/bin/cluster-version-operator': randomBytes(3 << 19).toString('base64') },
        { 'release-manifests/image-references': references },
      ],
    },
  ]);
  await push(release.dir, 'r', 'bench/release');
  const times: number[] = [];
  let client = new RegistryClient({ auth, tlsVerify: false });
  for (let i = 0; i < runsOf(12, 2); i++) {
    client = new RegistryClient({ auth, tlsVerify: false });
    const start = performance.now();
    const payload = await readReleaseImage(`${host}/bench/release@${release.digest}`, { client });
    const node = payload.osImages.find((o) => o.tag === 'rhel-coreos');
    if (!node) throw new Error('the bench release names no rhel-coreos image');
    await readOsImage(node.image, { client });
    times.push(performance.now() - start);
  }
  console.log(
    `resolve one update candidate (release image → image-references → its OS image's release info): ${fmt(median(times.slice(runsOf(2, 1))))} median; ${client.requests} requests, ${client.bytes.toLocaleString('en-US')} bytes downloaded (release image: ${blobBytes(release.dir).toLocaleString('en-US')} bytes; its OS image 15.8 MB)`,
  );
}
