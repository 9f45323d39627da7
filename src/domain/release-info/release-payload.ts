import * as v from 'valibot';
import { ManifestError } from '../manifest/manifest-error';

/** Where a release image keeps the ImageStream of its payload's images. */
export const IMAGE_REFERENCES_PATH = 'release-manifests/image-references';

/**
 * The payload's OS image tags, node image before its extensions image: RHCOS 9, RHCOS 10
 * where the release has it, and OKD's stream-coreos.
 */
export const OS_IMAGE_TAGS = [
  'rhel-coreos',
  'rhel-coreos-extensions',
  'rhel-coreos-10',
  'rhel-coreos-10-extensions',
  'stream-coreos',
  'stream-coreos-extensions',
] as const;

const ImageReferences = v.object({
  kind: v.literal('ImageStream'),
  metadata: v.object({ name: v.pipe(v.string(), v.minLength(1)) }),
  spec: v.object({
    tags: v.array(
      v.object({
        name: v.string(),
        from: v.optional(v.object({ kind: v.optional(v.string()), name: v.optional(v.string()) })),
      }),
    ),
  }),
});

export interface ReleasePayload {
  /** The release's version: the ImageStream's name, as `oc adm release info` prints it. */
  readonly version: string;
  /** The OS images the release ships, by tag, in OS_IMAGE_TAGS order. */
  readonly osImages: readonly { readonly tag: string; readonly image: string }[];
}

/** Reads `release-manifests/image-references` of a release image. */
export function parseImageReferences(text: string, source: string): ReleasePayload {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(source, IMAGE_REFERENCES_PATH, `is not JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(ImageReferences, doc);
  if (!result.success) {
    const issue = result.issues[0];
    throw new ManifestError(source, `${IMAGE_REFERENCES_PATH} ${v.getDotPath(issue) ?? ''}`.trim(), issue.message);
  }
  const byTag = new Map(result.output.spec.tags.map((t) => [t.name, t.from?.name]));
  const osImages = OS_IMAGE_TAGS.flatMap((tag) => {
    const image = byTag.get(tag);
    return image ? [{ tag, image }] : [];
  });
  if (osImages.length === 0)
    throw new ManifestError(source, IMAGE_REFERENCES_PATH, `names no OS image (none of ${OS_IMAGE_TAGS.join(', ')})`);
  return { version: result.output.metadata.name, osImages };
}
