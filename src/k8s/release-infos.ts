import { ManifestError } from '../domain/manifest/manifest-error';
import { releaseInfoFromConfigMap, type ReleaseInfo } from '../domain/release-info/release-info';
import type { ConfigMap } from './resources';

export interface ReleaseInfoProblem {
  readonly configMap: string;
  readonly message: string;
}

/** Release infos by image digest, and the ConfigMaps that failed validation. */
export interface ReleaseInfoIndex {
  readonly byDigest: ReadonlyMap<string, ReleaseInfo>;
  readonly problems: readonly ReleaseInfoProblem[];
}

/** Parses every release-info ConfigMap once; a broken one is reported, never fatal. */
export function indexReleaseInfos(configMaps: readonly ConfigMap[]): ReleaseInfoIndex {
  const byDigest = new Map<string, ReleaseInfo>();
  const problems: ReleaseInfoProblem[] = [];
  for (const cm of configMaps) {
    try {
      const info = releaseInfoFromConfigMap(cm);
      byDigest.set(info.digest, info);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      problems.push({ configMap: cm.metadata?.name ?? '(unnamed)', message: error.message });
    }
  }
  return { byDigest, problems };
}
