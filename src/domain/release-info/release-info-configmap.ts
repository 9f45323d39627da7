import { formatNevra } from '../nevra';
import { ManifestError } from '../manifest/manifest-error';
import { packagesFromTuples } from '../manifest/package-entries';
import { releaseInfoFromMetadata, METADATA_KEY, RELEASE_INFO_LABEL, RELEASE_INFO_NAMESPACE } from './release-info';

/** The parts of coreos-assembler's build `meta.json` that describe the OS image. */
interface CosaMeta {
  buildid?: unknown;
  'ostree-commit'?: unknown;
  'ostree-version'?: unknown;
  'base-oscontainer'?: { image?: unknown; digest?: unknown };
  oscontainer?: { image?: unknown; digest?: unknown };
  advisories?: unknown;
}

export interface ReleaseInfoInputs {
  readonly meta: unknown;
  readonly metaSource: string;
  readonly commitmeta?: unknown;
  readonly commitmetaSource?: string;
  /** Overrides the image from meta.json (`repo@sha256:…`). */
  readonly image?: string;
  readonly releaseVersion?: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function imageOf(meta: CosaMeta): string | undefined {
  const container = meta['base-oscontainer'] ?? meta.oscontainer;
  const image = str(container?.image);
  const digest = str(container?.digest);
  if (!image) return undefined;
  return digest && !image.includes('@') ? `${image}@${digest}` : image;
}

/**
 * Turns coreos-assembler's `meta.json` (+ `commitmeta.json` for the package list) into the
 * `metadata.json` document of a release-info ConfigMap, validated like the plugin reads it.
 */
export function buildReleaseInfoMetadata(inputs: ReleaseInfoInputs): Record<string, unknown> {
  if (typeof inputs.meta !== 'object' || inputs.meta === null) {
    throw new ManifestError(inputs.metaSource, undefined, 'expected a JSON object (coreos-assembler meta.json)');
  }
  const meta = inputs.meta as CosaMeta;
  const osImageUrl = inputs.image ?? imageOf(meta);
  if (!osImageUrl)
    throw new ManifestError(inputs.metaSource, 'base-oscontainer', 'has no image; pass --image REPO@sha256:DIGEST');
  const doc: Record<string, unknown> = { osImageUrl };
  const version = str(meta['ostree-version']) ?? str(meta.buildid);
  if (version) doc['ostree-version'] = version;
  const checksum = str(meta['ostree-commit']);
  if (checksum) doc['ostree-checksum'] = checksum;
  if (inputs.releaseVersion) doc.releaseVersion = inputs.releaseVersion;
  if (inputs.commitmeta !== undefined) {
    const source = inputs.commitmetaSource ?? 'commitmeta.json';
    const tuples = (inputs.commitmeta as Record<string, unknown> | null)?.['rpmostree.rpmdb.pkglist'];
    if (tuples === undefined) throw new ManifestError(source, 'rpmostree.rpmdb.pkglist', 'is missing');
    doc.pkglist = packagesFromTuples(source, tuples, 'rpmostree.rpmdb.pkglist').map(formatNevra);
  }
  if (Array.isArray(meta.advisories)) doc.advisories = meta.advisories;
  releaseInfoFromMetadata(inputs.metaSource, doc);
  return doc;
}

/** A DNS-1123 name from the ostree version, e.g. `os-release-info-416.94.202411201433-0`. */
export function defaultReleaseInfoName(metadata: Record<string, unknown>): string {
  const version =
    typeof metadata['ostree-version'] === 'string'
      ? metadata['ostree-version']
      : String(metadata.osImageUrl).slice(-12);
  const name = `os-release-info-${version}`
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, '-')
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return name.slice(0, 253);
}

/** The release-info ConfigMap, ready for `oc apply -f -`. */
/** Label values are at most 63 characters of [A-Za-z0-9._-], starting and ending alphanumeric. */
const asLabelValue = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9]([A-Za-z0-9._-]{0,61}[A-Za-z0-9])?$/.test(value) ? value : undefined;

/**
 * The ConfigMap of a release info. Labelled as one, and with the OpenShift release and OS
 * stream it names, so that `oc get cm -l os-updates.openshift.io/release-version=4.22.3`
 * finds a release's package lists.
 */
export function releaseInfoConfigMap(name: string, metadata: Record<string, unknown>) {
  const release = asLabelValue(metadata.releaseVersion);
  const stream = asLabelValue(metadata.stream);
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name,
      namespace: RELEASE_INFO_NAMESPACE,
      labels: {
        [RELEASE_INFO_LABEL]: 'true',
        ...(release ? { 'os-updates.openshift.io/release-version': release } : {}),
        ...(stream ? { 'os-updates.openshift.io/stream': stream } : {}),
      },
    },
    data: { [METADATA_KEY]: JSON.stringify(metadata) },
  };
}
