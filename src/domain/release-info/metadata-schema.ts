import * as v from 'valibot';

/** The ConfigMap size limit of the API server: a larger release info cannot exist. */
export const CONFIGMAP_LIMIT_BYTES = 1024 * 1024;
/** More packages than any OS image has: a list this long is a mistake. */
export const MAX_PACKAGES = 100_000;

// The items are read by the package parsers (one clear error per bad entry); validating
// each of up to 100,000 items here as well would double the work.
const packageList = () =>
  v.pipe(
    v.custom<readonly unknown[]>((value) => Array.isArray(value), 'must be an array'),
    v.check((list) => list.length > 0, 'is empty: an OS image has packages'),
    v.check((list) => list.length <= MAX_PACKAGES, `has more than ${MAX_PACKAGES} entries`),
  );

/** `metadata.json` of a release-info ConfigMap (DESIGN section 2). */
export const ReleaseInfoMetadataSchema = v.looseObject({
  osImageUrl: v.pipe(
    v.string('is required and must be a string'),
    v.regex(/@sha256:[0-9a-f]{64}$/, 'must reference the image by digest (…@sha256:<64 hex>), a tag can move'),
  ),
  'ostree-version': v.optional(v.string('must be a string')),
  'ostree-checksum': v.optional(
    v.pipe(v.string('must be a string'), v.regex(/^[0-9a-f]{64}$/, 'must be 64 hex characters')),
  ),
  releaseVersion: v.optional(v.string('must be a string')),
  /** rpm's architecture of the package list; absent in single-arch release infos of old. */
  arch: v.optional(v.picklist(['x86_64', 'aarch64', 'ppc64le', 's390x'], 'must be x86_64, aarch64, ppc64le or s390x')),
  archImageDigest: v.optional(
    v.pipe(v.string('must be a string'), v.regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256:<64 hex>')),
  ),
  stream: v.optional(v.string('must be a string')),
  imageKind: v.optional(v.picklist(['node', 'extensions'], 'must be node or extensions')),
  /** `rpmdb`: the package list was read from the image's rpm database (it has no metalayer). */
  source: v.optional(v.picklist(['rpmdb'], 'must be rpmdb when given')),
  pkglist: v.optional(packageList()),
  'rpmostree.rpmdb.pkglist': v.optional(packageList()),
  advisories: v.optional(v.array(v.unknown(), 'must be an array')),
});

export type ReleaseInfoMetadata = v.InferOutput<typeof ReleaseInfoMetadataSchema>;
