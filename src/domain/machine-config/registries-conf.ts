import { asText, ContentsError, decodeContents } from './data-url';
import type { MachineConfigContent } from './machine-config-content';
import {
  parseRegistriesConf,
  RegistriesConfError,
  type RegistriesConf,
  type Registry,
  type RegistryMirror,
} from './registries-conf-parse';

export const REGISTRIES_CONF = '/etc/containers/registries.conf';
const DIGEST_ONLY = 'digest-only';

/** What the daemon makes of a registries.conf change (the Special action). */
export type RegistriesChange =
  | { readonly kind: 'safe' }
  | { readonly kind: 'drain'; readonly why: string }
  | { readonly kind: 'invalid'; readonly detail: string };

/**
 * registries.conf as the daemon reads it (`GetIgnitionFileDataByPath`): the data: URL
 * decoded and nothing more. It does not gunzip, so a compressed file is no TOML to it; a
 * remote URL is no data: URL. An absent file is empty.
 */
export function registriesConfText(config: MachineConfigContent): string {
  const file = config.files.get(REGISTRIES_CONF);
  if (!file?.source) return '';
  let bytes: Uint8Array | undefined;
  try {
    bytes = decodeContents(file.source);
  } catch (error) {
    if (error instanceof ContentsError) throw new RegistriesConfError(error.message);
    throw error;
  }
  if (!bytes) throw new RegistriesConfError('contents are not a data: URL');
  const text = asText(bytes);
  if (text === undefined)
    throw new RegistriesConfError(
      `not text${file.compression ? ` (${file.compression}: the daemon does not decompress it)` : ''}`,
    );
  return text;
}

const find = (mirrors: readonly RegistryMirror[], location: string) => mirrors.find((m) => m.location === location);

/** `allDigestOnlyMirror`: a new registry is safe when each mirror pulls by digest only; with none, by its own flag. */
const allDigestOnlyMirror = (r: Registry) =>
  r.mirrors.length === 0 ? r.mirrorByDigestOnly : r.mirrors.every((m) => m.pullFromMirror === DIGEST_ONLY);

/** Why a registry present before and after makes the change unsafe, or undefined. */
function changedRegistryProblem(scope: string, old: Registry, next: Registry): string | undefined {
  if (old.prefix !== next.prefix) return `registry ${scope}: prefix changed`;
  if (old.location !== next.location) return `registry ${scope}: location changed`;
  if (old.blocked !== next.blocked) return `registry ${scope}: blocked changed`;
  if (old.insecure !== next.insecure) return `registry ${scope}: insecure changed`;
  const removed = old.mirrors.find((m) => !find(next.mirrors, m.location));
  if (removed) return `registry ${scope}: mirror ${removed.location} removed`;
  for (const m of next.mirrors) {
    const was = find(old.mirrors, m.location);
    // Any change of pull-from-mirror but to digest-only loosens what the mirror serves.
    if (was && m.pullFromMirror !== was.pullFromMirror && m.pullFromMirror !== DIGEST_ONLY)
      return `registry ${scope}: mirror ${m.location} pull-from-mirror changed`;
    if (!was && m.pullFromMirror !== DIGEST_ONLY && !next.mirrorByDigestOnly)
      return `registry ${scope}: mirror ${m.location} added without digest-only`;
  }
  return undefined;
}

function compare(a: RegistriesConf, b: RegistriesConf): RegistriesChange {
  const oldSearch = a.unqualifiedSearchRegistries;
  const newSearch = b.unqualifiedSearchRegistries;
  // Image lookup goes through them in order: only additions at the end are safe.
  if (oldSearch.length > newSearch.length || oldSearch.some((s, i) => newSearch[i] !== s))
    return { kind: 'drain', why: 'unqualified-search-registries removed or reordered' };
  for (const scope of a.registries.keys())
    if (!b.registries.has(scope)) return { kind: 'drain', why: `registry ${scope} removed` };
  for (const [scope, next] of b.registries) {
    const old = a.registries.get(scope);
    const problem = old
      ? changedRegistryProblem(scope, old, next)
      : allDigestOnlyMirror(next)
        ? undefined
        : `registry ${scope} added with a mirror that does not pull by digest only`;
    if (problem) return { kind: 'drain', why: problem };
  }
  return { kind: 'safe' };
}

/**
 * Whether the daemon applies a registries.conf change without a drain
 * (`isSafeContainerRegistryConfChanges`, pkg/daemon/drain.go): only search registries
 * appended, digest-only mirrors added, nothing removed or loosened. A file it cannot
 * decode fails the update.
 */
export function registriesChange(before: MachineConfigContent, after: MachineConfigContent): RegistriesChange {
  return checked(
    () => registriesConfText(before),
    () => registriesConfText(after),
    [before.name, after.name],
  );
}

/** The same check on two registries.conf texts. */
export function registriesTextChange(before: string, after: string): RegistriesChange {
  return checked(
    () => before,
    () => after,
    ['old', 'new'],
  );
}

/** Reads both sides; the first that cannot be decoded makes the change invalid, named by its config. */
function checked(before: () => string, after: () => string, names: readonly [string, string]): RegistriesChange {
  const sides: RegistriesConf[] = [];
  for (const [i, text] of [before, after].entries()) {
    try {
      sides.push(parseRegistriesConf(text()));
    } catch (error) {
      if (!(error instanceof RegistriesConfError)) throw error;
      return { kind: 'invalid', detail: `${names[i]}: ${REGISTRIES_CONF}: ${error.message}` };
    }
  }
  return compare(sides[0]!, sides[1]!);
}
