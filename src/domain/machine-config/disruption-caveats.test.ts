import { describe, expect, it } from 'vitest';
import { reviewConfigChange } from './config-review';
import type { ClusterConditions } from './disruption';
import { DEFAULT_DISRUPTION_POLICY, readMachineConfiguration, type DisruptionPolicy } from './disruption-policy';
import { disruptionLevel } from './disruption-summary';
import { parseMachineConfig } from './machine-config-content';
import { machineConfig, type SampleConfig } from './machine-config-samples';

const REGISTRIES = '/etc/containers/registries.conf';
const BASE: SampleConfig = {
  osImageURL: 'quay.io/os@sha256:aaaa',
  files: [
    { path: REGISTRIES, text: 'unqualified-search-registries = ["registry.access.redhat.com"]\n' },
    { path: '/etc/motd', text: 'hello\n' },
  ],
};
const withFile = (path: string, text: string): SampleConfig => ({
  files: [...BASE.files!.filter((f) => f.path !== path), { path, text }],
});
const forecast = (
  change: SampleConfig,
  cluster: ClusterConditions = {},
  policy: DisruptionPolicy = DEFAULT_DISRUPTION_POLICY,
) =>
  reviewConfigChange(
    parseMachineConfig(machineConfig('rendered-a', BASE)),
    parseMachineConfig(machineConfig('rendered-b', { ...BASE, ...change })),
    policy,
    {},
    cluster,
  ).disruption;
const kinds = (f: ReturnType<typeof forecast>) => f.caveats.map((c) => c.kind);
const OS_UPDATE = { osImageURL: 'quay.io/os@sha256:bbbb' };
const drainPolicy = readMachineConfiguration({
  spec: { nodeDisruptionPolicy: { files: [{ path: '/etc/motd', actions: [{ type: 'Drain' }] }] } },
}).policy;

describe('what the forecast cannot see or promise, as caveats', () => {
  it('a single-node cluster reboots without a drain, and says why; other topologies drain', () => {
    const sno = forecast(OS_UPDATE, { topology: 'SingleReplica' });
    expect(sno).toMatchObject({ reboot: true, drain: false, outcome: 'applies' });
    expect(kinds(sno)).toEqual(['single-node-skips-drain']);
    for (const topology of ['HighlyAvailable', 'HighlyAvailableArbiter', 'DualReplica', 'External'] as const)
      expect(forecast(OS_UPDATE, { topology })).toMatchObject({ drain: true, caveats: [] });
    expect(forecast(OS_UPDATE)).toMatchObject({ drain: true, caveats: [] });
  });

  it('a Drain policy on a single-node cluster: nothing drains, nothing restarts', () => {
    const sno = forecast(withFile('/etc/motd', 'x'), { topology: 'SingleReplica' }, drainPolicy);
    expect(sno).toMatchObject({ reboot: false, drain: false, actions: [{ type: 'Drain' }] });
    expect(kinds(sno)).toContain('single-node-skips-drain');
    expect(disruptionLevel(sno)).toBe('none');
    expect(disruptionLevel(forecast(withFile('/etc/motd', 'x'), {}, drainPolicy))).toBe('drain');
  });

  it('names the force file whenever the forecast is not already a reboot', () => {
    expect(forecast(withFile('/var/lib/kubelet/config.json', '{}')).caveats).toEqual([
      { kind: 'force-file-reboots', path: '/run/machine-config-daemon-force' },
    ]);
    expect(kinds(forecast(OS_UPDATE))).not.toContain('force-file-reboots');
  });

  it('an invalid registries.conf under Special: the daemon fails the update instead of draining', () => {
    const f = forecast(withFile(REGISTRIES, 'unqualified-search-registries = ['));
    expect(f).toMatchObject({ reboot: false, drain: false, actions: [{ type: 'Special' }], outcome: 'fails' });
    expect(f.registriesChangeSafe).toBe(false);
    expect(f.caveats[0]).toEqual({
      kind: 'invalid-registries-conf',
      detail: expect.stringContaining('rendered-b: /etc/containers/registries.conf: not TOML'),
    });
  });

  it('an invalid registries.conf beside a reboot is never read: the reboot drains', () => {
    const f = forecast({ ...withFile(REGISTRIES, 'not toml ['), ...OS_UPDATE });
    expect(f).toMatchObject({ reboot: true, drain: true, outcome: 'applies', caveats: [] });
  });

  it('a policy the operator has not observed: the daemon waits; the forecast uses the spec', () => {
    const mcfg = {
      metadata: { name: 'cluster', generation: 3 },
      spec: { nodeDisruptionPolicy: { files: [{ path: '/etc/motd', actions: [{ type: 'None' }] }] } },
      status: {
        observedGeneration: 2,
        nodeDisruptionPolicyStatus: {
          clusterPolicies: { files: [{ path: '/etc/motd', actions: [{ type: 'Reboot' }] }] },
        },
      },
    };
    const { policy, notObserved } = readMachineConfiguration(mcfg);
    expect(notObserved).toEqual({ generation: 3, observedGeneration: 2 });
    const f = forecast(withFile('/etc/motd', 'x'), { policyNotObserved: notObserved }, policy);
    expect(f).toMatchObject({ reboot: false, actions: [{ type: 'None' }], outcome: 'waits' });
    expect(f.caveats[0]).toEqual({ kind: 'policy-not-observed', generation: 3, observedGeneration: 2 });
    // Once observed, the daemon applies the status, not the spec.
    const observed = readMachineConfiguration({ ...mcfg, status: { ...mcfg.status, observedGeneration: 3 } });
    expect(observed.notObserved).toBeUndefined();
    expect(forecast(withFile('/etc/motd', 'x'), {}, observed.policy)).toMatchObject({
      reboot: true,
      outcome: 'applies',
    });
  });
});
