import type { DisruptionAction } from '../disruption-policy';
import type { SampleConfig } from '../machine-config-samples';
import type { ConfigChangeCase, ExpectedForecast } from './mco-case';

/** Ported from test/e2e-2of2/nodedisrupt_test.go (machine-config-operator release-4.22). */
const FILE = 'test/e2e-2of2/nodedisrupt_test.go';

/** A policy action as the MachineConfiguration spec writes it, and what the daemon then does. */
interface PolicyActionCase {
  readonly spec: { readonly type: string; readonly [service: string]: unknown };
  readonly expected: ExpectedForecast;
}
const only = (action: DisruptionAction, drain = false): ExpectedForecast => ({
  actions: [action],
  reboot: action.type === 'Reboot',
  drain,
});

/**
 * testActionsAlpha, testActionsBeta and testActionsGamma: the e2e test deals them at random
 * to its file, unit and sshkey sub-tests; every pairing is a case here. checkNodeDisruptionAction
 * expects "Drain calculated for node disruption: true" for Drain, a reboot for Reboot, and
 * "Performing post config change action: <type>" for the rest.
 */
const ACTIONS: readonly PolicyActionCase[] = [
  { spec: { type: 'None' }, expected: only({ type: 'None' }) },
  { spec: { type: 'Drain' }, expected: only({ type: 'Drain' }, true) },
  { spec: { type: 'Reboot' }, expected: only({ type: 'Reboot' }, true) },
  { spec: { type: 'DaemonReload' }, expected: only({ type: 'DaemonReload' }) },
  {
    spec: { type: 'Restart', restart: { serviceName: 'crio.service' } },
    expected: only({ type: 'Restart', serviceName: 'crio.service' }),
  },
  {
    spec: { type: 'Reload', reload: { serviceName: 'crio.service' } },
    expected: only({ type: 'Reload', serviceName: 'crio.service' }),
  },
];

/** The pool's rendered config before the test's MachineConfig: an OS image, a file, a unit, a key. */
const POOL: SampleConfig = {
  osImageURL: 'quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:4c22',
  files: [{ path: '/etc/kubernetes/kubelet.conf', text: 'kind: KubeletConfiguration\n' }],
  units: [{ name: 'kubelet.service', enabled: true, contents: '[Unit]\n' }],
  sshKeys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIClusterKey core@cluster'],
};

/** testFilePolicy: a file /etc/test-<type> with a policy for its path. */
const filePolicy = ({ spec, expected }: PolicyActionCase): ConfigChangeCase => ({
  source: { test: `TestNodeDisruptionPolicies/testFilePolicy ${spec.type}`, file: FILE },
  before: POOL,
  after: { ...POOL, files: [...POOL.files!, { path: `/etc/test-${spec.type}`, text: 'test\n' }] },
  policySpec: { files: [{ path: `/etc/test-${spec.type}`, actions: [spec] }] },
  testedPath: 'in-cluster',
  mcoAsserts: `${spec.type} for a new file under its policy`,
  expected,
});

/** testUnitPolicy: a unit <type>-test.service with a policy for its name. */
const unitPolicy = ({ spec, expected }: PolicyActionCase): ConfigChangeCase => ({
  source: { test: `TestNodeDisruptionPolicies/testUnitPolicy ${spec.type}`, file: FILE },
  before: POOL,
  after: { ...POOL, units: [...POOL.units!, { name: `${spec.type}-test.service`, contents: 'test' }] },
  policySpec: { units: [{ name: `${spec.type}-test.service`, actions: [spec] }] },
  testedPath: 'in-cluster',
  mcoAsserts: `${spec.type} for a new unit under its policy`,
  expected,
});

/** testSSHKeyPolicy: the key "test" added to core's, under an sshkey policy. */
const sshKeyPolicy = ({ spec, expected }: PolicyActionCase): ConfigChangeCase => ({
  source: { test: `TestNodeDisruptionPolicies/testSSHKeyPolicy ${spec.type}`, file: FILE },
  before: POOL,
  after: { ...POOL, sshKeys: [...POOL.sshKeys!, 'test'] },
  policySpec: { sshkey: { actions: [spec] } },
  testedPath: 'in-cluster',
  mcoAsserts: `${spec.type} for an ssh key added under the sshkey policy`,
  expected,
});

export const NODE_DISRUPTION_POLICIES: readonly ConfigChangeCase[] = [
  ...ACTIONS.map(filePolicy),
  ...ACTIONS.map(unitPolicy),
  ...ACTIONS.map(sshKeyPolicy),
];

/** The node's registries.conf, and the test's copy with "test.io" appended, as BurntSushi/toml re-encodes it. */
const NODE_REGISTRIES = `unqualified-search-registries = ['registry.access.redhat.com', 'docker.io']
short-name-mode = ""
`;
const WITH_TEST_IO = `unqualified-search-registries = ["registry.access.redhat.com", "docker.io", "test.io"]
short-name-mode = ""
`;
const registries = (text: string): SampleConfig => ({
  ...POOL,
  files: [...POOL.files!, { path: '/etc/containers/registries.conf', text }],
});
const special = (drain: boolean): ExpectedForecast => ({ actions: [{ type: 'Special' }], reboot: false, drain });

/** TestNodeDisruptionPolicySpecialAction: a search registry added (no drain), then the MachineConfig deleted (drain). */
export const NODE_DISRUPTION_POLICY_SPECIAL_ACTION: readonly ConfigChangeCase[] = [
  {
    source: { test: 'TestNodeDisruptionPolicySpecialAction add test.io', file: FILE },
    before: registries(NODE_REGISTRIES),
    after: registries(WITH_TEST_IO),
    testedPath: 'in-cluster',
    mcoAsserts: 'Drain calculated for node disruption: false; Performing post config change action: Special',
    expected: special(false),
  },
  {
    source: { test: 'TestNodeDisruptionPolicySpecialAction delete the MachineConfig', file: FILE },
    before: registries(WITH_TEST_IO),
    after: registries(NODE_REGISTRIES),
    testedPath: 'in-cluster',
    mcoAsserts: 'Drain calculated for node disruption: true; Performing post config change action: Special',
    expected: special(true),
  },
];
