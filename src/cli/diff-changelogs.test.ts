import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CVSS_EXAMPLES, vexDocument } from '../../test-support/csaf/vex-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRpmdb, rpmChangelog, type SpecPackage } from '../../test-support/rpm/build-rpmdb';
import { run } from './run';

async function cli(argv: string[]) {
  let stdout = '';
  let warnings = '';
  const outcome = await run(argv, { stdout: (t) => (stdout += t), stdin: () => '', stderr: (t) => (warnings += t) });
  return { ...outcome, stdout, warnings };
}

const JANE = 'Jane Builder <jane@example.com>';
const kernelLog = [
  { date: 'Tue Oct 01 2024', author: `${JANE} - 6.10.10-200`, lines: ['- Fix rhbz#2311111'] },
  { date: 'Mon Sep 16 2024', author: `${JANE} - 6.10.9-200`, lines: ['- Rebase to 6.10.9'] },
];
const kernel = (version: string, log = kernelLog): SpecPackage => ({
  name: 'kernel',
  epoch: 1,
  version,
  release: '200.fc40',
  arch: 'x86_64',
  subpackages: ['core', 'modules'],
  changelog: log,
});
const glib = (version: string, date: string): SpecPackage => ({
  name: 'glib2',
  version,
  release: '1.fc40',
  arch: 'x86_64',
  changelog: [{ date, author: `${JANE} - ${version}-1`, lines: [`- Update to ${version} (CVE-2024-34397)`] }],
});
const bash: SpecPackage = {
  name: 'bash',
  version: '5.2.26',
  release: '3.fc40',
  arch: 'x86_64',
  changelog: [{ date: 'Mon Jan 22 2024', author: `${JANE} - 5.2.26-3`, lines: ['- Rebuilt'] }],
};

let before: { root: string; database: string };
let after: { root: string; database: string };
beforeAll(async () => {
  [before, after] = await Promise.all([
    buildRpmdb([kernel('6.10.10'), glib('2.80.0', 'Mon Mar 11 2024'), bash]),
    buildRpmdb([
      kernel('6.10.12', [
        {
          date: 'Mon Oct 14 2024',
          author: `${JANE} - 6.10.12-200`,
          lines: ['- Fix CVE-2024-47674 and CVE-2024-49967 (RHEL-1234)', '- Backport (OCPBUGS-4242)'],
        },
        { date: 'Tue Oct 08 2024', author: `${JANE} - 6.10.11-200`, lines: ['- Fix CVE-2024-46800'] },
        ...kernelLog,
      ]),
      glib('2.78.0', 'Mon Sep 18 2023'),
      bash,
    ]),
  ]);
}, 120_000);

describe('os-update diff --changelogs on two rpm databases', () => {
  it('adds to each upgraded package the entries the new one has (as rpm -q --changelog shows them), their ids, and the CVEs fixed', async () => {
    const out = await cli(['diff', before.database, after.database, '--changelogs', '--format', 'json']);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json.summary).toEqual({ upgraded: 3, downgraded: 1, added: 0, removed: 0, unchanged: 1 });
    const core = json.upgraded.find((e: { name: string }) => e.name === 'kernel-core');
    expect(core).toMatchObject({ arch: 'x86_64', from: '1:6.10.10-200.fc40', to: '1:6.10.12-200.fc40' });
    expect(core.changelog).toEqual([
      {
        time: '2024-10-14T12:00:00Z',
        author: `${JANE} - 6.10.12-200`,
        text: '- Fix CVE-2024-47674 and CVE-2024-49967 (RHEL-1234)\n- Backport (OCPBUGS-4242)',
        ids: ['CVE-2024-47674', 'CVE-2024-49967', 'RHEL-1234', 'OCPBUGS-4242'],
      },
      {
        time: '2024-10-08T12:00:00Z',
        author: `${JANE} - 6.10.11-200`,
        text: '- Fix CVE-2024-46800',
        ids: ['CVE-2024-46800'],
      },
    ]);
    // The oracle: rpm itself lists the same entries first, then the ones the old package had.
    const oracle = await rpmChangelog(after.root, 'kernel-core');
    const shown = core.changelog.map((c: { author: string; text: string }) => `${c.author}\n${c.text}`);
    expect(
      oracle
        .replace(/^\* \w{3} \w{3} \d{2} \d{4} /gm, '')
        .split('\n\n')
        .slice(0, 2),
    ).toEqual(shown);
    // A downgrade brings no new entries; the fixes are the CVEs of the upgrades, once each.
    expect(json.downgraded).toEqual([expect.objectContaining({ name: 'glib2', changelog: [] })]);
    expect(json.fixes).toEqual(['CVE-2024-46800', 'CVE-2024-47674', 'CVE-2024-49967']);
  });

  it('prints the changes and their entries as rpm-ostree db diff does', async () => {
    const out = await cli(['diff', before.database, after.database, '--changelogs']);
    expect(out.stdout).toContain('  kernel.x86_64 1:6.10.10-200.fc40 -> 1:6.10.12-200.fc40');
    expect(out.stdout).toContain('    - Fix CVE-2024-46800');
    expect(out.stdout).toContain('Fixes 3 CVEs: CVE-2024-46800, CVE-2024-47674, CVE-2024-49967');
  });

  it('refuses what is not an SQLite rpm database with exit 2 and one line', async () => {
    const bdb = join(before.root, 'Packages');
    writeFileSync(bdb, Buffer.from('00061561000000000000000000000000', 'hex'));
    for (const [path, message] of [
      [bdb, 'not an SQLite rpm database (a BDB or ndb database from before rpm 4.16 is not read)'],
      ['/nope/rpmdb.sqlite', 'cannot read (ENOENT)'],
    ]) {
      const out = await cli(['diff', path!, after.database, '--changelogs', '--format', 'json']);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain(message);
      expect(out.stderr?.split('\n')).toHaveLength(1);
    }
  });
});

