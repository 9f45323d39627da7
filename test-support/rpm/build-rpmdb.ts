import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A `%changelog` entry as a packager writes it. */
export interface SpecChangelog {
  /** `Mon Oct 14 2024` */
  readonly date: string;
  readonly author: string;
  readonly lines: readonly string[];
}

/** A source package for rpmbuild: its binary packages are it and its subpackages. */
export interface SpecPackage {
  readonly name: string;
  readonly epoch?: number;
  readonly version: string;
  readonly release: string;
  readonly arch?: string;
  readonly subpackages?: readonly string[];
  /** Newest first. */
  readonly changelog: readonly SpecChangelog[];
}

function specText(p: SpecPackage): string {
  const sub = (p.subpackages ?? []).map((s) => `%package ${s}\nSummary: ${s}\n%description ${s}\n${s}\n%files ${s}\n`);
  const log = p.changelog.map((c) => `* ${c.date} ${c.author}\n${c.lines.join('\n')}\n`).join('\n');
  return [
    `Name: ${p.name}`,
    ...(p.epoch !== undefined ? [`Epoch: ${p.epoch}`] : []),
    `Version: ${p.version}`,
    `Release: ${p.release}`,
    'Summary: a test package',
    'License: MIT',
    `BuildArch: ${p.arch ?? 'noarch'}`,
    '%description',
    'A package built for the tests.',
    '%files',
    ...sub,
    '%changelog',
    log,
  ].join('\n');
}

// Keyed by the spec and the name format, so that a changed build rule builds again.
const cache = join(tmpdir(), 'os-update-test-rpms-2');

const building = new Map<string, Promise<string[]>>();

/**
 * Builds the binary RPMs of a spec with Debian's rpmbuild, cached by the spec's text: built
 * in a folder of its own and renamed into place whole, one build per spec at a time (two
 * roots asking for the same package at once got a half-written folder).
 */
function buildRpms(p: SpecPackage): Promise<string[]> {
  const text = specText(p);
  const dir = join(cache, createHash('sha256').update(text).digest('hex').slice(0, 16));
  const rpmsDir = join(dir, 'RPMS');
  const list = () => readdirSync(rpmsDir).map((f) => join(rpmsDir, f));
  if (existsSync(rpmsDir)) return Promise.resolve(list());
  const known = building.get(dir);
  if (known) return known;
  const build = (async () => {
    mkdirSync(dir, { recursive: true });
    const work = mkdtempSync(join(dir, 'build-'));
    writeFileSync(join(work, 'package.spec'), text);
    const out = join(work, 'RPMS');
    await run('rpmbuild', [
      '-bb',
      '--define',
      `_topdir ${join(work, 'top')}`,
      '--define',
      `_rpmdir ${out}`,
      '--define',
      '_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm',
      join(work, 'package.spec'),
    ]);
    try {
      renameSync(out, rpmsDir);
    } catch (error) {
      if (!existsSync(rpmsDir)) throw error; // another process was first: its RPMs are the same
    }
    return list();
  })();
  building.set(dir, build);
  return build;
}

/**
 * An rpm database as an OS image holds it: the packages installed (database only) into a
 * root with Debian's rpm, at `usr/share/rpm/rpmdb.sqlite` as rpm-ostree keeps it. Returns
 * the root; `rpm --root ROOT --dbpath /usr/share/rpm -q …` is the oracle.
 */
export async function buildRpmdb(packages: readonly SpecPackage[]): Promise<{ root: string; database: string }> {
  const rpms = (await Promise.all(packages.map(buildRpms))).flat();
  const root = mkdtempSync(join(tmpdir(), 'os-update-rpmdb-'));
  await run('rpm', [
    '--root',
    root,
    '--dbpath',
    '/usr/share/rpm',
    '-i',
    '--justdb',
    '--nodeps',
    '--nosignature',
    ...rpms,
  ]);
  // Everything in the main file, no write-ahead log, as a finished image has it (a reader of
  // the file alone would miss what the log still holds).
  const { stdout } = await run('sqlite3', [join(root, 'usr/share/rpm/rpmdb.sqlite'), 'PRAGMA journal_mode=DELETE;']);
  if (stdout.trim() !== 'delete') throw new Error(`rpmdb.sqlite stays in journal mode ${stdout.trim()}`);
  return { root, database: join(root, 'usr/share/rpm/rpmdb.sqlite') };
}

/** `rpm -q --changelog NAME` against a root built by `buildRpmdb`. */
export async function rpmChangelog(root: string, name: string): Promise<string> {
  const { stdout } = await run('rpm', ['--root', root, '--dbpath', '/usr/share/rpm', '-q', '--changelog', name]);
  return stdout;
}
