import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../store';
import { mergeMachineConfigs, renderPoolConfig } from './render-machine-config';

const mc = (name: string, spec: Record<string, unknown>): KubeObject => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: { name, labels: { 'machineconfiguration.openshift.io/role': 'worker' } },
  spec,
});
const V35 = { version: '3.5.0' };
const files = (...entries: [string, string][]) => ({
  config: { ignition: V35, storage: { files: entries.map(([path, source]) => ({ path, contents: { source } })) } },
});
const units = (...entries: object[]) => ({ config: { ignition: V35, systemd: { units: entries } } });
const merge = (sources: KubeObject[]) => mergeMachineConfigs(sources, { osImageURL: 'quay.io/os@sha256:0' });

describe('the demo render controller merges MachineConfigs as the MCO does', () => {
  it.each([
    [
      'files by path, the later name wins (whatever the order given)',
      [mc('99-b', files(['/etc/a', 'data:,b'])), mc('00-a', files(['/etc/a', 'data:,a'], ['/etc/x', 'data:,x']))],
      (m: ReturnType<typeof merge>) =>
        expect(m.config.storage?.files?.map((f) => [f.path, f.contents?.source])).toEqual([
          ['/etc/a', 'data:,b'],
          ['/etc/x', 'data:,x'],
        ]),
    ],
    [
      'units by name: set fields win, drop-ins merge by name',
      [
        mc(
          '00-a',
          units({
            name: 'kubelet.service',
            enabled: true,
            contents: 'A',
            dropins: [{ name: '10.conf', contents: '1' }],
          }),
        ),
        mc(
          '50-b',
          units({
            name: 'kubelet.service',
            dropins: [
              { name: '10.conf', contents: '2' },
              { name: '20.conf', contents: '3' },
            ],
          }),
        ),
        mc('60-c', units({ name: 'kubelet.service', mask: true })),
      ],
      (m: ReturnType<typeof merge>) =>
        expect(m.config.systemd?.units).toEqual([
          {
            name: 'kubelet.service',
            enabled: true,
            mask: true,
            contents: 'A',
            dropins: [
              { name: '10.conf', contents: '2' },
              { name: '20.conf', contents: '3' },
            ],
          },
        ]),
    ],
    [
      'kernel arguments appended in name order, repeats kept',
      [mc('10-a', { kernelArguments: ['console=tty0'] }), mc('20-b', { kernelArguments: ['nosmt', 'console=tty0'] })],
      (m: ReturnType<typeof merge>) => expect(m.kernelArguments).toEqual(['console=tty0', 'nosmt', 'console=tty0']),
    ],
    [
      'extensions appended; the last realtime kernel type, the last OS image a user config sets; FIPS if any',
      [
        mc('10-a', { extensions: ['usbguard'], kernelType: 'realtime', osImageURL: 'a', fips: true }),
        mc('20-b', { extensions: ['usbguard', 'kerberos'], kernelType: '', osImageURL: 'b' }),
      ],
      (m: ReturnType<typeof merge>) =>
        expect(m).toMatchObject({
          extensions: ['usbguard', 'usbguard', 'kerberos'],
          kernelType: 'realtime',
          osImageURL: 'b',
          fips: true,
        }),
    ],
    [
      'ssh keys of a user merged, once each',
      [
        mc('99-a-ssh', { config: { ignition: V35, passwd: { users: [{ name: 'core', sshAuthorizedKeys: ['k1'] }] } } }),
        mc('99-b-ssh', {
          config: { ignition: V35, passwd: { users: [{ name: 'core', sshAuthorizedKeys: ['k1', 'k2'] }] } },
        }),
      ],
      (m: ReturnType<typeof merge>) =>
        expect(m.config.passwd?.users).toEqual([{ name: 'core', sshAuthorizedKeys: ['k1', 'k2'] }]),
    ],
  ])('%s', (_, sources, check) => check(merge(sources)));

  it('names a rendered config after its content: the same MachineConfigs render the same name, the release image unless one overrides it', () => {
    const sources = [mc('00-worker', files(['/etc/a', 'data:,a']))];
    const a = renderPoolConfig('worker', sources, { osImageURL: 'quay.io/os@sha256:1' });
    const b = renderPoolConfig('worker', [...sources].reverse(), { osImageURL: 'quay.io/os@sha256:1' });
    const c = renderPoolConfig('worker', sources, { osImageURL: 'quay.io/os@sha256:2' });
    expect(a.rendered.metadata.name).toMatch(/^rendered-worker-[0-9a-f]{32}$/);
    expect(b.rendered.metadata.name).toBe(a.rendered.metadata.name);
    expect(c.rendered.metadata.name).not.toBe(a.rendered.metadata.name);
    expect(a.source.map((s) => s.name)).toEqual(['00-worker']);
    const pinned = renderPoolConfig(
      'worker',
      [...sources, mc('99-worker-pin', { osImageURL: 'quay.io/os@sha256:9' })],
      { osImageURL: 'quay.io/os@sha256:1' },
    );
    expect((pinned.rendered.spec as { osImageURL: string }).osImageURL).toBe('quay.io/os@sha256:9');
    expect(pinned.rendered.metadata.annotations?.['machineconfiguration.openshift.io/os-image-url-overridden']).toBe(
      'true',
    );
  });
});
