import type { DisruptionAction } from '../disruption-policy';
import type { SampleConfig, SampleFile } from '../machine-config-samples';
import type { McoSource } from './mco-case';

/** Ported from pkg/daemon/update_test.go (machine-config-operator release-4.22). */
const FILE = 'pkg/daemon/update_test.go';
const from = (test: string, says?: string): McoSource => ({ test, file: FILE, ...(says ? { says } : {}) });

/** A changed path against file policies, and the policy the daemon picks (`FindClosestFilePolicyPathMatch`). */
export interface ClosestPolicyCase {
  readonly source: McoSource;
  readonly diffPath: string;
  readonly filePolicies: readonly { readonly path: string; readonly actions: readonly DisruptionAction[] }[];
  readonly found: boolean;
  /** The matched policy's actions; none when nothing matched. */
  readonly actions: readonly DisruptionAction[];
}

const ACTIONS = new Map<string, DisruptionAction[]>([
  ['None', [{ type: 'None' }]],
  ['Reboot', [{ type: 'Reboot' }]],
  ['ReloadCrio', [{ type: 'Reload', serviceName: 'crio.service' }]],
]);
const act = (name: string) => ACTIONS.get(name)!;
const closest = (n: number, says: string) => from(`TestFindClosestFilePolicyPathMatch case#${n}`, says);
const nested = [
  { path: '/etc/mco/f1', actions: act('None') },
  { path: '/etc/mco/f1/f2', actions: act('Reboot') },
  { path: '/etc/mco/f1/f2/f3', actions: act('ReloadCrio') },
];

export const FIND_CLOSEST_FILE_POLICY_PATH_MATCH: readonly ClosestPolicyCase[] = [
  {
    source: closest(0, 'test that an file with no policies returns no actions'),
    diffPath: '/etc/mco/test',
    filePolicies: [{ path: '/etc/example', actions: act('None') }],
    found: false,
    actions: [],
  },
  {
    source: closest(1, 'test that a file with a valid policy returns the correct actions'),
    diffPath: '/etc/mco/test1',
    filePolicies: [
      { path: '/etc/mco/test1', actions: act('None') },
      { path: '/etc/mco/test2', actions: act('Reboot') },
    ],
    found: true,
    actions: act('None'),
  },
  {
    source: closest(2, 'test that a file with multiple path policies returns the correct actions(closest match)'),
    diffPath: '/etc/mco/f1/f2/example',
    filePolicies: nested,
    found: true,
    actions: act('Reboot'),
  },
  {
    source: closest(
      3,
      'test that a file with multiple path policies returns the correct actions when there is an exact match',
    ),
    diffPath: '/etc/mco/f1/f2/f3',
    filePolicies: nested,
    found: true,
    actions: act('ReloadCrio'),
  },
  {
    source: closest(
      4,
      'test that a file with a partial parent dir match, but no actual dir match does not return any action',
    ),
    diffPath: '/etc/mco/f1/f2/f3',
    filePolicies: [
      { path: '/etc/mco/f1/test', actions: act('None') },
      { path: '/etc/mco/f1/f2/test', actions: act('Reboot') },
      { path: '/etc/mco/f1/f2/f3/f4', actions: act('ReloadCrio') },
    ],
    found: false,
    actions: [],
  },
];

/** Which parts of the config the daemon sees change (`newMachineConfigDiff`); unlisted: unchanged. */
export interface DaemonDiffCase {
  readonly source: McoSource;
  readonly before: SampleConfig;
  readonly after: SampleConfig;
  /** `machineConfigDiff.isEmpty()`. */
  readonly empty: boolean;
  readonly changed: readonly ('osUpdate' | 'kargs' | 'passwd' | 'files' | 'units' | 'extensions')[];
}

const IMAGE = 'quay.io/example/foo@sha256:b5bb9d8014a0f9b1d61e21e796d78dccdf1352f23cd32812f4850b878ae4944c';
const diff = (name: string) => from(`TestMachineConfigDiff ${name}`);

/**
 * TestMachineConfigDiff. Left out: its OCL cases (an on-cluster-layering image in the
 * MachineConfig's annotations decides osUpdate there; the project does not read it).
 */
export const MACHINE_CONFIG_DIFF: readonly DaemonDiffCase[] = [
  { source: diff('two empty configs'), before: {}, after: {}, empty: true, changed: [] },
  {
    source: diff('OSImageURL set'),
    before: {},
    after: { osImageURL: IMAGE },
    empty: false,
    changed: ['osUpdate'],
  },
  {
    source: diff('KernelArguments nil vs empty'),
    before: {},
    after: { kernelArguments: [] },
    empty: true,
    changed: [],
  },
  {
    source: diff('SSH key changes recognized - Empty MC'),
    before: {},
    after: { users: [{ name: 'core', sshKeys: ['1234'] }] },
    empty: false,
    changed: ['passwd'],
  },
  {
    source: diff('SSH key changes recognized - New Key'),
    before: { users: [{ name: 'core', sshKeys: ['5678'] }] },
    after: { users: [{ name: 'core', sshKeys: ['1234'] }] },
    empty: false,
    changed: ['passwd'],
  },
  {
    source: diff('PasswordHash changes recognized - Empty MC'),
    before: {},
    after: { users: [{ name: 'core', passwordHash: 'testpass' }] },
    empty: false,
    changed: ['passwd'],
  },
  {
    source: diff('PasswordHash changes recognized - Password Change'),
    before: { users: [{ name: 'core', passwordHash: 'newtestpass' }] },
    after: { users: [{ name: 'core', passwordHash: 'testpass' }] },
    empty: false,
    changed: ['passwd'],
  },
  { source: diff('Empty MCs'), before: {}, after: {}, empty: true, changed: [] },
  {
    source: diff('Non-OCL MCs'),
    before: { osImageURL: IMAGE },
    after: { osImageURL: IMAGE },
    empty: true,
    changed: [],
  },
  {
    source: diff('Non-OCL OS update'),
    before: {},
    after: { osImageURL: IMAGE },
    empty: false,
    changed: ['osUpdate'],
  },
];

/** newTestIgnitionFile: `/etc/config<i>`, `data:,config<i>`, mode 0644. */
const configFile = (i: number): SampleFile => ({ path: `/etc/config${i}`, text: `config${i}`, percent: true });
const tenFiles = Array.from({ length: 10 }, (_, i) => configFile(i));
const reconcilable = (name: string) => from(`TestReconcilableDiff ${name}`);

/** TestReconcilableDiff: the diff `reconcilable` returns for moves it accepts. */
export const RECONCILABLE_DIFF: readonly DaemonDiffCase[] = [
  {
    source: reconcilable('add file'),
    before: { files: tenFiles },
    after: { files: [...tenFiles, configFile(11)] },
    empty: false,
    changed: ['files'],
  },
  {
    source: reconcilable('remove all files'),
    before: { files: tenFiles },
    after: {},
    empty: false,
    changed: ['files'],
  },
  {
    source: reconcilable('os update'),
    before: { files: tenFiles },
    after: { files: tenFiles, osImageURL: 'example.com/rhel-coreos:new' },
    empty: false,
    changed: ['osUpdate'],
  },
];
