import { compareEvr, formatEvr } from '../evr';
import type { Package } from '../nevra';
import type { PackageList } from '../package-list';
import { rpmvercmp } from '../rpmvercmp';

/** What of a release info tells which way an OS change goes. */
export interface OsSide {
  readonly ostreeVersion?: string;
  readonly packages?: PackageList;
}

/** Which way a change moves a pool's OS, and its kernel's versions (`V-R`) on each side. */
export interface OsDirection {
  readonly direction: 'forward' | 'back' | 'same' | 'unknown';
  readonly kernel?: { readonly from?: string; readonly to?: string };
}

/** The kernel the image boots: `kernel`, or `kernel-core` in lists that split it out. */
export function kernelOf(packages: PackageList | undefined): Package | undefined {
  let core: Package | undefined;
  for (const p of packages ?? []) {
    if (p.name === 'kernel') return p;
    if (p.name === 'kernel-core') core = p;
  }
  return core;
}

/**
 * Which way going from `current` to `target` moves the OS. The OS version decides
 * (`40.20241019.3.0`, or `9.6.20240419-0`: rpm's version order reads both); without one on
 * each side, the kernel's EVR. A release that carries an older OS than the pool runs is a
 * downgrade whatever its OpenShift version says, which the cluster's update graph never
 * warns about: the page has to.
 */
export function osDirection(current: OsSide | undefined, target: OsSide | undefined): OsDirection {
  const [from, to] = [kernelOf(current?.packages), kernelOf(target?.packages)];
  const kernel = from || to ? { from: from && formatEvr(from), to: to && formatEvr(to) } : undefined;
  const order =
    current?.ostreeVersion && target?.ostreeVersion
      ? rpmvercmp(target.ostreeVersion, current.ostreeVersion)
      : from && to
        ? compareEvr(to, from)
        : undefined;
  const direction = order === undefined ? 'unknown' : order < 0 ? 'back' : order > 0 ? 'forward' : 'same';
  return kernel ? { direction, kernel } : { direction };
}
