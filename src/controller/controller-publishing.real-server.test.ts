import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPullSecret, type ApiCall } from '../../test-support/controller-cluster';
import { gated, held, pool } from '../../test-support/gate/gate-policy-cases';
import type { KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { ControllerReplicas, until } from '../../test-support/kube/controller-replicas';
import { fcosNodeImage, fixtureNevras } from '../../test-support/registry/fcos-images';
import { startLocalRegistry, type LocalRegistry } from '../../test-support/registry/local-registry';
import { buildOciLayout } from '../../test-support/registry/oci-image-builder';
import { RELEASE_INFO_LABEL, RELEASE_INFO_NAMESPACE } from '../domain/release-info/release-info';
import { CHANGELOG_KEY, changelogPartName, parseChangelogPart } from '../domain/rpmdb/published-changelog';
import { buildRpmdb, type SpecPackage } from '../../test-support/rpm/build-rpmdb';
import { CVSS_EXAMPLES, vexDocument } from '../../test-support/csaf/vex-builder';
import {
  ADVISORY_KEY,
  ADVISORY_LABEL,
  parsePublishedAdvisories,
  publishedToJson,
} from '../domain/advisories/published-advisories';

/**
 * The controller publishing release info on kube-apiserver 1.35, as its service account with
 * deploy/'s RBAC: it reads the pull secret in openshift-config, both OS images of a waiting
 * pool from Debian's docker-registry (basic auth), and writes a release-info ConfigMap for
 * each in openshift-machine-config-operator, where the page lists them, the changelog of the
 * move (from the images' rpm databases, built by Debian's rpm) and how serious the CVE it
 * fixes is (from a CSAF VEX document) in its own namespace.
 */
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const CONFIGS = '/apis/machineconfiguration.openshift.io/v1/machineconfigs';
const RELEASES = [
  { date: '2024-10-07', version: '40.20241006.3.0', config: 'rendered-worker-0a' },
  { date: '2024-10-21', version: '40.20241019.3.0', config: 'rendered-worker-1b' },
] as const;

/** openssl-libs at the last of `versions`, its changelog an entry per version, newest first. */
const opensslLibs = (versions: readonly string[]): SpecPackage => ({
  name: 'openssl-libs',
  version: versions.at(-1) as string,
  release: '1.el9',
  arch: 'x86_64',
  changelog: versions
    .map((version, i) => ({
      date: `Mon Oct ${String(7 + i * 7).padStart(2, '0')} 2024`,
      author: `Jane <j@example.com> - ${version}-1`,
      lines: [`- Update to ${version} (CVE-2024-${5535 + i})`],
    }))
    .reverse(),
});

let cluster: OpenShiftCluster;
let admin: KubeClient;
let registry: LocalRegistry;
let replicas: ControllerReplicas;
const images = new Map<string, string>();
beforeAll(async () => {
  [cluster, registry] = await Promise.all([
    startOpenShiftCluster({ controllerScenario: 'publishing' }),
    startLocalRegistry({ auth: 'basic' }),
  ]);
  admin = cluster.as('admin');
  await grantDeployedRbac(admin);
  const work = mkdtempSync(join(tmpdir(), 'publishing-'));
  // Each image with its rpm database: the newer one's openssl-libs has a changelog entry more.
  const rpmdbs = await Promise.all(
    [['3.2.1'], ['3.2.1', '3.2.2']].map(async (versions) =>
      readFileSync((await buildRpmdb([opensslLibs(versions)])).database),
    ),
  );
  for (const [i, r] of RELEASES.entries()) {
    const image = fcosNodeImage(r.date, r.version, 'x86_64', 'gzip', 'a'.repeat(64), rpmdbs[i]);
    const layout = await buildOciLayout(join(work, r.date), r.date, [image]);
    await registry.push(layout.dir, r.date, 'openshift/node');
    images.set(r.date, `${registry.host}/openshift/node@${layout.digest}`);
    await admin.ok('POST', CONFIGS, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: r.config },
      spec: { config: { ignition: { version: '3.4.0' } }, osImageURL: images.get(r.date) },
    });
  }
  const api: ApiCall = (method, path, body, type) => admin.ok(method, path, body, type);
  await seedPullSecret(api, registry.host);
  await admin.ok('POST', POOLS, pool('worker', gated(), held(RELEASES[1].config)));
  await admin.ok(
    'PATCH',
    `${POOLS}/worker/status`,
    { status: { configuration: { name: RELEASES[0].config }, machineCount: 1, updatedMachineCount: 1 } },
    'application/merge-patch+json',
  );
  // The CSAF VEX document that rates the CVE the update fixes (a directory, as a mounted ConfigMap).
  const vex = join(work, 'vex');
  mkdirSync(vex);
  writeFileSync(
    join(vex, 'cve-2024-5536.json'),
    JSON.stringify(
      vexDocument('CVE-2024-5536', [
        {
          status: 'fixed',
          product: { id: 'rhcos-9', name: 'Red Hat Enterprise Linux CoreOS 9', cpe: 'cpe:/o:redhat:rhel_coreos:9' },
          package: 'openssl-libs',
          version: '3.2.2-1.el9',
          severity: 'Critical',
          cvss: CVSS_EXAMPLES.Critical,
          advisory: 'RHSA-2024:8140',
        },
      ]),
    ),
  );
  replicas = new ControllerReplicas(cluster, 5);
  // The test's registry serves plain HTTP on loopback.
  replicas.start('replica-a', '--registry-tls-verify=false', '--advisories', vex);
}, 180_000);
afterAll(async () => {
  await replicas?.stopAll();
  await Promise.all([cluster?.stop(), registry?.stop()]);
}, 60_000);

