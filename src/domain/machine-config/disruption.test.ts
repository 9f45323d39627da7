import { describe, expect, it } from 'vitest';
import { reviewConfigChange } from './config-review';
import { DEFAULT_DISRUPTION_POLICY, disruptionPolicyOf, DisruptionPolicyError } from './disruption-policy';
import { parseMachineConfig } from './machine-config-content';
import { machineConfig, type SampleConfig } from './machine-config-samples';

const BASE: SampleConfig = {
  osImageURL: 'quay.io/os@sha256:aaaa',
  files: [
    {
      path: '/etc/containers/registries.conf',
      text: 'unqualified-search-registries = ["registry.access.redhat.com"]\n',
    },
    { path: '/etc/kubernetes/kubelet.conf', text: 'kind: KubeletConfiguration\n' },
  ],
  units: [{ name: 'kubelet.service', enabled: true, contents: '[Unit]\n' }],
};
const forecast = (change: SampleConfig, policy = DEFAULT_DISRUPTION_POLICY) =>
  reviewConfigChange(
    parseMachineConfig(machineConfig('a', BASE)),
    parseMachineConfig(machineConfig('b', { ...BASE, ...change })),
    policy,
  ).disruption;
const withFile = (path: string, text: string): SampleConfig => ({
  files: [...(BASE.files ?? []).filter((f) => f.path !== path), { path, text }],
});
const mirror = (digestOnly: boolean) =>
  'unqualified-search-registries = ["registry.access.redhat.com"]\n\n[[registry]]\nprefix = ""\nlocation = "quay.io/openshift-release-dev"\n\n[[registry.mirror]]\nlocation = "mirror.example.com/ocp"\n' +
  (digestOnly ? 'pull-from-mirror = "digest-only"\n' : '');

describe('the disruption forecast, as the machine-config daemon decides', () => {
  it.each([
    [
      'an OS update',
      { osImageURL: 'quay.io/os@sha256:bbbb' },
      { reboot: true, drain: true, actions: [{ type: 'Reboot' }] },
    ],
    ['a kernel argument', { kernelArguments: ['nosmt'] }, { reboot: true, drain: true }],
    // isConfigReconcilable refuses a FIPS change on a running cluster: nothing is applied.
    [
      'FIPS (refused)',
      { fips: true },
      { reboot: false, drain: false, actions: [], outcome: 'fails', caveats: [{ kind: 'unreconcilable' }] },
    ],
    ['a kernel type', { kernelType: 'realtime' }, { reboot: true, drain: true }],
    ['an extension', { extensions: ['usbguard'] }, { reboot: true, drain: true }],
    ['a file no policy names', withFile('/etc/kubernetes/kubelet.conf', 'x'), { reboot: true, drain: true }],
    [
      'a unit no policy names',
      {
        units: [
          {
            name: 'kubelet.service',
            enabled: true,
            contents: '[Unit]\n',
            dropins: [{ name: '10-x.conf', contents: 'x' }],
          },
        ],
      },
      { reboot: true },
    ],
    [
      'the pull secret (None)',
      withFile('/var/lib/kubelet/config.json', '{"auths":{}}'),
      { reboot: false, drain: false, actions: [{ type: 'None' }] },
    ],
    [
      'a file under a policy folder (closest path)',
      withFile('/etc/containers/registries.d/mirror.yaml', 'x'),
      { reboot: false, drain: false, actions: [{ type: 'Reload', serviceName: 'crio.service' }] },
    ],
    [
      'ssh keys (None)',
      { sshKeys: ['ssh-ed25519 AAAAC3'] },
      { reboot: false, drain: false, actions: [{ type: 'None' }] },
    ],
    [
      'the user CA bundle (two restarts)',
      withFile('/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt', 'x'),
      {
        reboot: false,
        drain: false,
        actions: [
          { type: 'Restart', serviceName: 'coreos-update-ca-trust.service' },
          { type: 'Restart', serviceName: 'crio.service' },
        ],
      },
    ],
    [
      'registries.conf, a digest-only mirror added (Special, safe)',
      withFile('/etc/containers/registries.conf', mirror(true)),
      { reboot: false, drain: false, actions: [{ type: 'Special' }], registriesChangeSafe: true },
    ],
    [
      'registries.conf, a tag mirror added (Special, drains)',
      withFile('/etc/containers/registries.conf', mirror(false)),
      { reboot: false, drain: true, actions: [{ type: 'Special' }], registriesChangeSafe: false },
    ],
    ['nothing but the name', {}, { reboot: false, drain: false, actions: [{ type: 'None' }] }],
  ])('%s', (_, change, expected) => {
    expect(forecast(change)).toMatchObject(expected);
  });

  it('reboots once for a file with a policy beside one without, and names each reason', () => {
    const f = forecast({
      files: [
        ...(BASE.files ?? []),
        { path: '/etc/containers/policy.json', text: '{}' },
        { path: '/etc/motd', text: 'hi' },
      ],
    });
    expect(f.actions).toEqual([{ type: 'Reboot' }]);
    expect(f.reasons.map((r) => [r.subject, r.policy, r.actions[0]?.type])).toEqual([
      ['/etc/containers/policy.json', '/etc/containers/policy.json', 'Reload'],
      ['/etc/motd', undefined, 'Reboot'],
    ]);
  });

  it('reads the policy from MachineConfiguration: the status when the operator wrote one, else the spec over the defaults', () => {
    const spec = {
      nodeDisruptionPolicy: {
        files: [{ path: '/etc/motd', actions: [{ type: 'None' }] }],
        units: [
          { name: 'chronyd.service', actions: [{ type: 'Restart', restart: { serviceName: 'chronyd.service' } }] },
        ],
      },
    };
    const fromSpec = disruptionPolicyOf({ spec });
    expect(forecast(withFile('/etc/motd', 'hi'), fromSpec).actions).toEqual([{ type: 'None' }]);
    expect(forecast(withFile('/etc/containers/policy.json', '{}'), fromSpec).actions).toEqual([
      { type: 'Reload', serviceName: 'crio.service' },
    ]);
    expect(
      forecast({ units: [...(BASE.units ?? []), { name: 'chronyd.service', contents: 'x' }] }, fromSpec).actions,
    ).toEqual([{ type: 'Restart', serviceName: 'chronyd.service' }]);
    const fromStatus = disruptionPolicyOf({
      spec,
      status: {
        nodeDisruptionPolicyStatus: {
          clusterPolicies: { files: [], units: [], sshkey: { actions: [{ type: 'Drain' }] } },
        },
      },
    });
    expect(forecast({ sshKeys: ['ssh-ed25519 AAAA'] }, fromStatus)).toMatchObject({ reboot: false, drain: true });
    expect(forecast(withFile('/etc/containers/policy.json', '{}'), fromStatus).reboot).toBe(true);
    expect(() =>
      disruptionPolicyOf({
        spec: { nodeDisruptionPolicy: { files: [{ path: '/x', actions: [{ type: 'Explode' }] }] } },
      }),
    ).toThrow(DisruptionPolicyError);
    expect(() =>
      disruptionPolicyOf({
        spec: { nodeDisruptionPolicy: { files: [{ path: '/x', actions: [{ type: 'Explode' }] }] } },
      }),
    ).toThrow(
      'MachineConfiguration: spec.nodeDisruptionPolicy.files[0].actions[0].type "Explode" is not a disruption action',
    );
  });
});
