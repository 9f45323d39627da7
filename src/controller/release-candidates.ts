import type { UpdateCandidate } from '../domain/cluster-update/candidates';
import type { AuthFile } from '../registry/auth-file';
import type { MirrorRule } from '../registry/mirrors';
import { readReleaseImage } from '../registry/read-release-image';
import { RegistryClient } from '../registry/registry-client';
import type { Log } from './log';
import type { ClusterImage } from './wanted-images';
import { REGISTRY_TLS_VERIFY_FLAG } from './registry-flags';

/** A release the cluster could update to (see `updateCandidates`). */
export type CandidateRelease = Pick<UpdateCandidate, 'version' | 'image'>;

const RETRY_MS = 5 * 60_000;

/**
 * The OS images of the releases the cluster could update to. Each release image is read
 * once (its digest names its content), a failed one again after five minutes; the OS images
 * come back with the release's version, for release infos published before the update.
 */
export class ReleaseCandidates {
  private readonly read = new Map<string, { images: ClusterImage[] } | { failedAt: number }>();

  constructor(private readonly options: { readonly registryTlsVerify: boolean; readonly log: Log }) {}

  /** Whether some candidate has not been read (or is due for another try). */
  needsReading(candidates: readonly CandidateRelease[], now = Date.now()): boolean {
    return candidates.some((c) => {
      const entry = this.read.get(c.image);
      return !entry || ('failedAt' in entry && now - entry.failedAt >= RETRY_MS);
    });
  }

  async images(
    candidates: readonly CandidateRelease[],
    access: () => Promise<{ auth: AuthFile; mirrors: MirrorRule[] }>,
  ): Promise<ClusterImage[]> {
    if (this.needsReading(candidates)) {
      const { auth, mirrors } = await access();
      const client = new RegistryClient({
        auth,
        tlsVerify: this.options.registryTlsVerify,
        tlsVerifyFlag: REGISTRY_TLS_VERIFY_FLAG,
      });
      for (const candidate of candidates) {
        if (!this.needsReading([candidate])) continue;
        try {
          const release = await readReleaseImage(candidate.image, { client, mirrors });
          const images = release.osImages.map(({ tag, image }) => ({ image, tag, releaseVersion: candidate.version }));
          this.read.set(candidate.image, { images });
          this.options.log('info', 'read candidate release', {
            version: candidate.version,
            image: candidate.image,
            osImages: images.length,
            layersRead: release.layersRead,
          });
        } catch (error) {
          this.read.set(candidate.image, { failedAt: Date.now() });
          this.options.log('warn', 'cannot read candidate release', {
            version: candidate.version,
            image: candidate.image,
            error: (error as Error).message,
          });
        }
      }
    }
    return candidates.flatMap((c) => {
      const entry = this.read.get(c.image);
      return entry && 'images' in entry ? entry.images : [];
    });
  }
}
