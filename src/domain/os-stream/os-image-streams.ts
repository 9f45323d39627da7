/**
 * OS image streams (rhel-9, rhel-10): the cluster's `OSImageStream` named `cluster` lists
 * the streams its release ships, each with its node and extensions images; a pool picks one
 * in `spec.osImageStream.name`. Read here into plain facts, whoever read the objects.
 * (MCO: pkg/osimagestream, pkg/controller/common/helpers.go GetEffectiveOSImageStreamName.)
 */
import { parseImageRef } from '../release-info/image-ref';

export const OS_IMAGE_STREAM_NAME = 'cluster';

/** One stream the cluster offers: its images by digest. */
export interface OSStream {
  readonly name: string;
  readonly osImage: string;
  readonly osExtensionsImage?: string;
  /** `sha256:…` of `osImage`. */
  readonly digest: string;
}

export interface OSStreams {
  /** In the order the cluster lists them. */
  readonly streams: readonly OSStream[];
  /** The stream a pool gets when neither it nor (for a custom pool) worker names one. */
  readonly defaultStream?: string;
}

/** What of an `OSImageStream` (v1, or v1alpha1 in 4.22 TechPreview) is read. */
export interface OSImageStreamLike {
  readonly spec?: { readonly defaultStream?: string } | null;
  readonly status?: {
    readonly defaultStream?: string;
    readonly availableStreams?: readonly {
      readonly name?: string;
      readonly osImage?: string;
      readonly osExtensionsImage?: string;
    }[];
  };
}

/**
 * The streams an OSImageStream offers. Entries without a name or an image by digest are
 * left out (nothing can be compared with, or switched to, them); the default is the one the
 * operator reports, else the one asked for.
 */
export function readOSImageStream(object: OSImageStreamLike | undefined | null): OSStreams {
  const streams: OSStream[] = [];
  for (const entry of object?.status?.availableStreams ?? []) {
    const digest = entry.osImage ? parseImageRef(entry.osImage).digest : undefined;
    if (!entry.name || !entry.osImage || !digest || streams.some((s) => s.name === entry.name)) continue;
    streams.push({
      name: entry.name,
      osImage: entry.osImage,
      ...(entry.osExtensionsImage ? { osExtensionsImage: entry.osExtensionsImage } : {}),
      digest,
    });
  }
  const defaultStream = object?.status?.defaultStream || object?.spec?.defaultStream || undefined;
  return { streams, ...(defaultStream ? { defaultStream } : {}) };
}

/** Where a pool's stream comes from: its own spec, worker's (a custom pool), or the cluster's default. */
export type StreamSource = 'pool' | 'worker' | 'default';

export interface PoolStream {
  /** The stream the pool's target is rendered from; undefined when nothing names one. */
  readonly name?: string;
  readonly source: StreamSource;
  /** `status.osImageStream.name`: the stream every machine runs, once the pool is updated. */
  readonly reported?: string;
  /** The streams the pool could move to. */
  readonly others: readonly OSStream[];
}

interface PoolLike {
  readonly metadata?: { readonly name?: string };
  readonly spec?: { readonly osImageStream?: { readonly name?: string } };
  readonly status?: { readonly osImageStream?: { readonly name?: string } };
}

const MCO_POOLS = new Set(['master', 'worker', 'arbiter']);

/**
 * A pool's stream as the render controller picks it: the pool's own; for a custom pool
 * without one, worker's; else the cluster's default.
 */
export function poolStream(pool: PoolLike, worker: PoolLike | undefined, streams: OSStreams): PoolStream {
  const own = pool.spec?.osImageStream?.name || undefined;
  const inherited = MCO_POOLS.has(pool.metadata?.name ?? '') ? undefined : worker?.spec?.osImageStream?.name;
  const [name, source]: [string | undefined, StreamSource] = own
    ? [own, 'pool']
    : inherited
      ? [inherited, 'worker']
      : [streams.defaultStream, 'default'];
  const reported = pool.status?.osImageStream?.name || undefined;
  return {
    ...(name ? { name } : {}),
    source,
    ...(reported ? { reported } : {}),
    others: streams.streams.filter((s) => s.name !== name),
  };
}

/** The release payload's tag of a stream's node image (`rhel-coreos`, `rhel-coreos-10`). */
export function nodeImageTag(stream: string): string | undefined {
  if (stream === 'rhel-9') return 'rhel-coreos';
  const major = /^rhel-(\d+)$/.exec(stream)?.[1];
  if (major) return `rhel-coreos-${major}`;
  return stream === 'centos-10' ? 'stream-coreos' : undefined;
}

/** The JSON Patch that moves a pool to another stream and holds it, so that nothing rolls out before review. */
export function switchStreamPatch(options: {
  readonly stream: string;
  /** The pool's target as shown: a pool whose target moved meanwhile is not switched. */
  readonly target: string;
  /** The pool's own stream as shown, if it names one. */
  readonly from?: string;
}) {
  return [
    { op: 'test' as const, path: '/spec/configuration/name', value: options.target },
    ...(options.from ? [{ op: 'test' as const, path: '/spec/osImageStream/name', value: options.from }] : []),
    { op: 'add' as const, path: '/spec/paused', value: true },
    { op: 'add' as const, path: '/spec/osImageStream', value: { name: options.stream } },
  ];
}
