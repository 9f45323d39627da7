import { isEpoch, normaliseEpoch, type Evr } from './evr';
import { rpmvercmpAt, type Order } from './rpmvercmp';

/**
 * One installed package: identity `name` + `arch`, and its EVR. A package is itself an
 * `Evr`, so it compares with `compareEvr` as it is (no second object a package: manifests
 * of 100,000 packages are parsed in the browser).
 */
export interface Package extends Evr {
  readonly name: string;
  readonly arch: string;
  readonly release: string;
}

/** A NEVRA or EVRA that cannot be read; `message` says which part is wrong. */
export class NevraError extends Error {
  constructor(
    readonly input: string,
    readonly problem: string,
  ) {
    super(`invalid NEVRA "${input}": ${problem}`);
    this.name = 'NevraError';
  }
}

const isSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d);
const hasOuterSpace = (s: string): boolean =>
  s.length === 0 || isSpace(s.charCodeAt(0)) || isSpace(s.charCodeAt(s.length - 1));

const COLON = 0x3a;

/** Arches almost every package has: shared strings instead of one copy a package. */
const COMMON_ARCHES = ['x86_64', 'noarch', 'aarch64', 'ppc64le', 's390x', 'i686'];
/** The common arch that starts with a character: one comparison decides. */
const ARCH_BY_FIRST = new Map(COMMON_ARCHES.map((arch) => [arch.charCodeAt(0), arch]));

function archAfter(text: string, dot: number): string {
  const arch = ARCH_BY_FIRST.get(text.charCodeAt(dot + 1));
  if (arch !== undefined && arch.length === text.length - dot - 1 && text.endsWith(arch)) return arch;
  return text.slice(dot + 1);
}

/**
 * Splits `[head-][E:]V-R.A` from the right: arch after the last `.`, release between the
 * last `-` and that `.`, version after the `-` before it (when `withName`), epoch before `:`.
 */
function split(
  input: string,
  text: string,
  withName: boolean,
  leadingEpoch: string | undefined,
  name?: string,
): Package {
  // Most packages have no epoch: one scan for ":" spares the epoch checks below.
  const anyColon = text.indexOf(':');
  const dot = text.lastIndexOf('.');
  if (dot < 0) throw new NevraError(input, 'no architecture (expected ".<arch>" at the end)');
  if (dot === text.length - 1) throw new NevraError(input, 'empty architecture');
  const dashR = text.lastIndexOf('-', dot);
  if (dashR < 0) throw new NevraError(input, 'no release (expected "-<release>" before the architecture)');
  if (dashR === dot - 1) throw new NevraError(input, 'empty release');
  let start = 0;
  let head = name;
  if (withName) {
    const dashV = dashR > 0 ? text.lastIndexOf('-', dashR - 1) : -1;
    if (dashV < 0) throw new NevraError(input, 'no version (expected "<name>-<version>-<release>.<arch>")');
    if (dashV === 0) throw new NevraError(input, 'empty name');
    head = text.slice(0, dashV);
    if (anyColon >= 0 && anyColon < dashV) throw new NevraError(input, `name "${head}" contains ":"`);
    start = dashV + 1;
  }
  let epoch = '0';
  const colon = anyColon < 0 ? -1 : text.indexOf(':', start);
  if (colon >= 0 && colon < dashR) {
    if (leadingEpoch !== undefined) throw new NevraError(input, 'two epochs');
    const digits = text.slice(start, colon);
    if (!isEpoch(digits)) throw new NevraError(input, `epoch "${digits}" is not a number`);
    epoch = digits === '0' ? '0' : normaliseEpoch(digits);
    start = colon + 1;
  } else if (leadingEpoch !== undefined) {
    epoch = normaliseEpoch(leadingEpoch);
  }
  if (start === dashR) throw new NevraError(input, 'empty version');
  const version = text.slice(start, dashR);
  if (anyColon >= 0 && version.includes(':')) throw new NevraError(input, `version "${version}" contains ":"`);
  return { name: head as string, epoch, version, release: text.slice(dashR + 1, dot), arch: archAfter(text, dot) };
}

/**
 * Parses `name-[E:]V-R.A`, or yum's `E:name-V-R.A`. Names may hold `-` and `.`, never `:`.
 */
export function parseNevra(input: string): Package {
  const text = hasOuterSpace(input) ? input.trim() : input;
  if (text === '') throw new NevraError(input, 'empty');
  // yum's form puts the epoch first: digits and a colon before the first dash.
  const colon = text.indexOf(':');
  if (colon >= 0 && text.charCodeAt(0) !== COLON) {
    const firstDash = text.indexOf('-');
    if (firstDash < 0 || colon < firstDash) {
      const leadingEpoch = text.slice(0, colon);
      if (!isEpoch(leadingEpoch)) throw new NevraError(input, `epoch "${leadingEpoch}" is not a number`);
      return split(input, text.slice(colon + 1), true, leadingEpoch);
    }
  }
  return split(input, text, true, undefined);
}

