import { describe, expect, it } from 'vitest';
import { formatNevra, NevraError, parseEvra, parseNevra } from './nevra';

describe('parseNevra', () => {
  it.each([
    ['NetworkManager-1:1.12.0-7.el7_6.x86_64', 'NetworkManager', '1', '1.12.0', '7.el7_6', 'x86_64'],
    ['GeoIP-1.5.0-13.el7.x86_64', 'GeoIP', '0', '1.5.0', '13.el7', 'x86_64'],
    ['1:NetworkManager-1.12.0-7.el7_6.x86_64', 'NetworkManager', '1', '1.12.0', '7.el7_6', 'x86_64'],
    ['python3.12-libs-3.12.7-1.fc40.x86_64', 'python3.12-libs', '0', '3.12.7', '1.fc40', 'x86_64'],
    ['kernel-core-6.11.3-200.fc40.x86_64', 'kernel-core', '0', '6.11.3', '200.fc40', 'x86_64'],
    ['__proto__-1-1.noarch', '__proto__', '0', '1', '1', 'noarch'],
    ['bash-00:5.2-1.x86_64', 'bash', '0', '5.2', '1', 'x86_64'],
  ])('%s', (text, name, epoch, version, release, arch) => {
    expect(parseNevra(text)).toEqual({ name, arch, epoch, version, release });
  });

  it.each([
    ['', 'empty'],
    ['bash', 'no architecture'],
    ['bash.x86_64', 'no release'],
    ['bash-5.2.x86_64', 'no version'],
    ['bash-5.2-1.', 'empty architecture'],
    ['-5.2-1.x86_64', 'empty name'],
    ['bash-x:5.2-1.x86_64', 'epoch "x" is not a number'],
    ['1:bash-2:5.2-1.x86_64', 'two epochs'],
    ['bash-5:2:1-1.x86_64', 'contains ":"'],
  ])('refuses %j: %s', (text, problem) => {
    expect(() => parseNevra(text)).toThrow(NevraError);
    expect(() => parseNevra(text)).toThrow(problem);
  });

  it('round-trips through formatNevra', () => {
    for (const text of ['a-b-1:2.3-4.fc40.noarch', 'kernel-6.11.3-200.fc40.x86_64']) {
      expect(formatNevra(parseNevra(text))).toBe(text);
    }
  });
});

describe('parseEvra (lockfile entries)', () => {
  it('reads epoch, version, release and arch', () => {
    expect(parseEvra('NetworkManager', '1:1.46.2-1.fc40.x86_64')).toEqual({
      name: 'NetworkManager',
      arch: 'x86_64',
      epoch: '1',
      version: '1.46.2',
      release: '1.fc40',
    });
  });

  it('names the package when the EVRA is bad', () => {
    expect(() => parseEvra('bash', '5.2')).toThrow('invalid NEVRA "bash 5.2": no release');
  });
});
