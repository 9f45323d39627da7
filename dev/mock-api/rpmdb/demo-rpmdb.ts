import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRpmdb, type SpecBinary, type SpecPackage } from '../../../test-support/rpm/build-rpmdb';
import { DEMO_RELEASES, STREAM_RELEASES, type DemoRelease } from '../demo-releases';
import { demoChangelog, type SourceVersion } from './demo-changelogs';

interface LockEntry {
  readonly evra: string;
  readonly metadata?: { readonly sourcerpm?: string };
}

const lockfile = (release: DemoRelease): Record<string, LockEntry> =>
  (
    JSON.parse(readFileSync(new URL(`../../../fixtures/fcos/${release.lockfile}`, import.meta.url), 'utf8')) as {
      packages: Record<string, LockEntry>;
    }
  ).packages;

interface Nevra {
  readonly name: string;
  readonly epoch?: number;
  readonly version: string;
  readonly release: string;
  readonly arch: string;
}

function parseEvra(name: string, evra: string): Nevra {
  const colon = evra.indexOf(':');
  const rest = colon >= 0 ? evra.slice(colon + 1) : evra;
  const dot = rest.lastIndexOf('.');
  const dash = rest.lastIndexOf('-', dot);
  return {
    name,
    epoch: colon >= 0 ? Number(evra.slice(0, colon)) : undefined,
    version: rest.slice(0, dash),
    release: rest.slice(dash + 1, dot),
    arch: rest.slice(dot + 1),
  };
}

const evrOf = (n: Nevra) => `${n.epoch ? `${n.epoch}:` : ''}${n.version}-${n.release}`;

/** Days since the epoch of a release's OS build: `40.20241019.3.0` (or `10.1.20241019-0`) → 2024-10-19. */
const buildDay = (release: DemoRelease) => {
  const d = /\d{8}/.exec(release.ostreeVersion)?.[0] ?? '';
  return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8))) / 86_400_000;
};

/**
 * Source package of each binary, for the lockfiles that do not name it (the older ones): the
 * first list that does. A lockfile that names it keeps its own (`sourcesOf`): Fedora 41 moved
 * libldb into samba, which Fedora 38's libldb knew nothing of.
 */
function sourceNames(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const release of [...STREAM_RELEASES, ...DEMO_RELEASES])
    for (const [name, entry] of Object.entries(lockfile(release)))
      if (entry.metadata?.sourcerpm && !sources.has(name)) sources.set(name, entry.metadata.sourcerpm);
  return sources;
}

/** A release's packages grouped by source package, the main package's EVR for each. */
function sourcesOf(release: DemoRelease, sources: ReadonlyMap<string, string>) {
  const groups = new Map<string, Nevra[]>();
  for (const [name, entry] of Object.entries(lockfile(release))) {
    const source = entry.metadata?.sourcerpm ?? sources.get(name) ?? name;
    groups.set(source, [...(groups.get(source) ?? []), parseEvra(name, entry.evra)]);
  }
  return new Map(
    [...groups].map(([source, binaries]) => {
      const main = binaries.find((b) => b.name === source) ?? binaries[0]!;
      return [source, { main, binaries }] as const;
    }),
  );
}

/** Every version each source had across the demo's releases, with the day it first shipped. */
function versionHistory(
  sources: ReadonlyMap<string, string>,
  releases: readonly DemoRelease[],
): Map<string, SourceVersion[]> {
  const history = new Map<string, Map<string, number>>();
  for (const release of [...releases].sort((a, b) => buildDay(a) - buildDay(b)))
    for (const [source, { main }] of sourcesOf(release, sources)) {
      const seen = history.get(source) ?? new Map<string, number>();
      if (!seen.has(evrOf(main))) seen.set(evrOf(main), buildDay(release));
      history.set(source, seen);
    }
  return new Map([...history].map(([s, v]) => [s, [...v].map(([evr, firstShipped]) => ({ evr, firstShipped }))]));
}

/** The spec packages whose install makes a release's rpm database: one spec per source, its binaries as they ship. */
export function demoSpecPackages(release: DemoRelease): SpecPackage[] {
  const sources = sourceNames();
  // A stream's image adds its own list to the releases' history (theirs stays as it was).
  const history = versionHistory(
    sources,
    DEMO_RELEASES.includes(release) ? DEMO_RELEASES : [...DEMO_RELEASES, release],
  );
  return [...sourcesOf(release, sources)].map(([source, { main, binaries }]) => {
    const versions = history.get(source) ?? [];
    const at = versions.find((v) => v.evr === evrOf(main))!;
    // rpmbuild takes noarch subpackages of an arch-specific source, not the other way round.
    const arch = binaries.find((b) => b.arch !== 'noarch')?.arch ?? 'noarch';
    const others: SpecBinary[] = binaries
      .filter((b) => b.name !== source)
      .map((b) => ({
        name: b.name,
        ...(b.epoch !== main.epoch ? { epoch: b.epoch ?? 0 } : {}),
        version: b.version,
        release: b.release,
        ...(b.arch !== arch ? { arch: b.arch } : {}),
      }));
    return {
      name: source,
      epoch: main.epoch,
      version: main.version,
      release: main.release,
      arch,
      mainPackage: binaries.some((b) => b.name === source),
      binaries: others,
      changelog: demoChangelog(source, at, versions),
    };
  });
}

