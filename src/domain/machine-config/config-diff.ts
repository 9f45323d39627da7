import { fileContents, sameBytes, summarizeContents, type ContentsSummary } from './file-contents';
import type { ConfigFile, ConfigUnit, MachineConfigContent } from './machine-config-content';
import { Attribution } from './attribution';
import { daemonDiff } from './daemon-diff';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface FileState {
  readonly mode?: number;
  readonly owner: string;
  readonly contents: ContentsSummary;
}

export interface FileChange {
  readonly path: string;
  readonly change: ChangeKind;
  /** The MachineConfig the change comes from: the last one by name that sets the path. */
  readonly source?: string;
  readonly before?: FileState;
  readonly after?: FileState;
  readonly contentsChanged: boolean;
  readonly modeChanged: boolean;
  readonly ownerChanged: boolean;
  /**
   * Only other Ignition fields differ (encoding, compression, overwrite, user or group id):
   * the disk may end up the same, yet the daemon counts the file changed and applies its policy.
   */
  readonly otherFieldsChanged: boolean;
}

export interface UnitChange {
  readonly name: string;
  readonly change: ChangeKind;
  readonly source?: string;
  readonly enabled?: { readonly from?: boolean; readonly to?: boolean };
  readonly mask?: { readonly from?: boolean; readonly to?: boolean };
  readonly contentsChanged: boolean;
  readonly dropins: { readonly added: string[]; readonly removed: string[]; readonly changed: string[] };
  /** Nothing above differs, yet the Ignition entry does (drop-in order, empty vs absent contents): the daemon counts it changed. */
  readonly otherFieldsChanged: boolean;
}

export interface ValueChange<T> {
  readonly from: T;
  readonly to: T;
}

export interface ListChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** Where each added item comes from. */
  readonly sources: ReadonlyMap<string, string>;
}

/** Everything a move from one rendered config to another changes on a machine. */
export interface ConfigDiff {
  readonly from: string;
  readonly to: string;
  readonly files: readonly FileChange[];
  readonly units: readonly UnitChange[];
  readonly kernelArguments: ListChange;
  /** The kernel arguments differ as written (a reordering, or "a b" split in two: the daemon reboots for it). */
  readonly kernelArgumentsChanged: boolean;
  readonly extensions: ListChange;
  /** The extensions differ as a list (order and repeats count: the daemon reboots for it). */
  readonly extensionsChanged: boolean;
  readonly kernelType: ValueChange<string> | null;
  readonly fips: ValueChange<boolean> | null;
  readonly osImageURL: ValueChange<string | undefined> | null;
  readonly sshKeys: ValueChange<number> | null;
  /** The passwd section differs at all: a key swapped or a password hash changed counts, not only the key count. */
  readonly passwdChanged: boolean;
}

const owner = (f: ConfigFile) => `${f.user ?? 'root'}:${f.group ?? 'root'}`;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function fileState(file: ConfigFile): FileState {
  return { mode: file.mode, owner: owner(file), contents: summarizeContents(fileContents(file)) };
}

function diffFile(
  path: string,
  before: ConfigFile | undefined,
  after: ConfigFile | undefined,
  attribution: Attribution,
): FileChange | undefined {
  if (before && after) {
    // The daemon compares the whole entry (`CalculateConfigFileDiffs`): any field counts.
    if (before.entry === after.entry) return undefined;
    const sameContents = before.source === after.source && before.compression === after.compression;
    const modeChanged = before.mode !== after.mode;
    const ownerChanged = owner(before) !== owner(after);
    // The same bytes written another way (gzip or not, base64 or not) are the same on disk.
    const contentsChanged = !sameContents && !sameBytes(before, after);
    return {
      path,
      change: 'changed',
      source: attribution.file(path, 'after'),
      before: fileState(before),
      after: fileState(after),
      contentsChanged,
      modeChanged,
      ownerChanged,
      otherFieldsChanged: !contentsChanged && !modeChanged && !ownerChanged,
    };
  }
  if (after)
    return {
      path,
      change: 'added',
      source: attribution.file(path, 'after'),
      after: fileState(after),
      contentsChanged: true,
      modeChanged: false,
      ownerChanged: false,
      otherFieldsChanged: false,
    };
  if (before)
    return {
      path,
      change: 'removed',
      source: attribution.file(path, 'before'),
      before: fileState(before),
      contentsChanged: true,
      modeChanged: false,
      ownerChanged: false,
      otherFieldsChanged: false,
    };
  return undefined;
}

function diffDropins(before: ConfigUnit | undefined, after: ConfigUnit | undefined) {
  const a = before?.dropins ?? new Map<string, string | undefined>();
  const b = after?.dropins ?? new Map<string, string | undefined>();
  return {
    added: [...b.keys()].filter((n) => !a.has(n)).sort(byName),
    removed: [...a.keys()].filter((n) => !b.has(n)).sort(byName),
    changed: [...b.keys()].filter((n) => a.has(n) && a.get(n) !== b.get(n)).sort(byName),
  };
}

