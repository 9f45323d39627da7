import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kubectlAt } from '../test-support/kubectl';
import { startDemoServers, type DemoServers } from '../test-support/demo-servers';

// The demo's pool membership and custom-pool render as the MCO does them (release-4.22
// pkg/helpers GetPoolsForNode, node_controller getNodesForPool; the daemon's empty diff),
// driven step by step (stepMs 0), told with kubectl as an admin doing OpenShift's documented
// canary procedure would.
let demo: DemoServers;
const kubectl = kubectlAt(() => demo.apiUrl);
beforeAll(async () => {
  demo = await startDemoServers({ stepMs: 0 });
});
beforeEach(() => demo.cluster.reset());
afterAll(() => demo.close());

const ROLE = 'machineconfiguration.openshift.io/role';
const apply = async (object: object) => {
  const path = join(mkdtempSync(join(tmpdir(), 'custom-pools-')), 'object.json');
  writeFileSync(path, JSON.stringify(object));
  return kubectl('apply', '-f', path);
};
const canaryPool = (machineConfigSelector: object) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: { name: 'worker-canary' },
  spec: {
    machineConfigSelector,
    nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker-canary': '' } },
    paused: false,
  },
});
const INHERITS = { matchExpressions: [{ key: ROLE, operator: 'In', values: ['worker', 'worker-canary'] }] };
const jsonpath = async (what: string[], path: string) =>
  (await kubectl('get', ...what, '-o', `jsonpath=${path}`)).stdout;
const poolOf = (node: string) => jsonpath(['machineconfignode', node], '{.spec.pool.name}');
const bootOf = (node: string) => jsonpath(['node', node], '{.status.nodeInfo.bootID}');
const configOf = (node: string) =>
  jsonpath(['node', node], '{.metadata.annotations.machineconfiguration\\.openshift\\.io/currentConfig}');
const steps = async (n: number) => {
  for (let i = 0; i < n; i++) await demo.cluster.controller.tick();
};
const rollOutWorker = async () => {
  expect((await kubectl('annotate', 'mcp', 'worker', 'os-updates.openshift.io/gate-')).code).toBe(0);
  expect((await kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":false}}')).code).toBe(0);
  await steps(14);
  expect(await jsonpath(['mcp', 'worker'], '{.status.updatedMachineCount}')).toBe('6');
};

describe('custom pools in the demo, as the MCO runs them', () => {
  it("refuses a custom pool that does not take worker's MachineConfigs, with the MCO's own policy", async () => {
    const refused = await apply(canaryPool({ matchLabels: { [ROLE]: 'worker-canary' } }));
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('custom-machine-config-pool-selector');
    expect(refused.stderr).toContain('All custom MachineConfigPools must inherit from the worker pool');
    expect((await apply(canaryPool(INHERITS))).code).toBe(0);
  });

  it("renders a custom pool from both roles' MachineConfigs", async () => {
    const extra = {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: '99-worker-canary-motd', labels: { [ROLE]: 'worker-canary' } },
      spec: { config: { ignition: { version: '3.5.0' } }, kernelArguments: ['canary=1'] },
    };
    expect((await apply(extra)).code).toBe(0);
    expect((await apply(canaryPool(INHERITS))).code).toBe(0);
    const sources = (await jsonpath(['mcp', 'worker-canary'], '{.spec.configuration.source[*].name}')).split(' ');
    const workers = (await jsonpath(['mcp', 'worker'], '{.spec.configuration.source[*].name}')).split(' ');
    expect(sources).toEqual(expect.arrayContaining([...workers, '99-worker-canary-motd']));
    const rendered = await jsonpath(['mcp', 'worker-canary'], '{.spec.configuration.name}');
    expect(rendered).toMatch(/^rendered-worker-canary-/);
    expect(await jsonpath(['mc', rendered], '{.spec.kernelArguments}')).toContain('canary=1');
  });

  it('moves a labelled worker into the custom pool, which rolls its own target out to it alone', async () => {
    expect((await apply(canaryPool(INHERITS))).code).toBe(0);
    const before = await bootOf('worker-0');
    expect((await kubectl('label', 'node', 'worker-0', 'node-role.kubernetes.io/worker-canary=')).code).toBe(0);
    await steps(3);
    expect(await poolOf('worker-0')).toBe('worker-canary');
    expect(await jsonpath(['mcp', 'worker-canary'], '{.status.machineCount} {.status.updatedMachineCount}')).toBe(
      '1 1',
    );
    expect(await jsonpath(['mcp', 'worker'], '{.status.machineCount} {.status.updatedMachineCount}')).toBe('5 0');
    // Worker's held target is a new OS image: the machine boots into it, the other five do not move.
    expect(await configOf('worker-0')).toMatch(/^rendered-worker-canary-/);
    expect(await bootOf('worker-0')).not.toBe(before);
    expect(await configOf('worker-1')).toBe(await jsonpath(['mcp', 'worker'], '{.status.configuration.name}'));
  });

  it('moves a machine between pools whose rendered configs have the same content without a reboot', async () => {
    await rollOutWorker();
    expect((await apply(canaryPool(INHERITS))).code).toBe(0);
    const boot = await bootOf('worker-0');
    expect((await kubectl('label', 'node', 'worker-0', 'node-role.kubernetes.io/worker-canary=')).code).toBe(0);
    await steps(2);
    expect(await configOf('worker-0')).toMatch(/^rendered-worker-canary-/);
    expect((await kubectl('label', 'node', 'worker-0', 'node-role.kubernetes.io/worker-canary-')).code).toBe(0);
    await steps(1);
    // Handed worker's rendered config: an empty diff (MCO TestMachineConfigDiff), so the daemon
    // says it skips the drain (pkg/daemon/update.go update) and neither cordons nor drains.
    const condition = (type: string) =>
      jsonpath(
        ['machineconfignode', 'worker-0'],
        `{.status.conditions[?(@.type=="${type}")].status}: {.status.conditions[?(@.type=="${type}")].message}`,
      );
    expect(await condition('Drained')).toBe('False: Node Drain Not required for this update.');
    expect(await condition('UpdateExecuted')).toBe('Unknown: Node Drain Not required for this update.');
    expect(await condition('Cordoned')).toBe('False: This part of the update has not yet occurred');
    await steps(1);
    expect(await poolOf('worker-0')).toBe('worker');
    expect(await configOf('worker-0')).toMatch(/^rendered-worker-[0-9a-f]/);
    expect(await bootOf('worker-0')).toBe(boot);
    expect(await jsonpath(['mcp', 'worker'], '{.status.machineCount} {.status.updatedMachineCount}')).toBe('6 6');
  });

  it('leaves a machine that two custom pools select in neither, and says why', async () => {
    expect((await apply(canaryPool(INHERITS))).code).toBe(0);
    expect((await kubectl('label', 'node', 'infra-0', 'node-role.kubernetes.io/worker-canary=')).code).toBe(0);
    await steps(1);
    expect(demo.cluster.controller.membershipErrors.get('infra-0')).toBe(
      'node infra-0 belongs to 2 custom roles, cannot proceed with this Node',
    );
    expect(await jsonpath(['mcp', 'worker-canary'], '{.status.machineCount}')).toBe('0');
    expect(await jsonpath(['mcp', 'infra'], '{.status.machineCount}')).toBe('1');
  });
});
