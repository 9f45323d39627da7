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

/** A binary package of a spec under a name of its own (`%package -n`), with its own EVR when it differs (as perl's do). */
export interface SpecBinary {
  readonly name: string;
  readonly epoch?: number;
  readonly version?: string;
  readonly release?: string;
  /** `noarch` for a noarch subpackage of an arch-specific source. */
  readonly arch?: string;
}

/** A source package for rpmbuild: its binary packages are it and its subpackages. */
export interface SpecPackage {
  readonly name: string;
  readonly epoch?: number;
  readonly version: string;
  readonly release: string;
  readonly arch?: string;
  /** `<name>-<suffix>` subpackages. */
  readonly subpackages?: readonly string[];
  readonly binaries?: readonly SpecBinary[];
  /** false: the source builds no package of its own name (only `binaries`). */
  readonly mainPackage?: boolean;
  /** Newest first. */
  readonly changelog: readonly SpecChangelog[];
  /** Empty files each `<name>-<suffix>` subpackage owns under /usr/share/<its name>/, as a real package's file list fills its header. */
  readonly filesPerSubpackage?: number;
}

function binaryText(b: SpecBinary): string {
  return [
    `%package -n ${b.name}`,
    `Summary: ${b.name}`,
    ...(b.epoch !== undefined ? [`Epoch: ${b.epoch}`] : []),
    ...(b.version ? [`Version: ${b.version}`] : []),
    ...(b.release ? [`Release: ${b.release}`] : []),
    ...(b.arch ? [`BuildArch: ${b.arch}`] : []),
    `%description -n ${b.name}`,
    b.name,
    `%files -n ${b.name}`,
    '',
  ].join('\n');
}

function specText(p: SpecPackage): string {
  const owned = (s: string) => (p.filesPerSubpackage ? `/usr/share/${p.name}-${s}\n` : '');
  const sub = (p.subpackages ?? []).map(
    (s) => `%package ${s}\nSummary: ${s}\n%description ${s}\n${s}\n%files ${s}\n${owned(s)}`,
  );
  const install = p.filesPerSubpackage
    ? [
        '%install',
        ...(p.subpackages ?? []).map(
          (s) =>
            `mkdir -p %{buildroot}/usr/share/${p.name}-${s} && (cd %{buildroot}/usr/share/${p.name}-${s} && touch $(seq -f 'file-%g' 1 ${p.filesPerSubpackage}))`,
        ),
      ]
    : [];
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
    ...install,
    ...(p.mainPackage === false ? [] : ['%files']),
    ...sub,
    ...(p.binaries ?? []).map(binaryText),
    '%changelog',
    log,
  ].join('\n');
}

// Keyed by the spec and the name format, so that a changed build rule builds again.
const cache = join(tmpdir(), 'os-update-test-rpms-3');

// Packages without files need none of rpmbuild's build steps, post-processing or compression:
// leaving them out builds the demo's 439 packages in about 5 s instead of 25.
const FAST_BUILD = [
  '_build_name_fmt %%{NAME}-%%{VERSION}-%%{RELEASE}.%%{ARCH}.rpm',
  '__os_install_post %{nil}',
  '_binary_payload w0.ufdio',
  'debug_package %{nil}',
  '_build_id_links none',
  '__spec_install_pre %{nil}',
  '__spec_build_pre %{nil}',
  '__spec_prep_pre %{nil}',
  '__spec_clean_body %{nil}',
  '_auto_set_build_flags 0',
].flatMap((d) => ['--define', d]);

const building = new Map<string, Promise<string[]>>();

interface Build {
  readonly spec: SpecPackage;
  readonly text: string;
  readonly dir: string;
  readonly resolve: (rpms: string[]) => void;
  readonly reject: (error: unknown) => void;
}

const dirOf = (text: string) => join(cache, createHash('sha256').update(text).digest('hex').slice(0, 16));
const listRpms = (dir: string) => readdirSync(join(dir, 'RPMS')).map((f) => join(dir, 'RPMS', f));

