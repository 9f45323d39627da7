import type { DisruptionAction } from '../disruption-policy';
import type { SampleConfig, SampleFile } from '../machine-config-samples';
import {
  none,
  reboot,
  reloadCrio,
  restartCaTrust,
  restartCrio,
  type ConfigChangeCase,
  type McoSource,
} from './mco-case';

/** Ported from pkg/daemon/update_test.go (machine-config-operator release-4.22). */
const FILE = 'pkg/daemon/update_test.go';
const from = (test: string, says?: string): McoSource => ({ test, file: FILE, ...(says ? { says } : {}) });

// The files of TestCalculatePostConfigChangeAction (ctrlcommon.NewIgnFile: mode 0644).
const FILES = new Map<string, SampleFile>([
  ['pullsecret1', { path: '/var/lib/kubelet/config.json', text: 'kubelet conf 1\n' }],
  ['pullsecret2', { path: '/var/lib/kubelet/config.json', text: 'kubelet conf 2\n' }],
  ['registries1', { path: '/etc/containers/registries.conf', text: 'registries content 1\n' }],
  ['registries2', { path: '/etc/containers/registries.conf', text: 'registries content 2\n' }],
  ['randomfile1', { path: '/etc/random-reboot-file', text: 'test\n' }],
  ['randomfile2', { path: '/etc/random-reboot-file', text: 'test 2\n' }],
  ['kubeletCA1', { path: '/etc/kubernetes/kubelet-ca.crt', text: 'kubeletCA1\n' }],
  ['kubeletCA2', { path: '/etc/kubernetes/kubelet-ca.crt', text: 'kubeletCA2\n' }],
  ['policy1', { path: '/etc/containers/policy.json', text: 'policy1' }],
  ['policy2', { path: '/etc/containers/policy.json', text: 'policy2' }],
  ['containers-gpg1', { path: '/etc/machine-config-daemon/no-reboot/containers-gpg.pub', text: 'containers-gpg1' }],
  ['containers-gpg2', { path: '/etc/machine-config-daemon/no-reboot/containers-gpg.pub', text: 'containers-gpg2' }],
  [
    'restart-crio1',
    { path: '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt', text: 'restart-crio1' },
  ],
  [
    'restart-crio2',
    { path: '/etc/pki/ca-trust/source/anchors/openshift-config-user-ca-bundle.crt', text: 'restart-crio2' },
  ],
]);
const files = (...names: string[]): SampleFile[] => names.map((n) => FILES.get(n)!);
/** helpers.NewMachineConfig / NewMachineConfigExtended: the OS image is "dummy://" unless said. */
const mc = (c: SampleConfig): SampleConfig => ({ osImageURL: 'dummy://', ...c });

/** "registries content N" is no TOML: the daemon cannot tell a safe change and fails the update. */
const specialButInvalid = {
  actions: [{ type: 'Special' }] as DisruptionAction[],
  reboot: false,
  drain: false,
  outcome: 'fails' as const,
  caveats: ['invalid-registries-conf'],
};
const calc = (n: number, says: string) => from(`TestCalculatePostConfigChangeAction case#${n}`, says);

/**
 * TestCalculatePostConfigChangeAction runs the first-boot path (`calculatePostConfigChangeAction`,
 * a fixed list of paths). The in-cluster path takes the same files through the default node
 * disruption policies (apihelpers.go): where the two differ, `mcoAsserts` keeps the Go test's
 * first-boot answer and `expected` is the in-cluster one.
 */