/** Parses a lockfile's `[E:]V-R.A` for the package `name`. */
export function parseEvra(name: string, evra: string): Package {
  const text = hasOuterSpace(evra) ? evra.trim() : evra;
  return split(`${name} ${evra}`, text, false, undefined, name);
}

/**
 * A NEVRA in canonical form: printable ASCII, `name-[E:]V-R.A` with nothing around it, an
 * epoch only when it is not 0 and has no leading zeros, no `:` but the epoch's. Exactly the
 * texts that `formatNevra` writes back unchanged. One native test a text, because it runs on
 * every entry of a 100,000-package manifest; any other text goes to `parseNevra`.
 *
 * Name (no `:`, may hold `-` and `.`), `-`, epoch, version (no `-`, `:`), `-`, release (no
 * `-`, `:`), `.`, arch (no `.`, `:`). Character classes are ASCII ranges that leave out
 * space, `:` (0x3a), and where said `-` (0x2d) or `.` (0x2e).
 */
const CANONICAL_NEVRA = /^[!-9;-~]+-(?:[1-9][0-9]*:)?[!-,.-9;-~]+-[!-,.-9;-~]+\.[!--/-9;-~]+$/;

export const isCanonicalNevra = (text: string): boolean => CANONICAL_NEVRA.test(text);

/** The package of a text that `isCanonicalNevra` accepts: as `parseNevra`, without its checks. */
export function packageFromCanonical(text: string): Package {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  const colon = text.indexOf(':', dashV);
  return {
    name: text.slice(0, dashV),
    epoch: colon < 0 ? '0' : text.slice(dashV + 1, colon),
    version: text.slice(colon < 0 ? dashV + 1 : colon + 1, dashR),
    release: text.slice(dashR + 1, dot),
    arch: archAfter(text, dot),
  };
}

/** Writes the name and arch of a canonical NEVRA text to `names[k]` and `arches[k]`. */
export function cutNameAndArch(text: string, names: string[], arches: string[], k: number): void {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  names[k] = text.slice(0, text.lastIndexOf('-', dashR - 1));
  arches[k] = archAfter(text, dot);
}

/** Scratch space for the cuts of the two texts being compared (calls do not nest). */
const CUTS_A = new Int32Array(4);
const CUTS_B = new Int32Array(4);

/** Name end, epoch colon (-1 when none), release dash and arch dot of a canonical text. */
function cut(text: string, cuts: Int32Array): Int32Array {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  const dashV = text.lastIndexOf('-', dashR - 1);
  cuts[0] = dashV;
  cuts[1] = text.indexOf(':', dashV);
  cuts[2] = dashR;
  cuts[3] = dot;
  return cuts;
}

/**
 * rpm's order of the EVRs of two canonical NEVRA texts (as `compareEvr`), compared where
 * they stand: no part is copied.
 */
export function compareCanonicalEvr(a: string, b: string): Order {
  const cutsA = cut(a, CUTS_A);
  const cutsB = cut(b, CUTS_B);
  const [dashVA, colonA, dashRA, dotA] = [
    cutsA[0] as number,
    cutsA[1] as number,
    cutsA[2] as number,
    cutsA[3] as number,
  ];
  const [dashVB, colonB, dashRB, dotB] = [
    cutsB[0] as number,
    cutsB[1] as number,
    cutsB[2] as number,
    cutsB[3] as number,
  ];
  // A canonical epoch is absent (0) or a number without leading zeros, never 0.
  if (colonA < 0 !== colonB < 0) return colonA < 0 ? -1 : 1;
  if (colonA >= 0) {
    const byEpoch = rpmvercmpAt(a, dashVA + 1, colonA, b, dashVB + 1, colonB);
    if (byEpoch !== 0) return byEpoch;
  }
  const versionA = colonA < 0 ? dashVA + 1 : colonA + 1;
  const versionB = colonB < 0 ? dashVB + 1 : colonB + 1;
  return rpmvercmpAt(a, versionA, dashRA, b, versionB, dashRB) || rpmvercmpAt(a, dashRA + 1, dotA, b, dashRB + 1, dotB);
}

/** The EVR of a canonical NEVRA text. */
export function evrOfCanonical(text: string): Evr & { readonly release: string } {
  const dot = text.lastIndexOf('.');
  const dashR = text.lastIndexOf('-', dot);
  return evrBetween(text, text.lastIndexOf('-', dashR - 1), dashR, dot);
}

function evrBetween(text: string, dashV: number, dashR: number, dot: number): Evr & { readonly release: string } {
  const colon = text.indexOf(':', dashV);
  const hasEpoch = colon >= 0;
  return {
    epoch: hasEpoch ? text.slice(dashV + 1, colon) : '0',
    version: text.slice(hasEpoch ? colon + 1 : dashV + 1, dashR),
    release: text.slice(dashR + 1, dot),
  };
}

/** `name-[E:]V-R.A`, the epoch left out when it is 0. */
export function formatNevra(pkg: Package): string {
  const e = pkg.epoch === '0' ? '' : `${pkg.epoch}:`;
  return `${pkg.name}-${e}${pkg.version}-${pkg.release}.${pkg.arch}`;
}
