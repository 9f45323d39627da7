import { isEpoch, normaliseEpoch, type Evr } from './evr';

/** One installed package: identity `name` + `arch`, and its EVR. */
export interface Package {
  readonly name: string;
  readonly arch: string;
  readonly evr: Evr;
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

interface SplitEvra {
  readonly epoch?: string;
  readonly version: string;
  readonly release: string;
  readonly arch: string;
}

/**
 * Splits `[E:]V-R.A`: arch after the last `.`, release between the last `-` and that `.`.
 * `head` is what stands before the version (the name, or nothing for a bare EVRA).
 */
function splitTail(input: string, text: string, withName: boolean): SplitEvra & { head: string } {
  const dot = text.lastIndexOf('.');
  if (dot < 0) throw new NevraError(input, 'no architecture (expected ".<arch>" at the end)');
  const arch = text.slice(dot + 1);
  if (arch === '') throw new NevraError(input, 'empty architecture');
  const body = text.slice(0, dot);
  const dashR = body.lastIndexOf('-');
  if (dashR < 0) throw new NevraError(input, 'no release (expected "-<release>" before the architecture)');
  const release = body.slice(dashR + 1);
  if (release === '') throw new NevraError(input, 'empty release');
  let head = '';
  let ev = body.slice(0, dashR);
  if (withName) {
    const dashV = ev.lastIndexOf('-');
    if (dashV < 0) throw new NevraError(input, 'no version (expected "<name>-<version>-<release>.<arch>")');
    head = ev.slice(0, dashV);
    ev = ev.slice(dashV + 1);
  }
  let epoch: string | undefined;
  const colon = ev.indexOf(':');
  if (colon >= 0) {
    epoch = ev.slice(0, colon);
    if (!isEpoch(epoch)) throw new NevraError(input, `epoch "${epoch}" is not a number`);
    ev = ev.slice(colon + 1);
  }
  if (ev === '') throw new NevraError(input, 'empty version');
  if (ev.includes(':')) throw new NevraError(input, `version "${ev}" contains ":"`);
  return { head, epoch, version: ev, release, arch };
}

/**
 * Parses `name-[E:]V-R.A`, or yum's `E:name-V-R.A`. Names may hold `-` and `.`, never `:`.
 */
export function parseNevra(input: string): Package {
  const text = input.trim();
  if (text === '') throw new NevraError(input, 'empty');
  let leadingEpoch: string | undefined;
  let rest = text;
  const colon = text.indexOf(':');
  const firstDash = text.indexOf('-');
  if (colon >= 0 && (firstDash < 0 || colon < firstDash)) {
    leadingEpoch = text.slice(0, colon);
    if (!isEpoch(leadingEpoch)) throw new NevraError(input, `epoch "${leadingEpoch}" is not a number`);
    rest = text.slice(colon + 1);
  }
  const parts = splitTail(input, rest, true);
  if (parts.head === '') throw new NevraError(input, 'empty name');
  if (parts.head.includes(':')) throw new NevraError(input, `name "${parts.head}" contains ":"`);
  if (leadingEpoch !== undefined && parts.epoch !== undefined) {
    throw new NevraError(input, 'two epochs');
  }
  const epoch = normaliseEpoch(leadingEpoch ?? parts.epoch ?? '0');
  return { name: parts.head, arch: parts.arch, evr: { epoch, version: parts.version, release: parts.release } };
}

/** Parses a lockfile's `[E:]V-R.A` for the package `name`. */
export function parseEvra(name: string, evra: string): Package {
  const input = `${name} ${evra}`;
  const parts = splitTail(input, evra.trim(), false);
  return {
    name,
    arch: parts.arch,
    evr: { epoch: normaliseEpoch(parts.epoch ?? '0'), version: parts.version, release: parts.release },
  };
}

/** `name-[E:]V-R.A`, the epoch left out when it is 0. */
export function formatNevra(pkg: Package): string {
  const { epoch, version, release } = pkg.evr;
  const e = epoch === '0' ? '' : `${epoch}:`;
  return `${pkg.name}-${e}${version}-${release ?? ''}.${pkg.arch}`;
}
