import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOsImage } from '../src/registry/read-os-image';
import { RegistryClient } from '../src/registry/registry-client';
import { fcosNodeImage } from '../test-support/registry/fcos-images';
import { startLocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { parseAuthFile } from '../src/registry/auth-file';
import { fmt } from './measure';

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
      for (let i = 0; i < 12; i++) {
        client = new RegistryClient({ auth, tlsVerify: false });
        const start = performance.now();
        await readOsImage(ref, { client });
        times.push(performance.now() - start);
      }
      const median = [...times.slice(2)].sort((a, b) => a - b)[5] as number;
      console.log(
        `read ${label}: ${fmt(median)} median; ${client.requests} requests, ${client.bytes.toLocaleString('en-US')} bytes downloaded of ${blobBytes(built.dir).toLocaleString('en-US')} in the layout (config + last layer only)`,
      );
    }
  } finally {
    await registry.stop();
  }
}
