import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { machineConfig, type SampleConfig } from '../domain/machine-config/machine-config-samples';
import { run } from './run';

async function cli(argv: string[]) {
  let stdout = '';
  const outcome = await run(argv, { stdout: (t) => (stdout += t), stdin: () => '' });
  return { ...outcome, stdout };
}

const tmp = mkdtempSync(join(tmpdir(), 'os-update-diff-config-'));
const write = (name: string, value: unknown, yaml = false) => {
  const path = join(tmp, name);
  writeFileSync(path, yaml ? stringify(value) : JSON.stringify(value));
  return path;
};

const PULL_SECRET = '{"auths":{"quay.io":{"auth":"ZGVtbzpzM2NyM3QtdDBrM24="}}}';
const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDemoKeyNeverShown admin@demo';
const base: SampleConfig = {
  osImageURL: 'quay.io/os@sha256:1111',
  files: [
    { path: '/var/lib/kubelet/config.json', text: PULL_SECRET },
    {
      path: '/etc/containers/registries.conf',
      text: 'unqualified-search-registries = ["registry.access.redhat.com"]\n',
    },
    { path: '/etc/motd', text: 'hello\n' },
  ],
  units: [{ name: 'kubelet.service', enabled: true, contents: '[Unit]\n' }],
  sshKeys: [SSH_KEY],
};
const next: SampleConfig = {
  ...base,
  osImageURL: 'quay.io/os@sha256:2222',
  files: [
    ...base.files!.slice(0, 2),
    { path: '/etc/motd', text: 'changed\n' },
    { path: '/var/lib/kubelet/config.json', text: PULL_SECRET.replace('ZGVt', 'bmV3') },
  ],
  units: [
    {
      name: 'kubelet.service',
      enabled: true,
      contents: '[Unit]\n',
      dropins: [{ name: '20-log.conf', contents: '[Service]\n' }],
    },
    { name: 'new.service', enabled: true },
  ],
  kernelArguments: ['nosmt'],
  extensions: ['usbguard'],
  sshKeys: [SSH_KEY, 'ssh-ed25519 AAAAsecond'],
};