export const CALCULATE_POST_CONFIG_CHANGE_ACTION: readonly ConfigChangeCase[] = [
  {
    source: calc(0, 'test that a normal file change is reboot'),
    before: mc({ files: files('randomfile1') }),
    after: mc({ files: files('randomfile2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'reboot',
    expected: reboot,
  },
  {
    source: calc(1, 'test that a pull secret change is none'),
    before: mc({ files: files('pullsecret1') }),
    after: mc({ files: files('pullsecret2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'none',
    expected: none,
  },
  {
    source: calc(2, 'test that a SSH key change is none'),
    before: mc({ sshKeys: ['key1'] }),
    after: mc({ sshKeys: ['key2'] }),
    testedPath: 'first-boot',
    mcoAsserts: 'none',
    // In-cluster: passwd differs, the default sshkey policy is None.
    expected: none,
  },
  {
    source: calc(3, 'test that a registries change is reload'),
    before: mc({ files: files('registries1') }),
    after: mc({ files: files('registries2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'reload crio',
    expected: specialButInvalid,
  },
  {
    source: calc(4, 'test that a kubelet CA change is none'),
    before: mc({ files: files('kubeletCA1') }),
    after: mc({ files: files('kubeletCA2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'none',
    // First boot lists /etc/kubernetes/kubelet-ca.crt as None; no default policy names it: Reboot.
    expected: reboot,
  },
  {
    source: calc(5, 'test that a registries change (reload) overwrites pull secret (none)'),
    before: mc({ files: files('registries1', 'pullsecret1') }),
    after: mc({ files: files('registries2', 'pullsecret2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'reload crio',
    expected: specialButInvalid,
  },
  {
    source: calc(6, 'test that a osImage change (reboot) overwrites registries (reload) and SSH keys (none)'),
    before: mc({ files: files('registries1'), sshKeys: ['key1'] }),
    after: { files: files('registries2'), sshKeys: ['key2'], osImageURL: 'dummy1://' },
    testedPath: 'first-boot',
    mcoAsserts: 'reboot',
    // A reboot drains without reading registries.conf: its invalid TOML does not matter.
    expected: reboot,
  },
  {
    source: calc(7, 'test that adding a pull secret is none'),
    before: mc({ files: files('registries1'), sshKeys: ['key1'] }),
    after: mc({ files: files('registries1', 'pullsecret2'), sshKeys: ['key1'] }),
    testedPath: 'first-boot',
    mcoAsserts: 'none',
    expected: none,
  },
  {
    source: calc(8, 'test that removing a registries is crio reload'),
    before: mc({ files: files('randomfile1', 'registries1'), sshKeys: ['key1'] }),
    after: mc({ files: files('randomfile1'), sshKeys: ['key1'] }),
    testedPath: 'first-boot',
    mcoAsserts: 'reload crio',
    expected: specialButInvalid,
  },
  {
    source: calc(9, 'mixed test - final should be reboot due to kargs changes'),
    before: mc({ files: files('registries1'), sshKeys: ['key1'] }),
    after: mc({ files: files('pullsecret2', 'kubeletCA1'), sshKeys: ['key2'], kernelArguments: ['karg1'] }),
    testedPath: 'first-boot',
    mcoAsserts: 'reboot',
    expected: reboot,
  },
  {
    source: calc(10, 'test that updating policy.json is crio reload'),
    before: mc({ files: files('policy1') }),
    after: mc({ files: files('policy2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'reload crio',
    expected: { actions: [reloadCrio], reboot: false, drain: false },
  },
  {
    source: calc(11, 'test that updating containers-gpg.pub is crio reload'),
    before: mc({ files: files('containers-gpg1') }),
    after: mc({ files: files('containers-gpg2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'reload crio',
    expected: { actions: [reloadCrio], reboot: false, drain: false },
  },
  {
    source: calc(12, 'test that updating openshift-config-user-ca-bundle.crt is crio restart'),
    before: mc({ files: files('restart-crio1') }),
    after: mc({ files: files('restart-crio2') }),
    testedPath: 'first-boot',
    mcoAsserts: 'restart crio',
    // The default policy restarts coreos-update-ca-trust.service first, then crio.service.
    expected: { actions: [restartCaTrust, restartCrio], reboot: false, drain: false },
  },
  {
    source: calc(
      13,
      'test that updating openshift-config-user-ca-bundle.crt is crio restart and that it overrides a following crio reload',
    ),
    before: mc({ files: files('restart-crio1') }),
    after: mc({ files: files('restart-crio2', 'containers-gpg1') }),
    testedPath: 'first-boot',
    mcoAsserts: 'restart crio',
    // In-cluster nothing overrides: each file's policy actions are all run.
    expected: { actions: [restartCaTrust, restartCrio, reloadCrio], reboot: false, drain: false },
  },
];
