import type { ReleaseInfo } from '../../domain/release-info/release-info';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';

/** The node image's release info a release ships for an architecture (x86_64 when not said). */
export function candidateReleaseInfo(
  index: ReleaseInfoIndex | undefined,
  releaseVersion: string,
  arch: string,
): ReleaseInfo | undefined {
  for (const infos of index?.byDigest.values() ?? [])
    for (const info of infos)
      if (
        info.releaseVersion === releaseVersion &&
        info.imageKind !== 'extensions' &&
        (info.arch ?? 'x86_64') === arch &&
        info.packages
      )
        return info;
  return undefined;
}
