import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAuthFile } from '../src/registry/auth-file';
import { readImageRpmdb } from '../src/registry/read-image-rpmdb';
import { RegistryClient } from '../src/registry/registry-client';
import type { LocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { buildRpmdb } from '../test-support/rpm/build-rpmdb';
import { fmt } from './measure';

const MB = 1 << 20;

/**
 * What the process keeps alive (JS heap and buffers, sql.js's WebAssembly memory included),
 * sampled while `work` runs, each sample after a full collection (node --expose-gc): the
 * layer's chunks that streamed past are garbage, not held.
 */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; base: number }> {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const held = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = held();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, held())), 50);
  try {
    const result = await work();
    peak = Math.max(peak, held());
    return { result, peak, base };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Reading an image's rpm database from the registry: a database of 300 packages with their
 * changelogs, as a hardlink to an ostree object in a layer that also holds 40 MB of other
 * objects (which must stream past, not be held). Time, bytes downloaded, peak memory.
 */
export async function measureRpmdb(registry: LocalRegistry): Promise<void> {
  const changelog = Array.from({ length: 25 }, (_, i) => ({
    date: `Mon Jan ${String((i % 27) + 1).padStart(2, '0')} 2024`,
    author: `Jane Builder <jane@example.com> - 1.${25 - i}-1`,
    lines: [`- Fix CVE-2024-${1000 + i} in the parser`, `- Rebase to 1.${25 - i} (RHEL-${4000 + i})`],
  }));
  const db = await buildRpmdb([
    {
      name: 'bench-base',
      version: '1.25',
      release: '1.el9',
      arch: 'x86_64',
      subpackages: Array.from({ length: 299 }, (_, i) => `part${i}`),
      changelog: changelog.map((c, i) => ({ ...c, date: `Mon Jan ${String(27 - i).padStart(2, '0')} 2024` })),
    },
  ]);
  const bytes = readFileSync(db.database);
  const object = 'sysroot/ostree/repo/objects/aa/' + 'b'.repeat(62) + '.file';
  const layout = await buildOciLayout(join(mkdtempSync(join(tmpdir(), 'rpmdb-bench-')), 'image'), '1', [
    {
      arch: 'amd64',
      labels: {},
      compression: 'gzip',
      layers: [
        {
          'sysroot/ostree/repo/objects/00/other.file': randomBytes(40 * MB),
          [object]: bytes,
          'usr/share/rpm/rpmdb.sqlite': { link: object },
        },
      ],
    },
  ]);
  await registry.push(layout.dir, '1', 'bench/rpmdb');
  const auth = parseAuthFile(readFileSync(registry.authFile(), 'utf8'), 'bench');
  const ref = `${registry.host}/bench/rpmdb@${layout.digest}`;
  const times: number[] = [];
  let last: { peak: number; base: number; downloaded: number; packages: number } | undefined;
  for (let i = 0; i < 5; i++) {
    const client = new RegistryClient({ auth, tlsVerify: false });
    const start = performance.now();
    const { result, peak, base } = await peakMemory(() => readImageRpmdb(ref, { client }));
    times.push(performance.now() - start);
    last = { peak, base, downloaded: client.bytes, packages: result.packages.length };
  }
  const median = [...times].sort((a, b) => a - b)[2] as number;
  const held = (last!.peak - last!.base) / MB;
  console.log(
    `read an image's rpm database (${last!.packages} packages, ${(bytes.length / MB).toFixed(1)} MB, a hardlink to an ostree object in a ${(last!.downloaded / MB).toFixed(1)} MB layer): ${fmt(median)} median; ${(last!.downloaded / MB).toFixed(1)} MB downloaded; peak memory held ${held.toFixed(1)} MB, ${(held / (bytes.length / MB)).toFixed(1)}× the database (goal < 2×; the layer is streamed)`,
  );
}
