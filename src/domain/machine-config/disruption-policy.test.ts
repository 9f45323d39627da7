import { describe, expect, it } from 'vitest';
import { DEFAULT_DISRUPTION_POLICY, mergeOverDefaults, readMachineConfiguration } from './disruption-policy';

const spec = (nodeDisruptionPolicy: unknown) => ({ spec: { nodeDisruptionPolicy } });

describe('the policy the daemon applies, read from a MachineConfiguration', () => {
  it('merges a spec over the defaults as MergeClusterPolicies: a default replaced in place, others appended', () => {
    const merged = mergeOverDefaults({
      files: [
        { path: '/etc/motd', actions: [{ type: 'None' }] },
        { path: '/etc/containers/policy.json', actions: [{ type: 'Drain' }] },
      ],
      units: [],
      sshKey: [],
    });
    expect(merged.files.map((f) => f.path)).toEqual([
      ...DEFAULT_DISRUPTION_POLICY.files.map((f) => f.path),
      '/etc/motd',
    ]);
    expect(merged.files.find((f) => f.path === '/etc/containers/policy.json')?.actions).toEqual([{ type: 'Drain' }]);
    expect(merged.sshKey).toEqual([{ type: 'None' }]);
  });

  it('reads the status once observed, empty when the operator wrote none (every change reboots)', () => {
    const observed = { metadata: { generation: 2 }, status: { observedGeneration: 2 }, ...spec({}) };
    expect(readMachineConfiguration(observed)).toEqual({ policy: { files: [], units: [], sshKey: [] } });
  });

  it('reads a hand-written object (no generation, no status) as its spec over the defaults', () => {
    expect(readMachineConfiguration(spec({}))).toEqual({ policy: DEFAULT_DISRUPTION_POLICY });
  });

  it.each([
    [
      spec({ files: [{ path: '/x', actions: [{ type: 'Special' }] }] }),
      'spec.nodeDisruptionPolicy.files[0].actions[0].type "Special" is not a disruption action',
    ],
    [
      spec({ units: [{ name: 'a.service', actions: [{ type: 'Restart' }] }] }),
      'spec.nodeDisruptionPolicy.units[0].actions[0].restart.serviceName is missing',
    ],
    [
      spec({ sshkey: { actions: [{ type: 'Reload', reload: {} }] } }),
      'spec.nodeDisruptionPolicy.sshkey.actions[0].reload.serviceName is missing',
    ],
    [{ metadata: { generation: 'two' } }, 'metadata.generation is not a whole number'],
  ])('rejects what the API would not take: %j', (object, message) => {
    expect(() => readMachineConfiguration(object)).toThrow(`MachineConfiguration: ${message}`);
  });

  it('accepts Special in the status, where the operator writes it', () => {
    const status = {
      nodeDisruptionPolicyStatus: {
        clusterPolicies: { files: [{ path: '/etc/containers/registries.conf', actions: [{ type: 'Special' }] }] },
      },
    };
    expect(readMachineConfiguration({ status }).policy.files).toEqual([
      { path: '/etc/containers/registries.conf', actions: [{ type: 'Special' }] },
    ]);
  });
});
