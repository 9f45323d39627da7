import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CVSS_EXAMPLES, vexDocument } from '../../test-support/csaf/vex-builder';
import { buildOciLayout } from '../../test-support/registry/oci-image-builder';
import { eventually } from '../test-support/demo-servers';
import type { ControllerFixture } from './controller-fixture';

const NS = 'os-update-plugin';
const F40 = { id: 'fedora-40', name: 'Fedora 40', cpe: 'cpe:/o:fedoraproject:fedora:40' };
const fedora = { namespace: 'fedora' };

interface Owned {
  metadata: { name: string; annotations?: Record<string, string> };
  data?: Record<string, string>;
}

/** The advisory feed as an image of one layer, under `tag` of openshift/advisories: what oc-mirror would carry. */
async function pushFeed(f: ControllerFixture, severity: 'Important' | 'Critical'): Promise<string> {
  const docs = {
    'vex/2024/cve-2024-0001.json': vexDocument(
      'CVE-2024-0001',
      [
        {
          status: 'fixed',
          product: F40,
          package: 'bash',
          version: '5.2.26-2',
          severity,
          cvss: CVSS_EXAMPLES[severity],
          advisory: 'RHSA-2024:0101',
        },
      ],
      fedora,
    ),
    'vex/2024/cve-2024-0002.json': vexDocument(
      'CVE-2024-0002',
      [{ status: 'known_affected', product: F40, package: 'bash', severity: 'Low' }],
      fedora,
    ),
    // Its score is not what its vector gives: CSAF's mandatory test 6.1.9 fails it.
    'vex/2024/cve-2024-0003.json': vexDocument(
      'CVE-2024-0003',
      [
        {
          status: 'known_affected',
          product: F40,
          package: 'bash',
          severity: 'Low',
          cvss: { ...CVSS_EXAMPLES.Low, score: 9.9 },
        },
      ],
      fedora,
    ),
  };
  const files = Object.fromEntries(Object.entries(docs).map(([path, doc]) => [path, JSON.stringify(doc)]));
  const layout = await buildOciLayout(join(mkdtempSync(join(tmpdir(), 'feed-')), 'feed'), 'latest', [
    { arch: 'amd64', labels: {}, layers: [files] },
  ]);
  await f.registry.push(layout.dir, 'latest', 'openshift/advisories');
  return layout.digest;
}

/** Issue 46: the controller rates what each pair fixes from the admin's advisory image. */
export function advisoryCases(f: ControllerFixture): void {
  const { api, startController, createMovingPool } = f;
  const advisoryMaps = async () =>
    (
      await api(
        'GET',
        `/api/v1/namespaces/${NS}/configmaps?labelSelector=${encodeURIComponent('os-updates.openshift.io/advisories=true')}`,
      )
    ).items as Owned[];
  const status = async () => {
    const cm = (await advisoryMaps()).find((c) => c.metadata.name === 'os-update-advisory-source');
    return cm ? JSON.parse(cm.data?.['status.json'] ?? '{}') : undefined;
  };
  const ratingsOf = async (version: string) => {
    const s = await status();
    if (s?.version !== version) return undefined;
    const pair = (await advisoryMaps()).find(
      (c) =>
        c.metadata.annotations?.['os-updates.openshift.io/to']?.includes(f.images.after) &&
        c.metadata.annotations?.['os-updates.openshift.io/advisory-version'] === version,
    );
    return pair ? JSON.parse(pair.data?.['advisories.json'] ?? '{}') : undefined;
  };

  it("rates the pair's fixed CVE from the advisory image, says what stays open, skips an invalid document, and reads the feed again when its digest changes", async () => {
    await createMovingPool(f.images.before, f.images.after);
    const v1 = await pushFeed(f, 'Important');
    startController('replica-a', '--advisories', `${f.registry.host}/openshift/advisories:latest`);
    const first = await eventually(() => ratingsOf(v1), 60_000);
    expect(first.ratings).toEqual([
      {
        id: 'CVE-2024-0001',
        severity: 'Important',
        cvss: CVSS_EXAMPLES.Important,
        advisories: [{ id: 'RHSA-2024:0101', url: 'https://access.redhat.com/errata/RHSA-2024:0101' }],
      },
    ]);
    expect(first.stillOpen).toEqual([{ id: 'CVE-2024-0002', package: 'bash', severity: 'Low' }]);
    expect(await status()).toMatchObject({
      configured: true,
      source: `${f.registry.host}/openshift/advisories:latest`,
      version: v1,
      product: F40.cpe,
      documents: 2,
      skipped: [
        {
          name: 'vex/2024/cve-2024-0003.json',
          problem: expect.stringMatching(/^mandatoryTest_6_1_9 at \/vulnerabilities\/0\/scores\/0/),
        },
      ],
    });

    // A new feed under the same tag: read again, the pair rated anew under a new name.
    const v2 = await pushFeed(f, 'Critical');
    const second = await eventually(() => ratingsOf(v2), 60_000);
    expect(second.ratings[0]).toMatchObject({ id: 'CVE-2024-0001', severity: 'Critical' });
  }, 150_000);

  it('says no advisory source is configured, and publishes no ratings', async () => {
    await createMovingPool(f.images.before, f.images.after);
    startController('replica-a');
    expect(await eventually(status, 30_000)).toEqual({ configured: false });
    expect((await advisoryMaps()).map((c) => c.metadata.name)).toEqual(['os-update-advisory-source']);
  }, 60_000);
}
