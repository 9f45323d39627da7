import { isEpoch, normaliseEpoch, type Evr } from './evr';

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

/** The arch after the dot at `dot`; one of the shared strings when it is a common arch. */
export function archAfter(text: string, dot: number): string {
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

/** `name-[E:]V-R.A`, the epoch left out when it is 0. */
export function formatNevra(pkg: Package): string {
  const e = pkg.epoch === '0' ? '' : `${pkg.epoch}:`;
  return `${pkg.name}-${e}${pkg.version}-${pkg.release}.${pkg.arch}`;
}
