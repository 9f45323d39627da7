import type { Evr } from './evr';

export const CHANGE_KINDS = ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One row of the diff. `from` is absent for added packages, `to` for removed ones. */
export interface PackageChange {
  readonly kind: ChangeKind;
  readonly name: string;
  /** The arch on the new side (on the old side for removed packages). */
  readonly arch: string;
  /** Set when the package moved to another arch (e.g. noarch → x86_64). */
  readonly fromArch?: string;
  readonly from?: Evr;
  readonly to?: Evr;
  readonly important: boolean;
}
