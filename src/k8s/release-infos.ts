import { ManifestError } from '../domain/manifest/manifest-error';
import { releaseInfoFromConfigMap, type ReleaseInfo } from '../domain/release-info/release-info';
import type { ConfigMap } from './resources';

export interface ReleaseInfoProblem {
  readonly configMap: string;
  readonly message: string;
}

/**
 * Release infos by image digest (one per architecture of a multi-arch image), and the
 * ConfigMaps that failed validation.
 */
export interface ReleaseInfoIndex {
  readonly byDigest: ReadonlyMap<string, readonly ReleaseInfo[]>;
  readonly problems: readonly ReleaseInfoProblem[];
}

type Parsed = { readonly info: ReleaseInfo } | { readonly problem: ReleaseInfoProblem };

function parse(cm: ConfigMap): Parsed {
  try {
    return { info: releaseInfoFromConfigMap(cm) };
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return { problem: { configMap: cm.metadata?.name ?? '(unnamed)', message: error.message } };
  }
}

/**
 * Indexes release-info ConfigMaps by image digest; a broken one is reported, never fatal.
 * Each ConfigMap is parsed once per resourceVersion: the list is polled, and a package list
 * of thousands of entries need not be parsed again every ten seconds.
 */
export function createReleaseInfoIndexer(): (configMaps: readonly ConfigMap[]) => ReleaseInfoIndex {
  let cache = new Map<string, Parsed>();
  return (configMaps) => {
    const next = new Map<string, Parsed>();
    const byDigest = new Map<string, ReleaseInfo[]>();
    const problems: ReleaseInfoProblem[] = [];
    for (const cm of configMaps) {
      const version = cm.metadata?.resourceVersion;
      const key = version === undefined ? undefined : `${cm.metadata?.uid ?? cm.metadata?.name}@${version}`;
      const parsed = (key !== undefined ? cache.get(key) : undefined) ?? parse(cm);
      if (key !== undefined) next.set(key, parsed);
      if ('info' in parsed) {
        const same = byDigest.get(parsed.info.digest);
        if (same) same.push(parsed.info);
        else byDigest.set(parsed.info.digest, [parsed.info]);
      } else problems.push(parsed.problem);
    }
    cache = next;
    return { byDigest, problems };
  };
}
