import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../domain/manifest/read-manifest';
import { fixturePath, fcosLockfile } from '../test-support/fixtures';
import { run } from './run';

async function cli(argv: string[], stdin = '') {
  let stdout = '';
  const outcome = await run(argv, { stdout: (t) => (stdout += t), stdin: () => stdin });
  return { ...outcome, stdout };
}

const tmp = mkdtempSync(join(tmpdir(), 'os-update-cli-'));
const write = (name: string, text: string) => {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
};
const promote = fixturePath(fcosLockfile('2023-10-09-promote'));
const revert = fixturePath(fcosLockfile('2023-10-09-revert'));

describe('os-update vercmp', () => {
  it('prints -1, 0 or 1', async () => {
    expect((await cli(['vercmp', '1.0~rc1', '1.0'])).stdout).toBe('-1\n');
    expect((await cli(['vercmp', '1:1.0-1', '2.0-1'])).stdout).toBe('1\n');
    expect((await cli(['vercmp', '0:1.0-1', '1.0-1'])).stdout).toBe('0\n');
  });

  it('reads TAB-separated pairs with --batch', async () => {
    expect((await cli(['vercmp', '--batch'], '1.0\t2.0\n2.0\t1.0\n1.0\t1.0\n')).stdout).toBe('-1\n1\n0\n');
  });

  it('refuses wrong arguments with exit 2 and one line', async () => {
    expect(await cli(['vercmp', '1.0'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('exactly two versions'),
    });
    expect(await cli(['vercmp', '--batch'], '1.0 2.0\n')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('stdin: line 1'),
    });
    expect(await cli(['vercmp', '--bogus', 'a', 'b'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("'--bogus'"),
    });
  });
});

describe('os-update diff', () => {
  it("prints a table with rpm-ostree's summary line by default", async () => {
    const { code, stdout } = await cli(['diff', promote, revert]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^CHANGE\s+PACKAGE\s+ARCH\s+FROM\s+TO$/m);
    expect(stdout).toMatch(/^downgraded\s+kernel\s+x86_64\s+6\.5\.5-200\.fc38\s+6\.4\.15-200\.fc38$/m);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('0 upgraded, 47 downgraded, 0 removed, 0 added (380 unchanged)');
  });

  it('prints the JSON contract of DESIGN section 7', async () => {
    const json = JSON.parse(
      (
        await cli([
          'diff',
          fixturePath(fcosLockfile('2024-04-19')),
          fixturePath(fcosLockfile('2024-05-06')),
          '--format',
          'json',
        ])
      ).stdout,
    );
    expect(json.summary).toEqual({ upgraded: 426, downgraded: 0, added: 4, removed: 11, unchanged: 1 });
    expect(Object.keys(json)).toEqual(['summary', 'upgraded', 'downgraded', 'added', 'removed']);
    expect(json.upgraded[0]).toEqual({ name: 'kernel', arch: 'x86_64', from: '6.8.4-200.fc39', to: '6.8.5-301.fc40' });
    expect(json.upgraded).toContainEqual({
      name: 'NetworkManager',
      arch: 'x86_64',
      from: '1:1.44.2-1.fc39',
      to: '1:1.46.0-2.fc40',
    });
    expect(json.added).toContainEqual({ name: 'gdbm', arch: 'x86_64', evr: expect.stringMatching(/^1:1\.23-/) });
    expect(json.removed).toContainEqual({ name: 'zlib', arch: 'x86_64', evr: expect.any(String) });
  });

  it('prints Markdown and CSV', async () => {
    const md = (await cli(['diff', promote, revert, '--format', 'markdown'])).stdout;
    expect(md).toContain('0 upgraded, 47 downgraded, 0 added, 0 removed (380 unchanged)');
    expect(md).toContain('| downgraded | kernel | x86_64 | 6.5.5-200.fc38 | 6.4.15-200.fc38 |');
    const csv = (await cli(['diff', promote, revert, '--format', 'csv'])).stdout.trimEnd().split('\r\n');
    expect(csv[0]).toBe('change,name,arch,from,to');
    expect(csv).toHaveLength(1 + 427);
  });

  it('diffs different formats against each other', async () => {
    const nevras = write('new.json', JSON.stringify(['kernel-6.11.3-200.fc40.x86_64']));
    const qa = write('old.txt', 'kernel-6.10.12-200.fc40.x86_64\nbash-5.2.26-3.fc40.x86_64\n');
    const json = JSON.parse((await cli(['diff', qa, nevras, '-f', 'json'])).stdout);
    expect(json.summary).toMatchObject({ upgraded: 1, removed: 1 });
  });

  it.each([
    ['nevra array', '["bash-5.2-1.x86_64", "oops"]', 'entry[1]: invalid NEVRA "oops"'],
    ['lockfile', '{"packages": {"bash": {"evra": "5.2"}}}', 'packages["bash"].evra: invalid NEVRA'],
    [
      'commitmeta',
      '{"rpmostree.rpmdb.pkglist": [["bash", -1, "5", "1", "x86_64"]]}',
      'rpmostree.rpmdb.pkglist[0]: epoch must be',
    ],
    [
      'metadata.json',
      '{"osImageUrl": "quay.io/x:latest", "pkglist": ["a-1-1.noarch"]}',
      'metadata.json osImageUrl: must reference the image by digest',
    ],
    ['ConfigMap', 'kind: ConfigMap\nmetadata: {name: x}\ndata: {}\n', 'data["metadata.json"]: is missing'],
    ['rpm -qa', 'bash-5.2-1.x86_64\nnonsense\n', 'line 2: invalid NEVRA "nonsense"'],
    ['invalid JSON', '{"packages": {', 'not valid JSON'],
    ['empty file', '', 'is empty: no package manifest in it'],
  ])('names the file and the entry of a bad %s, exit 2', async (_format, text, message) => {
    const bad = write(`bad-${_format.replace(/\W/g, '')}.in`, text);
    const outcome = await cli(['diff', promote, bad]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(`${bad}: `);
    expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).not.toContain('\n');
  });

  it('refuses a missing file, a wrong format and a wrong number of files', async () => {
    expect((await cli(['diff', promote, join(tmp, 'missing.json')])).stderr).toContain(
      'missing.json: cannot read (ENOENT)',
    );
    expect((await cli(['diff', promote, revert, '--format', 'xml'])).stderr).toContain(
      '--format must be table, json, markdown or csv',
    );
    expect((await cli(['diff', promote])).code).toBe(2);
  });
});

describe('os-update release-info', () => {
  const meta = fixturePath('cosa/meta.json');
  const commitmeta = fixturePath('cosa/commitmeta.json');

  it('prints a release-info ConfigMap that the plugin reads back', async () => {
    const { code, stdout } = await cli([
      'release-info',
      '--meta',
      meta,
      '--commitmeta',
      commitmeta,
      '--release-version',
      '4.22.0',
    ]);
    expect(code).toBe(0);
    const cm = parse(stdout);
    expect(cm).toMatchObject({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: 'os-release-info-40.20241019.3.0',
        namespace: 'openshift-machine-config-operator',
        labels: { 'os-updates.openshift.io/release-info': 'true' },
      },
    });
    const doc = JSON.parse(cm.data['metadata.json']);
    expect(doc).toMatchObject({
      'ostree-version': '40.20241019.3.0',
      releaseVersion: '4.22.0',
      osImageUrl: expect.stringMatching(/@sha256:(5e){32}$/),
    });
    expect(readManifest('cm', stdout).packages).toHaveLength(439);
  });

  it('prints JSON with -o json and takes --name and --image', async () => {
    const image = `registry.example.com/os@sha256:${'1'.repeat(64)}`;
    const cm = JSON.parse(
      (await cli(['release-info', '--meta', meta, '-o', 'json', '--name', 'my-info', '--image', image])).stdout,
    );
    expect(cm.metadata.name).toBe('my-info');
    expect(JSON.parse(cm.data['metadata.json']).osImageUrl).toBe(image);
  });

  it('refuses an image without a digest, and a missing --meta', async () => {
    const noDigest = write(
      'meta-tag.json',
      JSON.stringify({ 'ostree-version': '1', 'base-oscontainer': { image: 'quay.io/x:latest' } }),
    );
    expect((await cli(['release-info', '--meta', noDigest])).stderr).toContain(
      'osImageUrl: must reference the image by digest',
    );
    const noImage = write('meta-none.json', JSON.stringify({ buildid: '1' }));
    expect((await cli(['release-info', '--meta', noImage])).stderr).toContain('base-oscontainer: has no image');
    expect((await cli(['release-info'])).stderr).toContain('needs --image REF, --release REF or --meta meta.json');
  });
});

describe('os-update help', () => {
  it.each(['vercmp', 'diff', 'release-info'])('%s --help', async (command) => {
    const { code, stdout } = await cli([command, '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Usage: os-update ${command}`);
  });

  it('refuses an unknown command', async () => {
    expect(await cli(['frobnicate'])).toMatchObject({
      code: 2,
      stderr: 'os-update: unknown command "frobnicate" (try --help)',
    });
  });
});