const cache = join(tmpdir(), 'os-update-demo-rpmdb');

/** An rpm database of these packages, built once per content (rpm stamps install times, so a
 * rebuilt database, and the image holding it, would get a new digest on every run). */
async function cachedRpmdb(label: string, packages: readonly SpecPackage[]): Promise<Uint8Array> {
  const key = createHash('sha256').update(JSON.stringify(packages)).digest('hex').slice(0, 16);
  const file = join(cache, `${label}-${key}.sqlite`);
  if (!existsSync(file)) {
    const { database } = await buildRpmdb(packages);
    mkdirSync(cache, { recursive: true });
    const partial = `${file}.${process.pid}`;
    copyFileSync(database, partial);
    renameSync(partial, file);
  }
  return readFileSync(file);
}

/**
 * A release's `rpmdb.sqlite` as the node image holds it: its packages built with rpmbuild
 * from their lockfile (one spec per source package, with a changelog) and installed with
 * rpm, database only.
 */
export const demoRpmdb = (release: DemoRelease): Promise<Uint8Array> =>
  cachedRpmdb(release.id, demoSpecPackages(release));

const PACKAGER = 'Demo Admin <admin@demo.example.com>';

/**
 * The packages a demo image build can install (its Containerfile's `rpm-ostree install` or
 * `dnf install`), as a repository would hold them; any other name fails the build.
 */
export const BUILD_REPOSITORY: readonly SpecPackage[] = [
  {
    name: 'htop',
    version: '3.3.0',
    release: '3.fc40',
    arch: 'x86_64',
    changelog: [{ date: 'Mon Sep 02 2024', author: `${PACKAGER} - 3.3.0-3`, lines: ['- Rebuilt for the demo'] }],
  },
  {
    name: 'tmux',
    version: '3.4',
    release: '3.fc40',
    arch: 'x86_64',
    changelog: [{ date: 'Tue Aug 20 2024', author: `${PACKAGER} - 3.4-3`, lines: ['- Fix CVE-2024-35233'] }],
  },
  {
    name: 'strace',
    version: '6.10',
    release: '1.fc40',
    arch: 'x86_64',
    changelog: [{ date: 'Wed Aug 07 2024', author: `${PACKAGER} - 6.10-1`, lines: ['- Update to 6.10'] }],
  },
  {
    name: 'tcpdump',
    version: '4.99.5',
    release: '1.fc40',
    arch: 'x86_64',
    changelog: [
      { date: 'Mon Sep 09 2024', author: `${PACKAGER} - 4.99.5-1`, lines: ['- Update to 4.99.5 (CVE-2024-2397)'] },
    ],
  },
];

/** What the demo's custom image adds to the node image: two tools (and a newer podman). */
const CUSTOM_ADDITIONS = BUILD_REPOSITORY.filter((p) => p.name === 'htop' || p.name === 'tmux');

/**
 * The rpm database of an image built on a release's node image with `packages` (names in
 * `BUILD_REPOSITORY`) installed on top, as an image-mode build's Containerfile does.
 */
export function layeredImageRpmdb(base: DemoRelease, packages: readonly string[]): Promise<Uint8Array> {
  const added = BUILD_REPOSITORY.filter((p) => packages.includes(p.name));
  return cachedRpmdb(`${base.id}-layered-${added.map((p) => p.name).join('+')}`, [...demoSpecPackages(base), ...added]);
}

/**
 * The rpm database of a custom image built `FROM` a release's node image (as an admin's
 * Containerfile does): the node image's packages, podman one build newer (with its
 * changelog entry), htop and tmux added.
 */
export const customImageRpmdb = (base: DemoRelease): Promise<Uint8Array> =>
  cachedRpmdb(`${base.id}-custom`, [
    ...demoSpecPackages(base).map((p) =>
      p.name === 'podman'
        ? {
            ...p,
            release: `${Number.parseInt(p.release, 10) + 1}.fc40`,
            changelog: [
              {
                date: 'Mon Oct 28 2024',
                author: `${PACKAGER} - ${p.version}-${Number.parseInt(p.release, 10) + 1}`,
                lines: ['- Backport the fix for CVE-2024-9676 (OCPBUGS-43152)'],
              },
              ...p.changelog,
            ],
          }
        : p,
    ),
    ...CUSTOM_ADDITIONS,
  ]);
