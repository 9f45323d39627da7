import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RELEASE_INFO_LABEL,
  RELEASE_INFO_NAMESPACE,
  releaseInfoFromConfigMap,
} from '../domain/release-info/release-info';
import { OS_UPDATE_BUNDLE } from '../../test-support/os-update-bundle';
import { fixturePath } from '../test-support/fixtures';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';

/**
 * `os-update release-info … | oc apply -f -`, as the README tells an admin to publish an OS
 * image's release info by hand: the real API server takes what the CLI prints (names, labels,
 * a ConfigMap's size and keys), and what it stores reads back as the page reads it.
 */
let cluster: OpenShiftCluster | undefined;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ policies: false, crds: false });
  await cluster.as('admin').ok('POST', '/api/v1/namespaces', { metadata: { name: RELEASE_INFO_NAMESPACE } });
}, 180_000);
afterAll(() => cluster?.stop());

function osUpdate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [OS_UPDATE_BUNDLE, ...args], { maxBuffer: 16 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('os-update release-info on the real API server', () => {
  it.each([
    ['yaml', 'client-side'],
    ['json', 'server-side'],
  ])('its %s, applied %s with kubectl, is stored and reads back as the page reads it', async (format, apply) => {
    const printed = await osUpdate(
      'release-info',
      '--meta',
      fixturePath('cosa/meta.json'),
      '--commitmeta',
      fixturePath('cosa/commitmeta.json'),
      '--release-version',
      '4.22.0',
      '--name',
      `os-release-info-${format}`,
      '-o',
      format,
    );
    expect(printed.stderr).toBe('');
    expect(printed.code).toBe(0);
    const file = join(mkdtempSync(join(tmpdir(), 'release-info-')), `cm.${format}`);
    writeFileSync(file, printed.stdout);

    const c = cluster as OpenShiftCluster;
    const applied = await c.kubectl('apply', ...(apply === 'server-side' ? ['--server-side'] : []), '-f', file);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);

    const stored = (await c
      .as('admin')
      .ok(
        'GET',
        `/api/v1/namespaces/${RELEASE_INFO_NAMESPACE}/configmaps?labelSelector=${encodeURIComponent(RELEASE_INFO_LABEL)}%3Dtrue`,
      )) as { items: { metadata: { name: string } }[] };
    const cm = stored.items.find((item) => item.metadata.name === `os-release-info-${format}`);
    expect(cm, 'the ConfigMap, found by the label the page lists by').toBeDefined();
    const info = releaseInfoFromConfigMap(cm as Parameters<typeof releaseInfoFromConfigMap>[0]);
    expect(info.ostreeVersion).toBe('40.20241019.3.0');
    expect(info.releaseVersion).toBe('4.22.0');
    expect(info.packages?.length).toBe(439);
  });
});
