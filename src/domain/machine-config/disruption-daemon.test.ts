import { describe, expect, it } from 'vitest';
import { reviewConfigChange } from './config-review';
import { DEFAULT_DISRUPTION_POLICY, readMachineConfiguration } from './disruption-policy';
import { parseMachineConfig } from './machine-config-content';
import { machineConfig, type SampleConfig } from './machine-config-samples';

/** Changes the ported MCO tests do not cover, each as the daemon's Go decides it. */
const BASE: SampleConfig = {
  osImageURL: 'quay.io/os@sha256:aaaa',
  files: [{ path: '/etc/motd', text: 'hello\n' }],
  units: [{ name: 'kubelet.service', enabled: true, contents: '[Unit]\n' }],
  kernelArguments: ['nosmt', 'console=tty0 console=ttyS0'],
  extensions: ['usbguard', 'wasm'],
  users: [{ name: 'core', sshKeys: ['ssh-ed25519 AAAA1'], passwordHash: '$6$one' }],
};
const review = (change: SampleConfig, policy = DEFAULT_DISRUPTION_POLICY) =>
  reviewConfigChange(
    parseMachineConfig(machineConfig('rendered-a', BASE)),
    parseMachineConfig(machineConfig('rendered-b', { ...BASE, ...change })),
    policy,
  );
const sshkeyPolicy = (type: string) =>
  readMachineConfiguration({ spec: { nodeDisruptionPolicy: { sshkey: { actions: [{ type }] } } } }).policy;

describe('what the daemon counts as a change (newMachineConfigDiff compares whole values)', () => {
  it.each([
    [
      'an ssh key swapped for another',
      { users: [{ name: 'core', sshKeys: ['ssh-ed25519 BBBB2'], passwordHash: '$6$one' }] },
    ],
    ['a password hash changed', { users: [{ name: 'core', sshKeys: ['ssh-ed25519 AAAA1'], passwordHash: '$6$two' }] }],
  ])('%s: the sshkey policy applies although the key count is the same', (_, change) => {
    const { diff, disruption } = review(change, sshkeyPolicy('Reboot'));
    expect(diff.sshKeys).toBeNull();
    expect(diff.passwdChanged).toBe(true);
    expect(disruption).toMatchObject({ reboot: true, drain: true, actions: [{ type: 'Reboot' }] });
    expect(review(change).disruption.actions).toEqual([{ type: 'None' }]);
    expect(review(change, sshkeyPolicy('Drain')).disruption).toMatchObject({ reboot: false, drain: true });
  });

  it.each([
    ['kernel arguments split differently', { kernelArguments: ['nosmt', 'console=tty0', 'console=ttyS0'] }],
    ['kernel arguments reordered', { kernelArguments: ['console=tty0 console=ttyS0', 'nosmt'] }],
    ['extensions reordered', { extensions: ['wasm', 'usbguard'] }],
    ['an extension repeated', { extensions: ['usbguard', 'wasm', 'wasm'] }],
  ])('%s: compared as written lists, a reboot', (_, change) => {
    const { diff, disruption } = review(change);
    expect(diff.kernelArgumentsChanged || diff.extensionsChanged).toBe(true);
    expect(disruption).toMatchObject({ reboot: true, drain: true });
  });

  it('the same kernel arguments and extensions are no change', () => {
    expect(review({}).disruption).toMatchObject({ reboot: false, actions: [{ type: 'None' }] });
  });

  it('a file re-encoded (same bytes, gzipped) is changed to the daemon: no policy names it, a reboot', () => {
    const { diff, disruption } = review({ files: [{ path: '/etc/motd', text: 'hello\n', gzip: true }] });
    expect(diff.files).toMatchObject([{ path: '/etc/motd', contentsChanged: false, otherFieldsChanged: true }]);
    expect(disruption.reasons).toMatchObject([{ what: 'file', subject: '/etc/motd', actions: [{ type: 'Reboot' }] }]);
  });

  it('a unit whose drop-ins are reordered is changed to the daemon (units compared as written)', () => {
    const unit = (names: string[]) => ({
      units: [{ name: 'a.service', dropins: names.map((name) => ({ name, contents: '[Service]\n' })) }],
    });
    const before = parseMachineConfig(machineConfig('a', unit(['10-x.conf', '20-y.conf'])));
    const after = parseMachineConfig(machineConfig('b', unit(['20-y.conf', '10-x.conf'])));
    const { diff, disruption } = reviewConfigChange(before, after, DEFAULT_DISRUPTION_POLICY);
    expect(diff.units).toMatchObject([{ name: 'a.service', change: 'changed', otherFieldsChanged: true }]);
    expect(disruption.reboot).toBe(true);
  });

  it('an unknown kernel type is the default kernel to the daemon: no change', () => {
    expect(review({ kernelType: 'default' }).disruption.reboot).toBe(false);
    expect(review({ kernelType: 'bogus' }).disruption.reboot).toBe(false);
    expect(review({ kernelType: 'realtime' }).disruption.reboot).toBe(true);
  });

  it('restarts update-ca-trust, not the registry, for the IRI root CA (apihelpers.go default)', () => {
    const path = '/etc/pki/ca-trust/source/anchors/iri-root-ca.crt';
    expect(review({ files: [...BASE.files!, { path, text: 'ca' }] }).disruption.actions).toEqual([
      { type: 'Restart', serviceName: 'coreos-update-ca-trust.service' },
    ]);
  });
});

describe('what the daemon refuses (isConfigReconcilable): the update fails, nothing is applied', () => {
  it.each([
    ['a user other than core', { users: [{ name: 'admin', sshKeys: ['k'] }] }, 'non-core user'],
    ['core without keys or hash', { users: [{ name: 'core' }] }, 'user must be core and have 1 or more sshKeys'],
    ['FIPS turned on', { fips: true }, 'refusing to modify FIPS on a running cluster'],
    [
      'a file the daemon would read as its force file',
      { files: [...BASE.files!, { path: '/run/machine-config-daemon-force', text: '' }] },
      'cannot create /run/machine-config-daemon-force via Ignition',
    ],
  ])('%s', (_, change, detail) => {
    const { disruption } = review(change);
    expect(disruption).toMatchObject({ reboot: false, drain: false, actions: [], outcome: 'fails' });
    expect(disruption.caveats).toEqual([{ kind: 'unreconcilable', detail: expect.stringContaining(detail) }]);
  });

  it('refuses a new directory, and a config that appends to a file', () => {
    const withDirectory = machineConfig('b', BASE);
    withDirectory.spec.config.storage = {
      ...withDirectory.spec.config.storage,
      directories: [{ path: '/etc/x' }],
    } as never;
    const before = parseMachineConfig(machineConfig('a', BASE));
    expect(
      reviewConfigChange(before, parseMachineConfig(withDirectory), DEFAULT_DISRUPTION_POLICY).disruption.caveats,
    ).toEqual([{ kind: 'unreconcilable', detail: 'ignition directories section contains changes' }]);
    const appending = machineConfig('c', BASE);
    appending.spec.config.storage.files[0] = {
      ...appending.spec.config.storage.files[0]!,
      append: [{ source: 'data:,x' }],
    } as never;
    expect(
      reviewConfigChange(before, parseMachineConfig(appending), DEFAULT_DISRUPTION_POLICY).disruption.caveats,
    ).toEqual([{ kind: 'unreconcilable', detail: 'ignition file /etc/motd includes append' }]);
  });
});
