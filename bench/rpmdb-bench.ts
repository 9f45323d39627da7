import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LocalRegistry } from '../test-support/registry/local-registry';
import { buildOciLayout } from '../test-support/registry/oci-image-builder';
import { buildRpmdb } from '../test-support/rpm/build-rpmdb';
import { fmt, median } from './measure';
import { runsOf } from './mode';

const MB = 1 << 20;

const run = promisify(execFile);

/** One read in a process of its own (bench/rpmdb-read-child.ts): its time, bytes and peak RSS. */
async function readInChild(ref: string, authFile: string) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/rpmdb-read-child.ts', ref, authFile]);
  return JSON.parse(stdout) as { ms: number; peakRss: number; downloaded: number; packages: number };
}

/** An image whose layer holds the database as a hardlink to an ostree object, behind 40 MB of other objects. */
async function pushImage(registry: LocalRegistry, name: string, database: Buffer, other: Buffer): Promise<string> {
  const object = 'sysroot/ostree/repo/objects/aa/' + 'b'.repeat(62) + '.file';
  const layout = await buildOciLayout(join(mkdtempSync(join(tmpdir(), 'rpmdb-bench-')), name), '1', [
    {
      arch: 'amd64',
      labels: {},
      compression: 'gzip',
      layers: [
        {
          'sysroot/ostree/repo/objects/00/other.file': other,
          [object]: database,
          'usr/share/rpm/rpmdb.sqlite': { link: object },
        },
      ],
    },
  ]);
  await registry.push(layout.dir, '1', `bench/${name}`);
  return `${registry.host}/bench/${name}@${layout.digest}`;
}

/**
 * Reading an image's rpm database from the registry: 300 packages with their changelogs and
 * file lists (a real database is mostly file lists, which the reader skips), as a hardlink
 * to an ostree object in a layer that also holds 40 MB of other objects (which must stream
 * past, not be held). Time, bytes downloaded, and peak memory: each read in a process of its
 * own, the peak RSS beside that of reading an image of the same shape with a one-package
 * database, so that what the database costs is apart from node's and sql.js's own.
 */
export async function measureRpmdb(registry: LocalRegistry): Promise<void> {
  const changelog = Array.from({ length: 25 }, (_, i) => ({
    date: `Mon Jan ${String(27 - i).padStart(2, '0')} 2024`,
    author: `Jane Builder <jane@example.com> - 1.${25 - i}-1`,
    lines: [`- Fix CVE-2024-${1000 + i} in the parser`, `- Rebase to 1.${25 - i} (RHEL-${4000 + i})`],
  }));
  const [db, tiny] = await Promise.all([
    buildRpmdb([
      {
        name: 'bench-base',
        version: '1.25',
        release: '1.el9',
        arch: 'x86_64',
        subpackages: Array.from({ length: 299 }, (_, i) => `part${i}`),
        filesPerSubpackage: 60,
        changelog,
      },
    ]),
    buildRpmdb([{ name: 'tiny', version: '1', release: '1', changelog: [] }]),
  ]);
  const bytes = readFileSync(db.database);
  const other = randomBytes(40 * MB);
  const [big, small] = [
    await pushImage(registry, 'rpmdb', bytes, other),
    await pushImage(registry, 'rpmdb-tiny', readFileSync(tiny.database), other),
  ];
  const runs = [];
  const baseline = [];
  for (let i = 0; i < runsOf(5); i++) {
    runs.push(await readInChild(big, registry.authFile()));
    baseline.push(await readInChild(small, registry.authFile()));
  }
  const ms = median(runs.map((r) => r.ms));
  const [peak, peakTiny] = [median(runs.map((r) => r.peakRss)) / MB, median(baseline.map((r) => r.peakRss)) / MB];
  const grown = Math.max(0, peak - peakTiny);
  const { downloaded, packages } = runs[0]!;
  const size = bytes.length / MB;
  console.log(
    `read an image's rpm database (${packages} packages, ${size.toFixed(1)} MB, a hardlink to an ostree object in a ${(downloaded / MB).toFixed(1)} MB layer): ${fmt(ms)} median; ${(downloaded / MB).toFixed(1)} MB downloaded; peak RSS ${peak.toFixed(0)} MB, ${peakTiny.toFixed(0)} MB with a one-package database behind the same layer: the database adds ${grown.toFixed(1)} MB, ${(grown / size).toFixed(1)}× its size (goal < 2×; the layer is streamed)`,
  );
}
