import { describe, expect, it } from 'vitest';
import { diffConfigs, isEmptyConfigDiff } from './config-diff';
import { configDiffJson } from './config-diff-json';
import { reviewConfigChange } from './config-review';
import { DEFAULT_DISRUPTION_POLICY } from './disruption-policy';
import { parseMachineConfig, MachineConfigError } from './machine-config-content';
import { machineConfig, type SampleConfig } from './machine-config-samples';

const parse = (name: string, c: SampleConfig) => parseMachineConfig(machineConfig(name, c));
const diff = (a: SampleConfig, b: SampleConfig) => diffConfigs(parse('rendered-a', a), parse('rendered-b', b));

describe('the config diff of two rendered MachineConfigs', () => {
  it.each([
    ['a file added', {}, { files: [{ path: '/etc/a', text: 'x' }] }, { added: ['/etc/a'], removed: [], changed: [] }],
    ['a file removed', { files: [{ path: '/etc/a', text: 'x' }] }, {}, { added: [], removed: ['/etc/a'], changed: [] }],
    [
      'contents changed',
      { files: [{ path: '/etc/a', text: 'x' }] },
      { files: [{ path: '/etc/a', text: 'y' }] },
      { added: [], removed: [], changed: ['/etc/a'] },
    ],
    [
      'mode changed',
      { files: [{ path: '/etc/a', text: 'x' }] },
      { files: [{ path: '/etc/a', text: 'x', mode: 493 }] },
      { added: [], removed: [], changed: ['/etc/a'] },
    ],
    [
      'owner changed',
      { files: [{ path: '/etc/a', text: 'x' }] },
      { files: [{ path: '/etc/a', text: 'x', user: 'core' }] },
      { added: [], removed: [], changed: ['/etc/a'] },
    ],
    // The daemon compares Ignition entries, not bytes on disk (CalculateConfigFileDiffs): re-encoded is changed.
    [
      'the same bytes gzipped',
      { files: [{ path: '/etc/a', text: 'x' }] },
      { files: [{ path: '/etc/a', text: 'x', gzip: true }] },
      { added: [], removed: [], changed: ['/etc/a'] },
    ],
    [
      'the same text percent-encoded',
      { files: [{ path: '/etc/a', text: 'a b%' }] },
      { files: [{ path: '/etc/a', text: 'a b%', percent: true }] },
      { added: [], removed: [], changed: ['/etc/a'] },
    ],
    [
      'the same entry',
      { files: [{ path: '/etc/a', text: 'x' }] },
      { files: [{ path: '/etc/a', text: 'x' }] },
      { added: [], removed: [], changed: [] },
    ],
  ])('%s', (_, a, b, expected) => {
    expect(configDiffJson(reviewConfigChange(parse('a', a), parse('b', b), DEFAULT_DISRUPTION_POLICY)).files).toEqual(
      expected,
    );
  });

  it('tells what changed in a file: contents, mode, owner; binary files by size and hash', () => {
    const [change] = diff(
      { files: [{ path: '/usr/lib/blob', bytes: new Uint8Array([0, 1, 2]) }] },
      { files: [{ path: '/usr/lib/blob', bytes: new Uint8Array([0, 1, 2, 3]), mode: 493 }] },
    ).files;
    expect(change).toMatchObject({ contentsChanged: true, modeChanged: true, ownerChanged: false });
    expect(change?.before?.contents).toMatchObject({ kind: 'binary', size: 3 });
    expect(change?.after?.contents).toMatchObject({
      kind: 'binary',
      size: 4,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('counts a drop-in, enablement or mask as a change of its unit', () => {
    const d = diff(
      {
        units: [
          { name: 'kubelet.service', enabled: true, contents: '[Unit]' },
          { name: 'a.service', enabled: true },
        ],
      },
      {
        units: [
          {
            name: 'kubelet.service',
            enabled: true,
            contents: '[Unit]',
            dropins: [{ name: '10-mco.conf', contents: '[Service]' }],
          },
          { name: 'a.service', enabled: false, mask: true },
          { name: 'b.service', enabled: true },
        ],
      },
    );
    expect(d.units.map((u) => [u.name, u.change])).toEqual([
      ['a.service', 'changed'],
      ['b.service', 'added'],
      ['kubelet.service', 'changed'],
    ]);
    expect(d.units[2]?.dropins.added).toEqual(['10-mco.conf']);
    expect(d.units[0]).toMatchObject({ enabled: { from: true, to: false }, mask: { from: undefined, to: true } });
  });

  it('lists kernel arguments added and removed (as words, repeats kept), extensions, kernel type, FIPS, ssh keys by count', () => {
    const d = diff(
      { kernelArguments: ['console=tty0 console=ttyS0'], extensions: ['usbguard'], sshKeys: ['ssh-ed25519 AAAA1'] },
      {
        kernelArguments: ['console=tty0', 'console=ttyS0', 'console=ttyS0', 'nosmt'],
        extensions: ['usbguard', 'kerberos'],
        kernelType: 'realtime',
        fips: true,
        sshKeys: ['ssh-ed25519 AAAA1', 'ssh-ed25519 AAAA2'],
      },
    );
    expect(d.kernelArguments).toMatchObject({ added: ['console=ttyS0', 'nosmt'], removed: [] });
    expect(d.extensions).toMatchObject({ added: ['kerberos'], removed: [] });
    expect(d.kernelType).toEqual({ from: 'default', to: 'realtime' });
    expect(d.fips).toEqual({ from: false, to: true });
    expect(d.sshKeys).toEqual({ from: 1, to: 2 });
    expect(
      JSON.stringify(
        configDiffJson(
          reviewConfigChange(
            parse('a', {}),
            parse('b', { sshKeys: ['ssh-ed25519 AAAAkey'] }),
            DEFAULT_DISRUPTION_POLICY,
          ),
        ),
      ),
    ).not.toContain('AAAAkey');
  });

  it('names the MachineConfig each change comes from: the last by name that sets it', () => {
    const sources = [
      parse('00-worker', {
        files: [{ path: '/etc/a', text: 'base' }],
        units: [{ name: 'kubelet.service', contents: 'x' }],
      }),
      parse('99-worker-custom', { files: [{ path: '/etc/a', text: 'mine' }], kernelArguments: ['nosmt'] }),
      parse('50-worker-dropin', {
        units: [{ name: 'kubelet.service', dropins: [{ name: '20-x.conf', contents: 'y' }] }],
      }),
    ];
    const before = parse('rendered-worker-1', {
      files: [
        { path: '/etc/a', text: 'base' },
        { path: '/etc/old', text: 'o' },
      ],
      units: [{ name: 'kubelet.service', contents: 'x' }],
    });
    const after = parse('rendered-worker-2', {
      files: [{ path: '/etc/a', text: 'mine' }],
      units: [{ name: 'kubelet.service', contents: 'x', dropins: [{ name: '20-x.conf', contents: 'y' }] }],
      kernelArguments: ['nosmt'],
    });
    const d = diffConfigs(before, after, {
      before: [parse('10-worker-old', { files: [{ path: '/etc/old', text: 'o' }] })],
      after: sources,
    });
    expect(d.files.map((f) => [f.path, f.source])).toEqual([
      ['/etc/a', '99-worker-custom'],
      ['/etc/old', '10-worker-old'],
    ]);
    expect(d.units[0]?.source).toBe('50-worker-dropin');
    expect(d.kernelArguments.sources.get('nosmt')).toBe('99-worker-custom');
  });

  it('is empty when only the name differs', () => {
    expect(
      isEmptyConfigDiff(diff({ files: [{ path: '/etc/a', text: 'x' }] }, { files: [{ path: '/etc/a', text: 'x' }] })),
    ).toBe(true);
  });

  it.each([
    [{ kind: 'ConfigMap', metadata: { name: 'x' } }, 'MachineConfig x: not a MachineConfig object'],
    [
      machineConfig('m', { files: [{ path: 'relative', text: '' }] }),
      'MachineConfig m: spec.config.storage.files[0].path must be an absolute path',
    ],
    [
      { ...machineConfig('m'), spec: { kernelArguments: 'nosmt' } },
      'MachineConfig m: spec.kernelArguments is not a list',
    ],
    [
      { ...machineConfig('m'), spec: { config: { systemd: { units: [{ enabled: true }] } } } },
      'MachineConfig m: spec.config.systemd.units[0].name is missing',
    ],
  ])('rejects a malformed MachineConfig naming what is wrong', (object, message) => {
    expect(() => parseMachineConfig(object)).toThrow(MachineConfigError);
    expect(() => parseMachineConfig(object)).toThrow(message);
  });
});
