import * as v from 'valibot';
import { PackageList, type NevraReader } from '../package-list';
import { ManifestError } from '../manifest/manifest-error';
import { packagesFromNevraArray, packagesFromTuples } from '../manifest/package-entries';
import { readAdvisories, type Advisory } from './advisories';
import { parseImageRef } from './image-ref';
import { CONFIGMAP_LIMIT_BYTES, ReleaseInfoMetadataSchema } from './metadata-schema';
import { utf8Length } from './utf8-length';

export const RELEASE_INFO_LABEL = 'os-updates.openshift.io/release-info';
export const RELEASE_INFO_NAMESPACE = 'openshift-machine-config-operator';
export const LEGACY_RELEASE_INFO_NAME = 'rhcos-release-info';
export const METADATA_KEY = 'metadata.json';

/** What a release-info ConfigMap says about one OS image. */
export interface ReleaseInfo {
  /** Where it was read from, e.g. `ConfigMap openshift-machine-config-operator/x`. */
  readonly source: string;
  readonly osImageUrl: string;
  readonly digest: string;
  readonly ostreeVersion?: string;
  readonly ostreeChecksum?: string;
  readonly releaseVersion?: string;
  /** rpm's architecture of the package list; undefined in old single-arch release infos. */
  readonly arch?: string;
  /** The OS stream (`io.openshift.os.streamclass`), e.g. rhel-9 or rhel-10. */
  readonly stream?: string;
  /** `extensions` for the extensions image's package list. */
  readonly imageKind?: 'node' | 'extensions';
  /** `rpmdb` when the package list comes from the image's rpm database (a custom image, say). */
  readonly packagesFrom?: 'rpmdb';
  /** Undefined when the release info has no package list. */
  readonly packages?: PackageList;
  readonly advisories: readonly Advisory[];
}

/**
 * Validates a parsed `metadata.json` document. `read`: how its package list is read
 * (`readAlong`: along the one it is to be diffed with).
 */
export function releaseInfoFromMetadata(source: string, doc: unknown, read?: NevraReader): ReleaseInfo {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    throw new ManifestError(source, METADATA_KEY, 'must be a JSON object');
  }
  const result = v.safeParse(ReleaseInfoMetadataSchema, doc);
  if (!result.success) {
    const issue = result.issues[0];
    const path = v.getDotPath(issue);
    const missing =
      issue.kind === 'schema' && issue.received === 'undefined' && issue.expected?.startsWith('"') === true;
    throw new ManifestError(
      source,
      path ? `${METADATA_KEY} ${path}` : METADATA_KEY,
      missing ? 'is required' : issue.message,
    );
  }
  const meta = result.output;
  const digest = parseImageRef(meta.osImageUrl).digest as string;
  let packages: PackageList | undefined;
  if (meta.pkglist !== undefined)
    packages = packagesFromNevraArray(source, meta.pkglist, `${METADATA_KEY} pkglist`, read);
  else if (meta['rpmostree.rpmdb.pkglist'] !== undefined) {
    packages = PackageList.of(
      packagesFromTuples(source, meta['rpmostree.rpmdb.pkglist'], `${METADATA_KEY} rpmostree.rpmdb.pkglist`),
    );
  }
  return {
    source,
    osImageUrl: meta.osImageUrl,
    digest,
    ostreeVersion: meta['ostree-version'],
    ostreeChecksum: meta['ostree-checksum'],
    releaseVersion: meta.releaseVersion,
    arch: meta.arch,
    stream: meta.stream,
    imageKind: meta.imageKind,
    ...(meta.source ? { packagesFrom: meta.source } : {}),
    packages,
    advisories: readAdvisories(meta.advisories ?? []),
  };
}

/** Validates the text of `metadata.json`, including the ConfigMap size limit. */
export function releaseInfoFromMetadataText(source: string, text: string, read?: NevraReader): ReleaseInfo {
  const bytes = utf8Length(text);
  if (bytes > CONFIGMAP_LIMIT_BYTES) {
    throw new ManifestError(source, METADATA_KEY, `is ${bytes} bytes, over the 1 MiB ConfigMap limit`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(source, METADATA_KEY, `is not valid JSON (${(error as Error).message})`);
  }
  return releaseInfoFromMetadata(source, doc, read);
}

/** A ConfigMap as far as release info needs it. */
export interface ConfigMapLike {
  readonly metadata?: { readonly name?: string; readonly namespace?: string };
  readonly data?: Readonly<Record<string, string>>;
}

export const configMapSource = (cm: ConfigMapLike): string =>
  `ConfigMap ${cm.metadata?.namespace ?? RELEASE_INFO_NAMESPACE}/${cm.metadata?.name ?? '(unnamed)'}`;

/** Reads the release info a ConfigMap carries under `data["metadata.json"]`. */
export function releaseInfoFromConfigMap(
  cm: ConfigMapLike,
  source = configMapSource(cm),
  read?: NevraReader,
): ReleaseInfo {
  const text = cm.data?.[METADATA_KEY];
  if (typeof text !== 'string') throw new ManifestError(source, `data["${METADATA_KEY}"]`, 'is missing');
  return releaseInfoFromMetadataText(source, text, read);
}
