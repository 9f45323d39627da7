import { describe, expect, it } from 'vitest';
import { PackageList } from '../package-list';
import { kernelOf, osDirection } from './os-direction';

const list = (...nevras: string[]) => PackageList.fromNevras(['bash-5.2.26-3.fc40.x86_64', ...nevras]);
const current = { ostreeVersion: '40.20241019.3.0', packages: list('kernel-6.10.12-200.fc40.x86_64') };

describe('osDirection', () => {
  it('calls an older OS version a move back, with the kernels of both sides', () => {
    const older = { ostreeVersion: '40.20240504.3.0', packages: list('kernel-6.8.5-301.fc40.x86_64') };
    expect(osDirection(current, older)).toEqual({
      direction: 'back',
      kernel: { from: '6.10.12-200.fc40', to: '6.8.5-301.fc40' },
    });
  });

  it("reads OS versions in rpm's order, not as text: a lower major goes back, a longer number forward", () => {
    const rebase = { ostreeVersion: '41.20241024.3.0' };
    expect(osDirection(current, rebase).direction).toBe('forward');
    expect(osDirection(current, { ostreeVersion: '38.20230918.3.2' }).direction).toBe('back');
    expect(osDirection({ ostreeVersion: '9.6.20240419-0' }, { ostreeVersion: '10.1.20240506-0' }).direction).toBe(
      'forward',
    );
    expect(osDirection(current, { ostreeVersion: '40.20241019.3.0' }).direction).toBe('same');
  });

  it('goes by the kernel when a side has no OS version, and says unknown with nothing to go by', () => {
    const oldKernel = { packages: list('kernel-6.4.15-200.fc38.x86_64') };
    expect(osDirection({ packages: current.packages }, oldKernel).direction).toBe('back');
    expect(osDirection({}, {})).toEqual({ direction: 'unknown' });
    expect(osDirection(undefined, current)).toEqual({ direction: 'unknown', kernel: { to: '6.10.12-200.fc40' } });
  });
});

describe('kernelOf', () => {
  it('takes kernel, else kernel-core; none in a list without either', () => {
    expect(kernelOf(list('kernel-core-6.8.5-301.fc40.x86_64', 'kernel-6.8.5-301.fc40.x86_64'))?.name).toBe('kernel');
    expect(kernelOf(list('kernel-core-6.8.5-301.fc40.x86_64'))?.name).toBe('kernel-core');
    expect(kernelOf(list())).toBeUndefined();
  });
});
