import * as v from 'valibot';
import { isIndex } from './media-types';

const Descriptor = v.looseObject({
  mediaType: v.optional(v.string()),
  digest: v.pipe(v.string(), v.regex(/^sha256:[0-9a-f]{64}$/)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  platform: v.optional(v.looseObject({ architecture: v.string(), os: v.string(), variant: v.optional(v.string()) })),
});
export type Descriptor = v.InferOutput<typeof Descriptor>;

const ImageManifest = v.looseObject({
  schemaVersion: v.literal(2),
  mediaType: v.optional(v.string()),
  config: Descriptor,
  layers: v.array(Descriptor),
});
const ImageIndex = v.looseObject({
  schemaVersion: v.literal(2),
  mediaType: v.optional(v.string()),
  manifests: v.array(Descriptor),
});
const ImageConfig = v.looseObject({
  architecture: v.optional(v.string()),
  os: v.optional(v.string()),
  config: v.optional(v.looseObject({ Labels: v.optional(v.nullable(v.record(v.string(), v.string()))) })),
});

export type ImageManifest = v.InferOutput<typeof ImageManifest>;
export type ImageIndex = v.InferOutput<typeof ImageIndex>;
export type ImageConfig = v.InferOutput<typeof ImageConfig>;

export type ParsedManifest =
  { readonly kind: 'index'; readonly index: ImageIndex } | { readonly kind: 'image'; readonly manifest: ImageManifest };

export class ManifestFormatError extends Error {}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new ManifestFormatError(`${what} is not JSON`);
  }
}

const issue = (result: { issues?: readonly v.BaseIssue<unknown>[] }) => {
  const first = result.issues?.[0];
  return first ? `${v.getDotPath(first) ?? '(top)'}: ${first.message}` : 'invalid';
};

/** A manifest or an index, by the media type the registry gave, else by its shape. */
export function parseManifest(bytes: Uint8Array, contentType: string | undefined, what: string): ParsedManifest {
  const doc = parseJson(bytes, what) as { mediaType?: string; manifests?: unknown; schemaVersion?: unknown };
  if (doc?.schemaVersion !== 2)
    throw new ManifestFormatError(`${what} is not a schema 2 manifest (schema 1 is not read)`);
  const mediaType = doc.mediaType ?? contentType?.split(';')[0]?.trim();
  if (isIndex(mediaType) || (mediaType === undefined && Array.isArray(doc.manifests))) {
    const result = v.safeParse(ImageIndex, doc);
    if (!result.success) throw new ManifestFormatError(`${what}: invalid image index (${issue(result)})`);
    return { kind: 'index', index: result.output };
  }
  const result = v.safeParse(ImageManifest, doc);
  if (!result.success) throw new ManifestFormatError(`${what}: invalid image manifest (${issue(result)})`);
  return { kind: 'image', manifest: result.output };
}

export function parseImageConfig(bytes: Uint8Array, what: string): ImageConfig {
  const result = v.safeParse(ImageConfig, parseJson(bytes, what));
  if (!result.success) throw new ManifestFormatError(`${what}: invalid image config (${issue(result)})`);
  return result.output;
}
