import { rpmvercmp, type Order } from './rpmvercmp';

/**
 * Epoch, version and release of a package. `epoch` is a string of digits without leading
 * zeros ("0" when the package has none), so epochs of any size compare without overflow.
 * `release` is absent in a bare version such as the `vercmp` command accepts.
 */
export interface Evr {
  readonly epoch: string;
  readonly version: string;
  readonly release?: string;
}

const EPOCH_DIGITS = /^\d+$/;
/** rpm takes any run of digits before `:` as the epoch, an empty one as 0. */
const EPOCH_RUN = /^\d*$/;

/** Normalises an epoch's digits: "007" → "7", "" → "0". */
export const normaliseEpoch = (digits: string): string => digits.replace(/^0+(?=\d)/, '') || '0';

export const isEpoch = (s: string): boolean => EPOCH_DIGITS.test(s);

/**
 * Splits `[E:]V[-R]` the way rpm does (`rpmverParse`): an epoch is the run of digits
 * before a `:`, the release is what follows the last `-`.
 */
export function parseEvr(text: string): Evr {
  let rest = text;
  let epoch = '0';
  const colon = rest.indexOf(':');
  if (colon >= 0 && EPOCH_RUN.test(rest.slice(0, colon))) {
    epoch = normaliseEpoch(rest.slice(0, colon));
    rest = rest.slice(colon + 1);
  }
  const dash = rest.lastIndexOf('-');
  if (dash < 0) return { epoch, version: rest };
  return { epoch, version: rest.slice(0, dash), release: rest.slice(dash + 1) };
}

/** rpm's EVR order: epoch, then version, then release; a missing release loses. */
export function compareEvr(a: Evr, b: Evr): Order {
  const byEpoch = rpmvercmp(a.epoch, b.epoch);
  if (byEpoch !== 0) return byEpoch;
  const byVersion = rpmvercmp(a.version, b.version);
  if (byVersion !== 0) return byVersion;
  if (a.release === undefined || b.release === undefined) {
    if (a.release === b.release) return 0;
    return a.release === undefined ? -1 : 1;
  }
  return rpmvercmp(a.release, b.release);
}

/** `E:V-R`, the epoch left out when it is 0. */
export function formatEvr(evr: Evr): string {
  const head = evr.epoch === '0' ? evr.version : `${evr.epoch}:${evr.version}`;
  return evr.release === undefined ? head : `${head}-${evr.release}`;
}
