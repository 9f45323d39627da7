import type { ReleaseInfo } from '../../domain/release-info/release-info';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';

/**
 * The node image's release info a release ships for an architecture (x86_64 when not said)
 * and an OS stream: a release with streams ships one node image per stream (rhel-coreos,
 * rhel-coreos-10), and a pool gets its own stream's. Without a stream to go by, any node
 * image of the release; a release info that names no stream is taken for rhel-9 (the only
 * one before streams).
 */
export function candidateReleaseInfo(
  index: ReleaseInfoIndex | undefined,
  releaseVersion: string,
  arch: string,
  stream?: string,
): ReleaseInfo | undefined {
  for (const infos of index?.byDigest.values() ?? [])
    for (const info of infos)
      if (
        info.releaseVersion === releaseVersion &&
        info.imageKind !== 'extensions' &&
        (info.arch ?? 'x86_64') === arch &&
        (stream === undefined || (info.stream ?? 'rhel-9') === stream) &&
        info.packages
      )
        return info;
  return undefined;
}
