import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRpmdb, type SpecPackage } from '../../test-support/rpm/build-rpmdb';
import { startLocalRegistry, TEST_PASSWORD, type LocalRegistry } from '../../test-support/registry/local-registry';
import { loadAuthFile } from '../registry/auth-file';
import { buildOciLayout, type LayerEntry } from '../../test-support/registry/oci-image-builder';
import { run } from './run';
import { readImageRpmdb } from '../registry/read-image-rpmdb';
import { RegistryClient } from '../registry/registry-client';

const work = mkdtempSync(join(tmpdir(), 'os-update-rpmdb-images-'));
let registry: LocalRegistry;
let node: Uint8Array;
let layered: Uint8Array;
const refs: Record<string, string> = {};

const pkg = (name: string, version: string, cve: string): SpecPackage => ({
  name,
  version,
  release: '1.el9',
  arch: 'x86_64',
  changelog: [{ date: 'Mon Oct 14 2024', author: `Jane <j@example.com> - ${version}-1`, lines: [`- Fix ${cve}`] }],
});
const OBJECT = 'sysroot/ostree/repo/objects/3f/0c5d2a1b9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b.file';
const DB = 'usr/share/rpm/rpmdb.sqlite';

async function publish(name: string, layers: Record<string, LayerEntry>[]) {
  const layout = await buildOciLayout(join(work, name), '1', [{ arch: 'amd64', labels: {}, layers }]);
  await registry.push(layout.dir, '1', `test/${name}`);
  refs[name] = `${registry.host}/test/${name}@${layout.digest}`;
}

beforeAll(async () => {
  registry = await startLocalRegistry({ auth: 'basic' });
  const [a, b] = await Promise.all([
    buildRpmdb([pkg('openssl-libs', '3.2.2', 'CVE-2024-5535')]),
    buildRpmdb([pkg('openssl-libs', '3.2.2', 'CVE-2024-5535'), pkg('acme-agent', '1.0', 'CVE-2024-0001')]),
  ]);
  node = readFileSync(a.database);
  layered = readFileSync(b.database);
  await publish('plain', [{ [DB]: node }]);
  // A chunked ostree image: the database a hardlink to the object written just before it…
  await publish('ostree', [{ 'usr/lib/os-release': 'ID=rhcos\n', [OBJECT]: node, [DB]: { link: OBJECT } }]);
  // …or to one written earlier in the layer.
  await publish('ostree-far', [{ [OBJECT]: node, 'etc/motd': 'hi\n', [DB]: { link: OBJECT } }]);
  await publish('layered', [{ [DB]: node }, { 'etc/acme.conf': 'x' }, { [DB]: layered }]);
  await publish('deleted', [{ [DB]: node }, { 'usr/share/rpm/.wh.rpmdb.sqlite': '' }]);
  await publish('bdb', [{ 'var/lib/rpm/Packages': new Uint8Array([0, 6, 0x15, 0x61]) }]);
  await publish('none', [{ 'etc/motd': 'no packages\n' }]);
}, 180_000);
afterAll(async () => registry?.stop());

const client = () => new RegistryClient({ auth: loadAuthFile(registry.authFile(), {}), tlsVerify: false });
const names = async (name: string) =>
  (await readImageRpmdb(refs[name]!, { client: client() })).packages.map((p) => p.name).sort();

describe('an image’s rpm database, read from its registry', () => {
  it.each([
    ['a plain file', 'plain', ['openssl-libs']],
    ['a hardlink to the ostree object just before it', 'ostree', ['openssl-libs']],
    ['a hardlink to an ostree object earlier in the layer', 'ostree-far', ['openssl-libs']],
    ['the topmost database of a layered image', 'layered', ['acme-agent', 'openssl-libs']],
  ])('%s', async (_, name, expected) => {
    expect(await names(name)).toEqual(expected);
  });

  it('streams the layers: what it holds is the database, not the layer', async () => {
    const c = client();
    const read = await readImageRpmdb(refs.layered!, { client: c });
    expect(read.databaseBytes).toBe(layered.length);
    expect(read.layer).toMatch(/^sha256:/);
  });

  it.each([
    ['deleted', 'deletes its rpm database (usr/share/rpm/.wh.rpmdb.sqlite)'],
    ['bdb', 'its rpm database is a BDB-era var/lib/rpm/Packages, not rpmdb.sqlite: not read'],
    ['none', 'no layer has an rpm database'],
  ])('says why it has none: %s', async (name, message) => {
    await expect(readImageRpmdb(refs[name]!, { client: client() })).rejects.toThrow(message);
  });

  it('release-info --image of a custom image without a metalayer: its rpm database, marked so', async () => {
    let stdout = '';
    const outcome = await run(
      ['release-info', '--image', refs.layered!, '--authfile', registry.authFile(), '--tls-verify=false', '-o', 'json'],
      { stdout: (t) => (stdout += t), stdin: () => '' },
    );
    expect(outcome).toEqual({ code: 0 });
    const metadata = JSON.parse(JSON.parse(stdout).data['metadata.json']);
    expect(metadata).toMatchObject({ source: 'rpmdb', arch: 'x86_64', osImageUrl: refs.layered });
    expect(metadata.pkglist.sort()).toEqual(['acme-agent-1.0-1.el9.x86_64', 'openssl-libs-3.2.2-1.el9.x86_64']);
  });

  it('os-update diff --changelogs --image A --image B: what the layered image adds, from the registry', async () => {
    const auth = registry.authFile();
    let stdout = '';
    const outcome = await run(
      [
        'diff',
        '--changelogs',
        '--image',
        refs.plain!,
        '--image',
        refs.layered!,
        '--authfile',
        auth,
        '--tls-verify=false',
        '--format',
        'json',
      ],
      { stdout: (t) => (stdout += t), stdin: () => '' },
    );
    expect(outcome).toEqual({ code: 0 });
    const json = JSON.parse(stdout);
    expect(json.added).toEqual([{ name: 'acme-agent', arch: 'x86_64', evr: '1.0-1.el9' }]);
    expect(json.summary.unchanged).toBe(1);
    expect(stdout).not.toContain(TEST_PASSWORD);
  });
});
