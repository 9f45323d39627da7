import { ManifestError } from '../manifest/manifest-error';
import { atEntry, packagesFromTuples } from '../manifest/package-entries';
import { formatNevra, parseEvra } from '../nevra';
import { releaseInfoFromMetadata } from './release-info';

/** Where the node image and the extensions image keep their package lists (their last layer). */
export const NODE_META_PATH = 'usr/share/openshift/base/meta.json';
export const EXTENSIONS_PATH = 'usr/share/rpm-ostree/extensions.json';
export const METALAYER_LABEL = 'io.openshift.metalayer';

/** What was read of one architecture of an OS image. */
export interface OsImageContent {
  /** `registry/repository@sha256:…`: the reference as a MachineConfig names it (not a mirror). */
  readonly osImageUrl: string;
  /** Digest of this architecture's own manifest (equal to the above for single-arch images). */
  readonly archImageDigest: string;
  /** rpm's architecture name. */
  readonly arch: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly path: typeof NODE_META_PATH | typeof EXTENSIONS_PATH;
  readonly text: string;
}

const label = (labels: Readonly<Record<string, string>>, key: string) => labels[key] || undefined;

/** `machine-os=9.6.20250121-0` inside `io.openshift.build.versions`, else the OCI version label. */
function osVersion(labels: Readonly<Record<string, string>>): string | undefined {
  const versions = label(labels, 'io.openshift.build.versions');
  const machineOs = versions ? /(?:^|,)\s*machine-os=([^,\s]+)/.exec(versions)?.[1] : undefined;
  return machineOs ?? label(labels, 'org.opencontainers.image.version') ?? label(labels, 'version');
}

function parseJsonFile(source: string, text: string): Record<string, unknown> {
  try {
    const doc = JSON.parse(text) as unknown;
    if (typeof doc === 'object' && doc !== null && !Array.isArray(doc)) return doc as Record<string, unknown>;
  } catch {
    /* said below */
  }
  throw new ManifestError(source, undefined, 'is not a JSON object');
}

/** `{"rpmdb.pkglist": [[name, epoch, version, release, arch], …]}` → NEVRAs. */
function nodePackages(source: string, text: string): string[] {
  const list = parseJsonFile(source, text)['rpmdb.pkglist'];
  if (list === undefined) throw new ManifestError(source, 'rpmdb.pkglist', 'is missing');
  return packagesFromTuples(source, list, 'rpmdb.pkglist').map(formatNevra);
}

/** `{"<name>": "<evr>.<arch>"}` → NEVRAs. */
function extensionPackages(source: string, text: string): string[] {
  return Object.entries(parseJsonFile(source, text)).map(([name, evra]) => {
    if (typeof evra !== 'string') throw new ManifestError(source, name, 'must be "<evr>.<arch>"');
    return formatNevra(atEntry(source, name, () => parseEvra(name, evra)));
  });
}

/**
 * The `metadata.json` of a release info for one architecture of an OS image read from its
 * registry (DESIGN section 2), validated as the plugin reads it.
 */
export function releaseInfoMetadataFromImage(
  content: OsImageContent,
  releaseVersion?: string,
): Record<string, unknown> {
  const source = `${content.osImageUrl} (${content.arch}) ${content.path}`;
  const extensions = content.path === EXTENSIONS_PATH;
  const doc: Record<string, unknown> = {
    osImageUrl: content.osImageUrl,
    arch: content.arch,
    archImageDigest: content.archImageDigest,
    imageKind: extensions ? 'extensions' : 'node',
  };
  const version = osVersion(content.labels);
  if (version) doc['ostree-version'] = version;
  const checksum = label(content.labels, 'ostree.commit');
  if (checksum && /^[0-9a-f]{64}$/.test(checksum)) doc['ostree-checksum'] = checksum;
  const stream = label(content.labels, 'io.openshift.os.streamclass');
  if (stream) doc.stream = stream;
  if (releaseVersion) doc.releaseVersion = releaseVersion;
  doc.pkglist = extensions ? extensionPackages(source, content.text) : nodePackages(source, content.text);
  releaseInfoFromMetadata(source, doc);
  return doc;
}

/** A ConfigMap name unique per (image, architecture): `os-release-info-<12 hex>-<arch>`. */
export function imageReleaseInfoName(metadata: Record<string, unknown>): string {
  const digest = String(metadata.osImageUrl).split('@sha256:')[1]?.slice(0, 12) ?? 'unknown';
  const arch = String(metadata.arch ?? 'noarch').replace(/_/g, '-');
  const kind = metadata.imageKind === 'extensions' ? '-extensions' : '';
  return `os-release-info-${digest}${kind}-${arch}`;
}

/**
 * The `metadata.json` of a release info for an image without a metalayer (a custom image
 * built on the node image, an image-mode build, a node image before 4.19), its package list
 * read from the image's rpm database and marked so (`source: rpmdb`).
 */
export function releaseInfoMetadataFromRpmdb(
  content: { osImageUrl: string; arch: string; archImageDigest?: string; nevras: readonly string[] },
  releaseVersion?: string,
): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    osImageUrl: content.osImageUrl,
    arch: content.arch,
    ...(content.archImageDigest ? { archImageDigest: content.archImageDigest } : {}),
    imageKind: 'node',
    source: 'rpmdb',
    ...(releaseVersion ? { releaseVersion } : {}),
    pkglist: [...content.nevras],
  };
  releaseInfoFromMetadata(`${content.osImageUrl} (${content.arch}) rpm database`, doc);
  return doc;
}