/**
 * Builds the binary RPMs of specs with Debian's rpmbuild, cached by each spec's text: the
 * specs not built yet in one rpmbuild run (one process for hundreds of specs), each spec's
 * RPMs then renamed into its folder whole, one build per spec at a time (two roots asking
 * for the same package at once got a half-written folder).
 */
function buildAll(packages: readonly SpecPackage[]): Promise<string[]>[] {
  const todo: Build[] = [];
  const results = packages.map((p) => {
    const text = specText(p);
    const dir = dirOf(text);
    if (existsSync(join(dir, 'RPMS'))) return Promise.resolve(listRpms(dir));
    const known = building.get(dir);
    if (known) return known;
    const result = new Promise<string[]>((resolve, reject) => todo.push({ spec: p, text, dir, resolve, reject }));
    building.set(dir, result);
    return result;
  });
  if (todo.length > 0) void runBuild(todo);
  return results;
}

/** The files rpmbuild writes for a spec, by `_build_name_fmt`. */
function rpmFiles(p: SpecPackage): string[] {
  const arch = p.arch ?? 'noarch';
  const file = (name: string, version = p.version, release = p.release, a = arch) =>
    `${name}-${version}-${release}.${a}.rpm`;
  return [
    ...(p.mainPackage === false ? [] : [file(p.name)]),
    ...(p.subpackages ?? []).map((s) => file(`${p.name}-${s}`)),
    ...(p.binaries ?? []).map((b) => file(b.name, b.version, b.release, b.arch)),
  ];
}

async function runBuild(todo: readonly Build[]) {
  try {
    mkdirSync(cache, { recursive: true });
    const work = mkdtempSync(join(cache, 'build-'));
    const specs = todo.map((t, i) => {
      const spec = join(work, `${i}.spec`);
      writeFileSync(spec, t.text);
      return spec;
    });
    const out = join(work, 'RPMS');
    await run(
      'rpmbuild',
      ['-bb', '--define', `_topdir ${join(work, 'top')}`, '--define', `_rpmdir ${out}`, ...FAST_BUILD, ...specs],
      { maxBuffer: 256 << 20 },
    );
    for (const t of todo) {
      const mine = join(work, createHash('sha256').update(t.text).digest('hex').slice(0, 16));
      mkdirSync(join(mine, 'RPMS'), { recursive: true });
      for (const f of rpmFiles(t.spec)) renameSync(join(out, f), join(mine, 'RPMS', f));
      mkdirSync(t.dir, { recursive: true });
      try {
        renameSync(join(mine, 'RPMS'), join(t.dir, 'RPMS'));
      } catch (error) {
        if (!existsSync(join(t.dir, 'RPMS'))) throw error; // another process was first: its RPMs are the same
      }
      t.resolve(listRpms(t.dir));
    }
  } catch (error) {
    for (const t of todo) t.reject(error);
  }
}

/**
 * An rpm database as an OS image holds it: the packages installed (database only) into a
 * root with Debian's rpm, at `usr/share/rpm/rpmdb.sqlite` as rpm-ostree keeps it. Returns
 * the root; `rpm --root ROOT --dbpath /usr/share/rpm -q …` is the oracle.
 */
export async function buildRpmdb(packages: readonly SpecPackage[]): Promise<{ root: string; database: string }> {
  const rpms = (await Promise.all(buildAll(packages))).flat();
  const root = mkdtempSync(join(tmpdir(), 'os-update-rpmdb-'));
  await run(
    'rpm',
    [
      '--root',
      root,
      '--dbpath',
      '/usr/share/rpm',
      '-i',
      '--justdb',
      '--nodeps',
      '--nosignature',
      '--noscripts',
      '--notriggers',
      ...rpms,
    ],
    { maxBuffer: 64 << 20 },
  );
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
