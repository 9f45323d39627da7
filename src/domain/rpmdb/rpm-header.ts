/**
 * An rpm header as the rpm database stores it (rpm's `lib/header.cc`, `headerImport`; the
 * format in `docs/manual/format_header.md`): no lead, no magic, then big-endian
 * `u32 index count, u32 data length`, the 16-byte index entries `tag, type, offset, count`,
 * then the data store. A small parser of the few tags the plugin reads.
 */
export const TAGS = {
  name: 1000,
  version: 1001,
  release: 1002,
  epoch: 1003,
  arch: 1022,
  sourceRpm: 1044,
  changelogTime: 1080,
  changelogName: 1081,
  changelogText: 1082,
} as const;

const TYPE = { int32: 4, string: 6, stringArray: 8, i18nString: 9 } as const;
/** rpm's own limits (`hdrchkTags`, `hdrchkData`): a header beyond them is not one. */
const MAX_TAGS = 0xffff;
const MAX_DATA = 256 * 1024 * 1024;

export class RpmHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RpmHeaderError';
  }
}

export interface ChangelogEntry {
  /** Seconds since the epoch, as rpm stores it (the day of the `%changelog` line, at noon UTC). */
  readonly time: number;
  /** The author line: `Name <mail> - version`. */
  readonly author: string;
  readonly text: string;
}

export interface RpmHeaderPackage {
  readonly name: string;
  readonly epoch?: number;
  readonly version: string;
  readonly release: string;
  /** Undefined for rpm's pseudo-packages (`gpg-pubkey`). */
  readonly arch?: string;
  readonly sourceRpm?: string;
  /** Newest first, as rpm keeps them. */
  readonly changelog: readonly ChangelogEntry[];
}

interface Entry {
  readonly type: number;
  readonly offset: number;
  readonly count: number;
}

const decoder = new TextDecoder('utf-8');

/** Parses one header blob (a `Packages.blob` of `rpmdb.sqlite`). */
export function parseRpmHeader(blob: Uint8Array): RpmHeaderPackage {
  if (blob.length < 8) throw new RpmHeaderError(`header of ${blob.length} bytes: too short`);
  const view = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  const il = view.getUint32(0);
  const dl = view.getUint32(4);
  if (il < 1 || il > MAX_TAGS) throw new RpmHeaderError(`header with ${il} tags`);
  if (dl > MAX_DATA) throw new RpmHeaderError(`header with ${dl} bytes of data`);
  const dataStart = 8 + il * 16;
  if (dataStart + dl > blob.length)
    throw new RpmHeaderError(`header says ${il} tags and ${dl} bytes of data, but has ${blob.length} bytes`);
  const entries = new Map<number, Entry>();
  for (let i = 0; i < il; i++) {
    const at = 8 + i * 16;
    const entry = { type: view.getUint32(at + 4), offset: view.getInt32(at + 8), count: view.getUint32(at + 12) };
    if (entry.offset < 0 || entry.offset > dl)
      throw new RpmHeaderError(`tag ${view.getInt32(at)}: offset ${entry.offset} outside the data`);
    entries.set(view.getInt32(at), entry);
  }
  const strings = (tag: number): string[] => {
    const e = entries.get(tag);
    if (!e) return [];
    if (e.type !== TYPE.string && e.type !== TYPE.stringArray && e.type !== TYPE.i18nString)
      throw new RpmHeaderError(`tag ${tag}: type ${e.type}, not a string`);
    const out: string[] = [];
    let at = dataStart + e.offset;
    const n = e.type === TYPE.string ? 1 : e.count;
    for (let i = 0; i < n; i++) {
      const end = blob.indexOf(0, at);
      if (end < 0 || end >= dataStart + dl) throw new RpmHeaderError(`tag ${tag}: string ${i} runs past the data`);
      out.push(decoder.decode(blob.subarray(at, end)));
      at = end + 1;
    }
    return out;
  };
  const int32s = (tag: number): number[] => {
    const e = entries.get(tag);
    if (!e) return [];
    if (e.type !== TYPE.int32) throw new RpmHeaderError(`tag ${tag}: type ${e.type}, not an int32`);
    const at = dataStart + e.offset;
    if (at + e.count * 4 > dataStart + dl) throw new RpmHeaderError(`tag ${tag}: ${e.count} numbers run past the data`);
    return Array.from({ length: e.count }, (_, i) => view.getUint32(at + i * 4));
  };
  const one = (tag: number, what: string): string => {
    const [value] = strings(tag);
    if (value === undefined) throw new RpmHeaderError(`header without ${what}`);
    return value;
  };
  const name = one(TAGS.name, 'a name');
  const times = int32s(TAGS.changelogTime);
  const authors = strings(TAGS.changelogName);
  const texts = strings(TAGS.changelogText);
  if (authors.length !== times.length || texts.length !== times.length)
    throw new RpmHeaderError(
      `${name}: ${times.length} changelog times, ${authors.length} authors, ${texts.length} texts`,
    );
  const [epoch] = int32s(TAGS.epoch);
  return {
    name,
    epoch,
    version: one(TAGS.version, 'a version'),
    release: one(TAGS.release, 'a release'),
    arch: strings(TAGS.arch)[0],
    sourceRpm: strings(TAGS.sourceRpm)[0],
    changelog: times.map((time, i) => ({ time, author: authors[i]!, text: texts[i]! })),
  };
}
