import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenShiftCluster, type OpenShiftCluster } from '../test-support/kube/openshift-cluster';

/**
 * The install as an admin runs it (`kubectl apply -k`), judged by kube-apiserver 1.35 with
 * OpenShift 4.22's CRDs: every object of the example overlay valid against the real schemas,
 * an unknown or misspelt field refused (`--validate=strict`), then applied for real.
 */
const OVERLAY = 'deploy/overlays/example';
/** OpenShift's own namespaces the install writes into; a cluster has them before any plugin. */
const OPENSHIFT_NAMESPACES = ['openshift-config', 'openshift-machine-config-operator'];

let cluster: OpenShiftCluster | undefined;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ policies: false });
  for (const ns of OPENSHIFT_NAMESPACES) expect((await cluster.kubectl('create', 'namespace', ns)).code).toBe(0);
}, 180_000);
afterAll(() => cluster?.stop());

const rendered = (): { kind: string; metadata: { name: string; namespace?: string } }[] =>
  parseAllDocuments(execFileSync('kubectl', ['kustomize', OVERLAY], { encoding: 'utf8' })).map((d) => d.toJS());

describe('the example overlay on the real API server', () => {
  it('is accepted object by object, strictly validated, as a server dry run and then applied', async () => {
    const kube = cluster as OpenShiftCluster;
    const objects = rendered();
    // A server dry run does not create the Namespace it carries; its objects need it to exist.
    const own = objects.filter((o) => o.kind === 'Namespace').map((o) => o.metadata.name);
    for (const ns of own) expect((await kube.kubectl('create', 'namespace', ns, '--save-config')).code).toBe(0);

    const dry = await kube.kubectl('apply', '-k', OVERLAY, '--dry-run=server', '--validate=strict', '-o', 'name');
    expect(dry.stderr).toBe('');
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split('\n')).toHaveLength(objects.length);

    const applied = await kube.kubectl('apply', '-k', OVERLAY, '--validate=strict');
    expect(applied.code, applied.stderr).toBe(0);
    const listed = await kube.kubectl('get', '-k', OVERLAY, '-o', 'name');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n')).toHaveLength(objects.length);
    // The console finds the plugin by its ConsolePlugin, served by OpenShift's CRD.
    expect(listed.stdout).toContain('consoleplugin.console.openshift.io/os-update-plugin');
  });

  it('refuses a ConsolePlugin with a misspelt field, naming the field', async () => {
    const kube = cluster as OpenShiftCluster;
    const plugin = rendered().find((o) => o.kind === 'ConsolePlugin') as unknown as Record<string, unknown>;
    const misspelt = { ...plugin, spec: { ...(plugin.spec as object), dispalyName: 'OS updates' } };
    const file = join(mkdtempSync(join(tmpdir(), 'deploy-strict-')), 'plugin.json');
    writeFileSync(file, JSON.stringify(misspelt));
    const refused = await kube.kubectl('apply', '-f', file, '--dry-run=server', '--validate=strict');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('dispalyName');
  });
});