interface ReleaseInfoDoc {
  osImageUrl: string;
  'ostree-version'?: string;
  pkglist?: string[];
}

describe('the controller publishing release info on kube-apiserver', () => {
  it('publishes both OS images of a waiting pool, read from the registry with the pull secret', async () => {
    const docs = await until('both release infos', async () => {
      const list = await admin.ok<{ items: { data?: Record<string, string> }[] }>(
        'GET',
        `/api/v1/namespaces/${RELEASE_INFO_NAMESPACE}/configmaps?labelSelector=${encodeURIComponent(RELEASE_INFO_LABEL)}%3Dtrue`,
      );
      const read = list.items.map((cm) => JSON.parse(cm.data?.['metadata.json'] ?? '{}') as ReleaseInfoDoc);
      return read.length >= 2 ? read : undefined;
    });
    for (const r of RELEASES) {
      const doc = docs.find((d) => d.osImageUrl === images.get(r.date));
      expect(doc, replicas.log).toMatchObject({ 'ostree-version': r.version });
      expect(doc?.pkglist).toEqual(fixtureNevras(r.date));
    }
  }, 120_000);

  it('publishes the changelog of the pool’s move, read from both images’ rpm databases', async () => {
    const [from, to] = RELEASES.map((r) => images.get(r.date) as string) as [string, string];
    const name = await changelogPartName(from, to, 'x86_64', 0);
    const part = await until('the changelog of the move', async () => {
      const read = await admin.raw('GET', `/api/v1/namespaces/os-update-plugin/configmaps/${name}`);
      const cm = read.body as { data?: Record<string, string> };
      return read.status === 200 ? parseChangelogPart(cm.data?.[CHANGELOG_KEY], name) : undefined;
    });
    expect(part.packages.map((p) => [p.name, p.changelog.map((e) => e.text)])).toEqual([
      ['openssl-libs', ['- Update to 3.2.2 (CVE-2024-5536)']],
    ]);
  }, 120_000);

  it('publishes how serious the fixed CVE is, from the CSAF VEX documents', async () => {
    const published = await until('the ratings of the move', async () => {
      const list = await admin.ok<{ items: { metadata: { name: string }; data?: Record<string, string> }[] }>(
        'GET',
        `/api/v1/namespaces/os-update-plugin/configmaps?labelSelector=${encodeURIComponent(ADVISORY_LABEL)}`,
      );
      const pairs = list.items.filter((cm) => cm.data?.[ADVISORY_KEY] !== undefined);
      return pairs
        .map((cm) => parsePublishedAdvisories(cm.data?.[ADVISORY_KEY], cm.metadata.name))
        .find((p) => p.from === images.get(RELEASES[0].date));
    });
    expect(publishedToJson(published).ratings, replicas.log).toEqual({
      'CVE-2024-5536': { severity: 'Critical', cvss: 9.8, advisories: ['RHSA-2024:8140'] },
    });
  }, 120_000);

  it('was refused nothing: its log has no warning', () => {
    expect(replicas.warnings()).toEqual([]);
  });
});
