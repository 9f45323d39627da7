import { kubectlAt } from '../../test-support/kubectl';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../../test-support/demo-servers';

let demo: DemoServers;

const kubectl = kubectlAt(() => demo.apiUrl);
const BINDINGS = ['os-updates-held-pool-unpause', 'os-updates-gated-node-target', 'os-updates-node-status-hand-out'];
/** The machine-config operator's own binding, installed on every 4.22 cluster beside the gate's. */
const MCO_BINDING = 'custom-machine-config-pool-selector-binding';
const resume = (pool: string) => kubectl('patch', 'mcp', pool, '--type=merge', '-p', '{"spec":{"paused":false}}');

beforeAll(async () => {
  demo = await startDemoServers();
});
afterAll(() => demo.close());
beforeEach(() => demo.cluster.reset());

describe("the gate's admission policies through kubectl (DESIGN section 7)", () => {
  it('the demo starts with the policies of deploy/ installed; kubectl apply --dry-run=server takes them as they are', async () => {
    const listed = await kubectl('get', 'validatingadmissionpolicybindings', '-o', 'name');
    expect(listed.stdout.trim().split('\n').sort()).toEqual(
      [...BINDINGS, MCO_BINDING]
        .map((b) => `validatingadmissionpolicybinding.admissionregistration.k8s.io/${b}`)
        .sort(),
    );
    const dry = await kubectl('apply', '--dry-run=server', '-k', 'deploy/base/admission');
    // (kubectl warns that the seeded objects lack its last-applied annotation, as on any cluster.)
    expect(dry.code).toBe(0);
    expect(dry.stderr).not.toMatch(/error/i);
    expect(dry.stdout).toContain('validatingadmissionpolicy.admissionregistration.k8s.io/os-updates-held-pool-unpause');
    expect(dry.stdout).toContain('(server dry run)');
  });

  it('refuses the unpause of a held gated pool, naming it; pools without the gate and node changes that leave desiredConfig alone pass', async () => {
    expect((await kubectl('annotate', 'mcp', 'worker', 'os-updates.openshift.io/gate=review-each-update')).code).toBe(
      0,
    );
    const refused = await resume('worker');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(
      "ValidatingAdmissionPolicy 'os-updates-held-pool-unpause' with binding 'os-updates-held-pool-unpause' denied request: MachineConfigPool worker is held for review in OS updates",
    );
    expect((await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.paused}')).stdout).toBe('true');
    expect((await resume('infra')).code).toBe(0);
    expect((await kubectl('label', 'node', 'worker-0', 'example.com/rack=a')).code).toBe(0);
    // A server dry run is judged like the real write, and changes nothing.
    expect(
      (await kubectl('patch', 'mcp', 'worker', '--dry-run=server', '--type=merge', '-p', '{"spec":{"paused":false}}'))
        .stderr,
    ).toContain('held for review');
  });

  it('refuses a hand-out of an unapproved config to a machine of a gated pool', async () => {
    await kubectl('annotate', 'mcp', 'worker', 'os-updates.openshift.io/gate=review-each-update');
    const target = (await kubectl('get', 'mcp', 'worker', '-o', 'jsonpath={.spec.configuration.name}')).stdout;
    const handOut = await kubectl(
      'annotate',
      '--overwrite',
      'node',
      'worker-0',
      `machineconfiguration.openshift.io/desiredConfig=${target}`,
    );
    expect(handOut.code).not.toBe(0);
    expect(handOut.stderr).toContain(
      `Node worker-0 may not be given ${target}: MachineConfigPool worker is held for review`,
    );
  });

  it('without the bindings nothing is refused; kubectl apply -k deploy/base/admission puts the gate back', async () => {
    await kubectl('annotate', 'mcp', 'worker', 'os-updates.openshift.io/gate=review-each-update');
    expect((await kubectl('delete', 'validatingadmissionpolicybindings', ...BINDINGS)).code).toBe(0);
    await kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":true}}');
    expect((await resume('worker')).code).toBe(0);
    await kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":true}}');
    const applied = await kubectl('apply', '-k', 'deploy/base/admission');
    expect(applied.stdout).toContain(
      'validatingadmissionpolicybinding.admissionregistration.k8s.io/os-updates-held-pool-unpause created',
    );
    expect((await resume('worker')).stderr).toContain('MachineConfigPool worker is held for review');
  });
});
