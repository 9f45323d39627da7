import { describe, expect, it } from 'vitest';
import { PackageList } from '../package-list';
import { parseNevra } from '../nevra';
import { additionPackageNames, additionVersions, hasAdditions, nodeAdditions } from './node-additions';

const list = (...nevras: string[]) => PackageList.of(nevras.map((n) => parseNevra(n)));

describe('node additions', () => {
  it('reads extensions and a non-default kernel type from a rendered config', () => {
    expect(nodeAdditions({ extensions: ['usbguard', 3], kernelType: 'realtime' })).toEqual({
      extensions: ['usbguard'],
      kernelType: 'realtime',
    });
    expect(hasAdditions(nodeAdditions({ kernelType: 'default' }))).toBe(false);
    expect(hasAdditions(nodeAdditions(undefined))).toBe(false);
  });

  it('maps extensions to packages as the machine-config daemon does', () => {
    expect(additionPackageNames({ extensions: ['kernel-devel', 'custom'], kernelType: '64k-pages' })).toEqual([
      'kernel-devel',
      'kernel-headers',
      'custom',
      'kernel-64k-core',
      'kernel-64k-modules',
      'kernel-64k-modules-core',
      'kernel-64k-modules-extra',
    ]);
  });

  it('gives the versions on both sides from the extensions images', () => {
    const before = list('usbguard-1.1.2-1.el9.x86_64', 'kernel-rt-core-5.14.0-1.el9.x86_64', 'other-1-1.x86_64');
    const after = list('usbguard-1.1.3-1.el9.x86_64', 'kernel-rt-core-5.14.0-2.el9.x86_64');
    const additions = { extensions: ['usbguard'], kernelType: 'realtime' };
    expect(additionVersions(additions, additions, before, after)).toEqual([
      { name: 'usbguard', current: '1.1.2-1.el9', target: '1.1.3-1.el9' },
      { name: 'kernel-rt-core', current: '5.14.0-1.el9', target: '5.14.0-2.el9' },
    ]);
    expect(additionVersions(additions, additions, undefined, after)[0]).toEqual({
      name: 'usbguard',
      current: undefined,
      target: '1.1.3-1.el9',
    });
  });
});