describe('os-update diff --changelogs --advisories: how serious is what it fixes', () => {
  const F40 = { id: 'fedora-40', name: 'Fedora 40', cpe: 'cpe:/o:fedoraproject:fedora:40' };
  const F39 = { id: 'fedora-39', name: 'Fedora 39', cpe: 'cpe:/o:fedoraproject:fedora:39' };
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vex-'));
    const write = (name: string, doc: unknown) => writeFileSync(join(dir, name), JSON.stringify(doc));
    const fedora = { namespace: 'fedora' };
    write(
      'cve-2024-47674.json',
      vexDocument(
        'CVE-2024-47674',
        [
          {
            status: 'fixed',
            product: F40,
            package: 'kernel',
            version: '6.10.12-200.fc40',
            severity: 'Critical',
            cvss: CVSS_EXAMPLES.Critical,
            advisory: 'RHSA-2024:8140',
          },
        ],
        fedora,
      ),
    );
    write(
      'cve-2024-49967.json',
      vexDocument(
        'CVE-2024-49967',
        [
          {
            status: 'fixed',
            product: F40,
            package: 'kernel',
            version: '6.10.12-200.fc40',
            severity: 'Important',
            cvss: CVSS_EXAMPLES.Important,
            advisory: 'RHSA-2024:8123',
          },
        ],
        fedora,
      ),
    );
    // Another product's rating of a CVE the update fixes: not this image's, left unrated.
    write(
      'cve-2024-46800.json',
      vexDocument(
        'CVE-2024-46800',
        [
          {
            status: 'fixed',
            product: F39,
            package: 'kernel',
            version: '6.10.11-100.fc39',
            severity: 'Low',
            cvss: CVSS_EXAMPLES.Low,
            advisory: 'RHSA-2024:8000',
          },
        ],
        fedora,
      ),
    );
    write(
      'cve-2024-7777.json',
      vexDocument(
        'CVE-2024-7777',
        [{ status: 'known_affected', product: F40, package: 'glib2', severity: 'Moderate' }],
        fedora,
      ),
    );
    const broken = vexDocument(
      'CVE-2024-49967',
      [
        {
          status: 'fixed',
          product: F40,
          package: 'kernel',
          version: '6.10.12-200.fc40',
          severity: 'Low',
          cvss: { ...CVSS_EXAMPLES.Low, score: 9.9 },
          advisory: 'RHSA-2024:1',
        },
      ],
      fedora,
    );
    write('broken.json', broken);
  });

  it("rates each fixed CVE of the image's product (DESIGN section 7's ratings and stillOpen), naming the document it skipped", async () => {
    const out = await cli([
      'diff',
      before.database,
      after.database,
      '--changelogs',
      '--advisories',
      dir,
      '--product',
      F40.cpe,
      '--format',
      'json',
    ]);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json.fixes).toEqual(['CVE-2024-46800', 'CVE-2024-47674', 'CVE-2024-49967']);
    expect(json.ratings).toEqual({
      'CVE-2024-47674': { severity: 'Critical', cvss: 9.8, advisories: ['RHSA-2024:8140'] },
      'CVE-2024-49967': { severity: 'Important', cvss: 7.8, advisories: ['RHSA-2024:8123'] },
    });
    expect(json.stillOpen).toEqual([{ id: 'CVE-2024-7777', package: 'glib2', severity: 'Moderate' }]);
    expect(out.warnings).toMatch(
      /^advisory document .*broken\.json skipped: mandatoryTest_6_1_9 at \/vulnerabilities\/0\/scores\/0/,
    );
  });

  it('says the ratings and what stays open under the changelogs', async () => {
    const out = await cli([
      'diff',
      before.database,
      after.database,
      '--changelogs',
      '--advisories',
      dir,
      '--product',
      F40.cpe,
    ]);
    expect(out.stdout).toContain(
      `Rated for ${F40.cpe}: fixes 1 Critical, 1 Important (RHSA-2024:8123, RHSA-2024:8140)`,
    );
    expect(out.stdout).toContain('  CVE-2024-47674: Critical, CVSS 9.8 CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H');
    expect(out.stdout).toContain('Still open after this update: CVE-2024-7777 (glib2, Moderate)');
  });

  it('asks for the product when the documents are about several, and refuses --advisories without --changelogs', async () => {
    const several = await cli(['diff', before.database, after.database, '--changelogs', '--advisories', dir]);
    expect(several.code).toBe(2);
    expect(several.stderr).toBe(
      "os-update diff: the advisory documents are about 2 products (cpe:/o:fedoraproject:fedora:39, cpe:/o:fedoraproject:fedora:40): name the image's product (diff --product CPE, the controller's --advisory-product)",
    );
    const alone = await cli(['diff', before.database, after.database, '--advisories', dir]);
    expect(alone).toMatchObject({
      code: 2,
      stderr: 'os-update diff: --advisories rates the CVEs the changelogs name: add --changelogs',
    });
  });
});