describe('os-update diff-config', () => {
  it('prints the JSON of DESIGN section 7: sorted lists, values, the disruption; never a content', async () => {
    const old = write('old.json', machineConfig('rendered-worker-1', base));
    const neu = write(
      'new.yaml',
      { apiVersion: 'v1', kind: 'List', items: [machineConfig('rendered-worker-2', next)] },
      true,
    );
    const out = await cli(['diff-config', old, neu, '--format', 'json']);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      files: { added: [], removed: [], changed: ['/etc/motd', '/var/lib/kubelet/config.json'] },
      units: { added: ['new.service'], removed: [], changed: ['kubelet.service'] },
      kernelArguments: { added: ['nosmt'], removed: [], changed: true },
      extensions: { added: ['usbguard'], removed: [], changed: true },
      kernelType: null,
      fips: null,
      osImageURL: { from: 'quay.io/os@sha256:1111', to: 'quay.io/os@sha256:2222' },
      sshKeys: { from: 1, to: 2 },
      passwdChanged: true,
      disruption: { reboot: true, drain: true, actions: [{ type: 'Reboot' }], outcome: 'applies', caveats: [] },
    });
    for (const secret of ['ZGVtbzpzM2NyM3Q', 'bmV3', 'DemoKeyNeverShown', 'hello', 'changed\n'])
      expect(out.stdout).not.toContain(secret);
  });

  it('names the source MachineConfig of each change from a List beside the rendered config, and says what each machine does', async () => {
    const old = write('old2.json', machineConfig('rendered-worker-1', base));
    const sources = {
      apiVersion: 'v1',
      kind: 'List',
      items: [
        machineConfig('00-worker', base),
        machineConfig('99-worker-motd', { files: [{ path: '/etc/motd', text: 'changed\n' }] }),
        machineConfig('rendered-worker-2', {
          ...base,
          files: [...base.files!.slice(0, 2), { path: '/etc/motd', text: 'changed\n' }],
        }),
      ],
    };
    const out = await cli(['diff-config', old, write('list.json', sources)]);
    expect(out.stdout).toContain('- changed `/etc/motd` (from `99-worker-motd`): contents changed');
    expect(out.stdout).toContain('Each machine is drained and rebooted.');
    expect(out.stdout).not.toContain('ZGVtbzpzM2NyM3Q');
  });

  it('reads the node disruption policy of a MachineConfiguration', async () => {
    const old = write('old3.json', machineConfig('rendered-worker-1', base));
    const neu = write(
      'new3.json',
      machineConfig('rendered-worker-2', {
        ...base,
        files: [...base.files!.slice(0, 2), { path: '/etc/motd', text: 'changed\n' }],
      }),
    );
    const policy = write(
      'mcfg.yaml',
      {
        apiVersion: 'operator.openshift.io/v1',
        kind: 'MachineConfiguration',
        metadata: { name: 'cluster' },
        spec: { nodeDisruptionPolicy: { files: [{ path: '/etc/motd', actions: [{ type: 'None' }] }] } },
      },
      true,
    );
    const out = await cli(['diff-config', old, neu, '--policy', policy, '--format', 'json']);
    expect(JSON.parse(out.stdout).disruption).toEqual({
      reboot: false,
      drain: false,
      actions: [{ type: 'None' }],
      outcome: 'applies',
      caveats: [{ kind: 'force-file-reboots', path: '/run/machine-config-daemon-force' }],
    });
  });

  it('takes the topology: a single-node cluster reboots without a drain, and the caveat says why', async () => {
    const old = write('old4.json', machineConfig('rendered-worker-1', base));
    const neu = write(
      'new4.json',
      machineConfig('rendered-worker-2', { ...base, osImageURL: 'quay.io/os@sha256:2222' }),
    );
    const json = await cli(['diff-config', old, neu, '--topology', 'SingleReplica', '--format', 'json']);
    expect(JSON.parse(json.stdout).disruption).toEqual({
      reboot: true,
      drain: false,
      actions: [{ type: 'Reboot' }],
      outcome: 'applies',
      caveats: [{ kind: 'single-node-skips-drain' }],
    });
    const markdown = await cli(['diff-config', old, neu, '--topology', 'SingleReplica']);
    expect(markdown.stdout).toContain('Each machine is rebooted, without a drain.');
    expect(markdown.stdout).toContain('### Caveats\n\n- Single-node cluster: the daemon does not drain');
    const ha = await cli(['diff-config', old, neu, '--topology', 'HighlyAvailable', '--format', 'json']);
    expect(JSON.parse(ha.stdout).disruption).toMatchObject({ drain: true, caveats: [] });
  });

  it('says the daemon would wait when the policy status lags its spec', async () => {
    const old = write('old5.json', machineConfig('rendered-worker-1', base));
    const neu = write(
      'new5.json',
      machineConfig('rendered-worker-2', {
        ...base,
        files: [...base.files!.slice(0, 2), { path: '/etc/motd', text: 'x' }],
      }),
    );
    const policy = write('mcfg5.json', {
      kind: 'MachineConfiguration',
      metadata: { name: 'cluster', generation: 5 },
      spec: { nodeDisruptionPolicy: { files: [{ path: '/etc/motd', actions: [{ type: 'None' }] }] } },
      status: { observedGeneration: 4 },
    });
    const out = await cli(['diff-config', old, neu, '--policy', policy]);
    expect(out.stdout).toContain('Once the policy is observed: No reboot, no drain');
    expect(out.stdout).toContain(
      '- The node disruption policy has not been observed yet (generation 5, observed 4): the daemon would wait',
    );
  });

  it.each([
    [['diff-config', 'only-one'], 'diff-config needs two rendered MachineConfigs'],
    [
      ['diff-config', 'a', 'b', '--topology', 'sno'],
      '--topology must be one of HighlyAvailable, HighlyAvailableArbiter, SingleReplica, DualReplica, External, not "sno"',
    ],
    [['diff-config', '/nope/a.json', '/nope/b.json'], '/nope/a.json: cannot read (ENOENT)'],
    [['diff-config', 'BAD', 'BAD'], 'spec.config.storage.files[0].path must be an absolute path'],
    [['diff-config', 'TWO', 'TWO'], '2 rendered MachineConfigs (rendered-…) in it; give one'],
  ])('refuses bad input with exit 2 and one line naming what is wrong: %j', async (argv, message) => {
    const bad = write('bad.json', machineConfig('rendered-x', { files: [{ path: 'etc/x', text: '' }] }));
    const two = write('two.json', { kind: 'List', items: [machineConfig('rendered-a'), machineConfig('rendered-b')] });
    const out = await cli(argv.map((a) => (a === 'BAD' ? bad : a === 'TWO' ? two : a)));
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(message);
    expect(out.stderr?.split('\n')).toHaveLength(1);
  });
});
