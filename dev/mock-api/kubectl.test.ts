import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kubectlAt } from '../test-support/kubectl';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

let demo: DemoServers;

const kubectl = kubectlAt(() => demo.apiUrl);

beforeAll(async () => {
  demo = await startDemoServers();
});
afterAll(() => demo.close());
beforeEach(() => demo.cluster.reset());

describe('kubectl against the demo cluster', () => {
  it('discovers the resources with their short names', async () => {
    const { stdout } = await kubectl('api-resources');
    expect(stdout).toMatch(
      /^machineconfigpools\s+mcp\s+machineconfiguration\.openshift\.io\/v1\s+false\s+MachineConfigPool$/m,
    );
    expect(stdout).toMatch(/^configmaps\s+cm\s+v1\s+true\s+ConfigMap$/m);
    expect((await kubectl('version')).stdout).toContain('Server Version: v1.35.0-os-update-demo');
  });

  it('prints the MachineConfigNodes with the printer columns of their CRD: pool, configs, Updated', async () => {
    const { stdout } = await kubectl('get', 'machineconfignodes');
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header?.split(/\s+/)).toEqual(['NAME', 'POOLNAME', 'DESIREDCONFIG', 'CURRENTCONFIG', 'UPDATED', 'AGE']);
    expect(rows).toHaveLength(11);
    const infra = rows.find((r) => r.startsWith('infra-0'))?.split(/\s+/);
    expect(infra?.[1]).toBe('infra');
    expect(infra?.[2]).toMatch(/^rendered-infra-/);
    expect(infra?.[3]).toBe(infra?.[2]);
    expect(infra?.[4]).toBe('True');
  });

  it('prints the pools with the printer columns of their CRD, as `oc get mcp` does', async () => {
    const { stdout } = await kubectl('get', 'mcp');
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header?.split(/\s+/)).toEqual([
      'NAME',
      'CONFIG',
      'UPDATED',
      'UPDATING',
      'DEGRADED',
      'MACHINECOUNT',
      'READYMACHINECOUNT',
      'UPDATEDMACHINECOUNT',
      'DEGRADEDMACHINECOUNT',
      'AGE',
    ]);
    const worker = rows.find((r) => r.startsWith('worker'))?.split(/\s+/);
    expect(worker?.slice(2, 8)).toEqual(['False', 'False', 'False', '6', '6', '0']);
    expect(worker?.[1]).toMatch(/^rendered-worker-/);
    expect((await kubectl('get', 'mcp', 'master')).stdout).toMatch(
      /^master\s+rendered-master-\S+\s+True\s+False\s+False\s+3\s+3\s+3\s+0\s+/m,
    );
  });

  it('gets pools, nodes and ConfigMaps with label and field selectors', async () => {
    expect((await kubectl('get', 'mcp', '-o', 'name')).stdout.trim().split('\n')).toEqual([
      'machineconfigpool.machineconfiguration.openshift.io/infra',
      'machineconfigpool.machineconfiguration.openshift.io/master',
      'machineconfigpool.machineconfiguration.openshift.io/worker',
    ]);
    expect((await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.paused}')).stdout).toBe('true');
    const infos = await kubectl(
      'get',
      'cm',
      '-n',
      'openshift-machine-config-operator',
      '-l',
      'os-updates.openshift.io/release-info=true',
      '-o',
      'name',
    );
    expect(infos.stdout.trim().split('\n')).toHaveLength(5); // the two images in use and the three update candidates
    expect(
      (await kubectl('get', 'nodes', '-l', 'node-role.kubernetes.io/worker', '-o', 'name')).stdout.trim().split('\n'),
    ).toHaveLength(6);
    expect(
      (await kubectl('get', 'nodes', '--field-selector', 'metadata.name=worker-3', '-o', 'name')).stdout.trim(),
    ).toBe('node/worker-3');
  });

  it('applies a JSON patch, refuses one whose test fails (422) and a malformed one (400)', async () => {
    const failed = await kubectl(
      'patch',
      'mcp',
      'worker',
      '--type=json',
      '-p',
      '[{"op":"test","path":"/spec/paused","value":false},{"op":"replace","path":"/spec/paused","value":false}]',
    );
    expect(failed.code).not.toBe(0);
    // kube-apiserver's words, which do not say which test failed.
    expect(failed.stderr).toContain(
      'The request is invalid: the server rejected our request due to an error in our request',
    );
    expect((await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.paused}')).stdout).toBe('true');

    const malformed = await kubectl('patch', 'mcp', 'worker', '--type=json', '-p', '[{"op":"bogus","path":"/spec"}]');
    expect(malformed.stderr).toContain('Error from server (BadRequest): invalid json patch');

    const before = Number((await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.metadata.generation}')).stdout);
    const ok = await kubectl(
      'patch',
      'mcp',
      'worker',
      '--type=json',
      '-p',
      '[{"op":"test","path":"/spec/paused","value":true},{"op":"replace","path":"/spec/paused","value":false}]',
    );
    expect(ok.stdout).toContain('machineconfigpool.machineconfiguration.openshift.io/worker patched');
    expect(Number((await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.metadata.generation}')).stdout)).toBe(
      before + 1,
    );
  });

  it('refuses an update with a stale resourceVersion (409)', async () => {
    const stale = (await kubectl('get', 'mcp', 'infra', '-o', 'json')).stdout;
    await kubectl('label', 'mcp', 'infra', 'touched=yes');
    const file = join(mkdtempSync(join(tmpdir(), 'kubectl-')), 'infra.json');
    writeFileSync(file, stale);
    const replaced = await kubectl('replace', '--validate=false', '-f', file);
    expect(replaced.code).not.toBe(0);
    expect(replaced.stderr).toContain('Error from server (Conflict)');
    expect(replaced.stderr).toContain('the object has been modified');
  });

  it('answers for the viewer through impersonation: reads yes, changes no', async () => {
    expect((await kubectl('--as', 'viewer', 'get', 'mcp', 'worker', '-o', 'name')).code).toBe(0);
    const patch = await kubectl(
      '--as',
      'viewer',
      'patch',
      'mcp',
      'worker',
      '--type=merge',
      '-p',
      '{"spec":{"paused":false}}',
    );
    expect(patch.stderr).toContain('Error from server (Forbidden)');
    expect((await kubectl('auth', 'can-i', 'patch', 'mcp', '--as', 'viewer')).stdout.trim()).toMatch(/^no/);
    expect((await kubectl('auth', 'can-i', 'patch', 'mcp')).stdout.trim()).toBe('yes');
  });
});
