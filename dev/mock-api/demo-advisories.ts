import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildOciLayout, type BuiltLayout } from '../../test-support/registry/oci-image-builder';
import { CVSS_EXAMPLES, vexDocument, type VexFinding } from '../../test-support/csaf/vex-builder';
import { DEMO_RELEASES, type DemoRelease } from './demo-releases';
import { demoSpecPackages } from './rpmdb/demo-rpmdb';

/**
 * The demo's advisory feed (issue 46): a CSAF VEX document per CVE its changelogs name, as Red
 * Hat publishes them (the product, each fixed build by purl, the rating, a CVSS v3 score, the
 * advisory that ships the fix), and one CVE known to affect the target's glibc with no fix yet.
 * Pushed to the demo's registry as an image whose one layer is the documents' tree, as an
 * admin would mirror Red Hat's VEX archive with oc-mirror's `additionalImages`.
 */
export const ADVISORY_REPOSITORY = 'os-update/advisories';
export const DEMO_PRODUCT = {
  id: 'fedora-40',
  name: 'Fedora 40 (the demo\u2019s CoreOS)',
  cpe: 'cpe:/o:fedoraproject:fedora:40',
};
/** Still open after every update the demo offers: glibc is affected, no build fixes it yet. */
export const OPEN_CVE = 'CVE-2024-49999';

const RATINGS = ['Critical', 'Important', 'Important', 'Important', 'Moderate', 'Moderate', 'Moderate', 'Low'] as const;
const CVE = /\bCVE-\d{4}-\d{4,}\b/g;

/** The first build of each source that names a CVE in its changelog: the fix, by the demo's releases in order. */
function fixedBuilds(releases: readonly DemoRelease[]): Map<string, { source: string; version: string }> {
  const fixes = new Map<string, { source: string; version: string }>();
  for (const release of releases)
    for (const spec of demoSpecPackages(release))
      for (const entry of [...spec.changelog].reverse())
        for (const cve of entry.lines.join('\n').match(CVE) ?? [])
          if (!fixes.has(cve)) fixes.set(cve, { source: spec.name, version: `${spec.version}-${spec.release}` });
  return fixes;
}

/** The documents, by the path they have in the feed (`2024/cve-2024-20001.json`). */
export function demoAdvisoryDocuments(releases: readonly DemoRelease[] = DEMO_RELEASES): Map<string, object> {
  const docs = new Map<string, object>();
  for (const [cve, { source, version }] of fixedBuilds(releases)) {
    const h = createHash('sha256').update(cve).digest();
    const severity = RATINGS[(h[0] ?? 0) % RATINGS.length]!;
    const finding: VexFinding = {
      status: 'fixed',
      product: DEMO_PRODUCT,
      package: source,
      version,
      severity,
      cvss: CVSS_EXAMPLES[severity],
      // One advisory per fixed build, as an erratum ships a package's update.
      advisory: `RHSA-${cve.slice(4, 8)}:${8000 + (createHash('sha256').update(`${source} ${version}`).digest().readUInt16BE(0) % 2000)}`,
    };
    docs.set(`${cve.slice(4, 8)}/${cve.toLowerCase()}.json`, vexDocument(cve, [finding], { namespace: 'fedora' }));
  }
  docs.set(
    `2024/${OPEN_CVE.toLowerCase()}.json`,
    vexDocument(
      OPEN_CVE,
      [
        {
          status: 'known_affected',
          product: DEMO_PRODUCT,
          package: 'glibc',
          severity: 'Important',
          cvss: CVSS_EXAMPLES.Important,
        },
      ],
      {
        namespace: 'fedora',
      },
    ),
  );
  return docs;
}

/** The advisory image: one gzip layer holding the documents' tree. */
export function buildAdvisoryImage(dir: string): Promise<BuiltLayout> {
  const files = Object.fromEntries(
    [...demoAdvisoryDocuments()].map(([path, doc]) => [`vex/${path}`, JSON.stringify(doc)]),
  );
  return buildOciLayout(join(dir, 'advisories'), 'latest', [{ arch: 'amd64', labels: {}, layers: [files] }]);
}