function diffUnit(
  name: string,
  before: ConfigUnit | undefined,
  after: ConfigUnit | undefined,
  attribution: Attribution,
): UnitChange | undefined {
  const dropins = diffDropins(before, after);
  const contentsChanged = before?.contents !== after?.contents;
  const enabledChanged = before?.enabled !== after?.enabled;
  const maskChanged = before?.mask !== after?.mask;
  const dropinsChanged = dropins.added.length + dropins.removed.length + dropins.changed.length > 0;
  // The daemon compares the whole entry (`GetChangedConfigUnitsByType`).
  if (before && after && before.entry === after.entry) return undefined;
  const change: ChangeKind = !before ? 'added' : !after ? 'removed' : 'changed';
  return {
    name,
    change,
    source: attribution.unit(name, change === 'removed' ? 'before' : 'after', [...dropins.added, ...dropins.changed]),
    enabled: enabledChanged ? { from: before?.enabled, to: after?.enabled } : undefined,
    mask: maskChanged ? { from: before?.mask, to: after?.mask } : undefined,
    contentsChanged: !!before && !!after && contentsChanged,
    dropins,
    otherFieldsChanged: !!before && !!after && !contentsChanged && !enabledChanged && !maskChanged && !dropinsChanged,
  };
}

/** Multiset difference, as kernel arguments may repeat (`console=tty0 console=ttyS0`). */
function listChange(
  before: readonly string[],
  after: readonly string[],
  sourceOf: (item: string) => string | undefined,
): ListChange {
  const count = (items: readonly string[]) =>
    items.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
  const a = count(before);
  const b = count(after);
  const more = (x: Map<string, number>, y: Map<string, number>) =>
    [...x].flatMap(([item, n]) => Array<string>(Math.max(0, n - (y.get(item) ?? 0))).fill(item)).sort(byName);
  const added = more(b, a);
  const sources = new Map(
    added.flatMap((item) => {
      const s = sourceOf(item);
      return s ? [[item, s] as const] : [];
    }),
  );
  return { added, removed: more(a, b), sources };
}

const splitArguments = (args: readonly string[]) => args.flatMap((a) => a.split(/\s+/).filter(Boolean));
const valueChange = <T>(from: T, to: T): ValueChange<T> | null => (from === to ? null : { from, to });

export interface ConfigSources {
  /** The MachineConfigs the old rendered config was made of (a pool's `status.configuration.source`). */
  readonly before?: readonly MachineConfigContent[];
  /** Those of the new one (`spec.configuration.source`). */
  readonly after?: readonly MachineConfigContent[];
}

/** The config diff between two rendered MachineConfigs, each change with its source MachineConfig. */
export function diffConfigs(
  before: MachineConfigContent,
  after: MachineConfigContent,
  sources: ConfigSources = {},
): ConfigDiff {
  const attribution = new Attribution(sources);
  const paths = [...new Set([...before.files.keys(), ...after.files.keys()])].sort(byName);
  const files = paths.flatMap((p) => diffFile(p, before.files.get(p), after.files.get(p), attribution) ?? []);
  const names = [...new Set([...before.units.keys(), ...after.units.keys()])].sort(byName);
  const units = names.flatMap((n) => diffUnit(n, before.units.get(n), after.units.get(n), attribution) ?? []);
  const daemon = daemonDiff(before, after);
  const argsBefore = splitArguments(before.kernelArguments);
  const argsAfter = splitArguments(after.kernelArguments);
  return {
    from: before.name,
    to: after.name,
    files,
    units,
    kernelArguments: listChange(argsBefore, argsAfter, (a) => attribution.kernelArgument(a)),
    kernelArgumentsChanged: daemon.kargs,
    extensions: listChange([...new Set(before.extensions)], [...new Set(after.extensions)], (x) =>
      attribution.extension(x),
    ),
    // Shown as written, counted as the daemon reads it (anything unknown is the default kernel).
    kernelType: daemon.kernelType ? { from: before.kernelType, to: after.kernelType } : null,
    fips: valueChange(before.fips, after.fips),
    osImageURL: valueChange(before.osImageURL, after.osImageURL),
    extensionsChanged: daemon.extensions,
    sshKeys: valueChange(before.sshKeyCount, after.sshKeyCount),
    passwdChanged: daemon.passwd,
  };
}

/** Nothing but the config's name differs. */
export const isEmptyConfigDiff = (d: ConfigDiff): boolean =>
  d.files.length === 0 &&
  d.units.length === 0 &&
  !d.kernelArgumentsChanged &&
  !d.extensionsChanged &&
  !d.kernelType &&
  !d.fips &&
  !d.osImageURL &&
  !d.passwdChanged;
