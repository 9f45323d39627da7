import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { LayerEntry, TestImage } from './oci-image-builder';

/** Where OpenShift's node and extensions images keep their package lists (see DESIGN section 2). */
export const NODE_META_PATH = 'usr/share/openshift/base/meta.json';
export const EXTENSIONS_PATH = 'usr/share/rpm-ostree/extensions.json';

const readFixture = (date: string, arch: string) =>
  readFileSync(new URL(`../../fixtures/fcos/manifest-lock.${arch}.${date}.json`, import.meta.url), 'utf8');

/** A lockfile's `[E:]V-R.A`, split (names of the FCOS lockfiles carry no dots in V or R that matter here). */
function parseEvra(name: string, evra: string) {
  const colon = evra.indexOf(':');
  const epoch = colon >= 0 ? evra.slice(0, colon) : '0';
  const rest = colon >= 0 ? evra.slice(colon + 1) : evra;
  const dot = rest.lastIndexOf('.');
  const dash = rest.lastIndexOf('-', dot);
  return { name, epoch, version: rest.slice(0, dash), release: rest.slice(dash + 1, dot), arch: rest.slice(dot + 1) };
}

interface Lockfile {
  readonly packages: Readonly<Record<string, { readonly evra: string }>>;
}

const lockfile = (date: string, arch: string) => JSON.parse(readFixture(date, arch)) as Lockfile;

/** The NEVRAs of a real FCOS lockfile, epoch left out when 0: what a reader must give back. */
export function fixtureNevras(date: string, arch = 'x86_64'): string[] {
  return Object.entries(lockfile(date, arch).packages).map(([name, { evra }]) => {
    const p = parseEvra(name, evra);
    return `${p.name}-${p.epoch === '0' ? '' : `${p.epoch}:`}${p.version}-${p.release}.${p.arch}`;
  });
}

/** `meta.json` as the node image's metalayer carries it: `[name, epoch, version, release, arch]`, epoch "0" for none. */
export function nodeMetaJson(date: string, arch = 'x86_64'): string {
  const tuples = Object.entries(lockfile(date, arch).packages).map(([name, { evra }]) => {
    const p = parseEvra(name, evra);
    return [p.name, p.epoch, p.version, p.release, p.arch];
  });
  return JSON.stringify({ 'rpmdb.pkglist': tuples });
}

const K8S_ARCH = { x86_64: 'amd64', aarch64: 'arm64' } as const;

/** An OpenShift 4.19+ node image built from a real FCOS package list. */
export function fcosNodeImage(
  date: string,
  version: string,
  arch: 'x86_64' | 'aarch64' = 'x86_64',
  compression: 'gzip' | 'zstd' = 'gzip',
  ostreeCommit = 'a'.repeat(64),
  rpmdb?: Uint8Array,
  /** `io.openshift.os.streamclass`: the OS stream the image belongs to. */
  stream = 'rhel-9',
): TestImage {
  return {
    arch: K8S_ARCH[arch],
    compression,
    labels: {
      'io.openshift.metalayer': 'true',
      'io.openshift.build.versions': `machine-os=${version}`,
      'org.opencontainers.image.version': version,
      'io.openshift.os.streamclass': stream,
      'ostree.commit': ostreeCommit,
    },
    ...(rpmdb
      ? { layers: [rpmdbLayer(rpmdb), { [NODE_META_PATH]: nodeMetaJson(date, arch) }] }
      : { lastFile: { path: NODE_META_PATH, content: nodeMetaJson(date, arch) } }),
  };
}

/**
 * The layer of a chunked ostree container image that holds the rpm database: the database as
 * an ostree object, and `usr/share/rpm/rpmdb.sqlite` a hardlink to it written after it.
 */
export function rpmdbLayer(rpmdb: Uint8Array): Record<string, LayerEntry> {
  const hex = createHash('sha256').update(rpmdb).digest('hex');
  const object = `sysroot/ostree/repo/objects/${hex.slice(0, 2)}/${hex.slice(2)}.file`;
  return { [object]: rpmdb, 'usr/share/rpm/rpmdb.sqlite': { link: object } };
}

/** The extensions image: `{"<name>": "<evr>.<arch>"}` for a few packages of the lockfile. */
export function fcosExtensionsImage(date: string, names: readonly string[]): TestImage {
  const packages = lockfile(date, 'x86_64').packages;
  const doc = Object.fromEntries(names.map((n) => [n, packages[n]?.evra ?? '1.0-1.fc40.x86_64']));
  return {
    arch: 'amd64',
    labels: { 'io.openshift.metalayer': 'true' },
    lastFile: { path: EXTENSIONS_PATH, content: JSON.stringify(doc) },
  };
}
