import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OS_UPDATE_BUNDLE } from '../../test-support/os-update-bundle';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import type { TestUser } from '../../test-support/kube/test-users';

/**
 * The CLI as an admin runs it against a cluster (kube-apiserver 1.35, OpenShift's CRDs): from
 * `$KUBECONFIG` with a bearer token. A user the cluster grants nothing gets one clear line and
 * exit 2, never a stack trace.
 */
let cluster: OpenShiftCluster | undefined;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ policies: false });
  const admin = cluster.as('admin');
  await admin.ok('POST', '/api/v1/nodes', {
    metadata: {
      name: 'worker-0',
      labels: { 'node-role.kubernetes.io/worker': '' },
      annotations: {
        'machineconfiguration.openshift.io/currentConfig': 'rendered-worker-1',
        'machineconfiguration.openshift.io/desiredConfig': 'rendered-worker-1',
        'machineconfiguration.openshift.io/state': 'Done',
      },
    },
  });
  await admin.ok('POST', '/apis/machineconfiguration.openshift.io/v1/machineconfigpools', {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name: 'worker' },
    spec: {
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } },
      machineConfigSelector: { matchLabels: { 'machineconfiguration.openshift.io/role': 'worker' } },
      maxUnavailable: 1,
    },
  });
}, 180_000);
afterAll(() => cluster?.stop());

function osUpdate(user: TestUser, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, KUBECONFIG: (cluster as OpenShiftCluster).kubeconfig(user) };
  return new Promise((resolve) => {
    execFile(process.execPath, [OS_UPDATE_BUNDLE, ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('os-update on the real API server', () => {
  it('reads a pool’s pre-flight as an admin, from $KUBECONFIG', async () => {
    const { code, stdout, stderr } = await osUpdate('admin', 'preflight', 'worker');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Pool worker: 1 machine, 1 at a time');
    expect(stdout).toContain('Unavailable machines: none');
  });

  it('prints a pool’s pre-flight as DESIGN’s JSON, and its canary status, as an admin', async () => {
    const preflight = await osUpdate('admin', 'preflight', 'worker', '--format', 'json');
    expect(preflight.stderr).toBe('');
    expect(preflight.code).toBe(0);
    const facts = JSON.parse(preflight.stdout) as Record<string, unknown>;
    expect(facts).toMatchObject({ pool: 'worker', blockers: [], unavailable: [] });
    expect(Object.keys(facts).sort()).toEqual(['alerts', 'blockers', 'forecast', 'pool', 'unavailable']);
    const canary = await osUpdate('admin', 'canary', 'status', 'worker');
    expect(canary.stderr).toBe('');
    expect(canary.code).toBe(0);
    expect(canary.stdout.trim()).toBe('worker has no canary');
  });

  it.each([
    ['preflight', 'worker'],
    ['canary', 'status', 'worker'],
  ])(
    'as a user the cluster grants nothing, os-update %s says it is forbidden in one line and exits 2',
    async (...args) => {
      const { code, stdout, stderr } = await osUpdate('controller', ...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/forbidden/i);
      expect(stderr).toContain('system:serviceaccount:os-update-plugin:os-update-controller');
      expect(stderr).not.toMatch(/\n\s+at /);
    },
  );
});
