/** The manifest and layer media types of the distribution API and the OCI image spec. */
export const MEDIA = {
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociIndex: 'application/vnd.oci.image.index.v1+json',
} as const;

/** What a manifest GET accepts: single-arch manifests and multi-arch lists, both formats. */
export const MANIFEST_ACCEPT = [MEDIA.ociIndex, MEDIA.dockerList, MEDIA.ociManifest, MEDIA.dockerManifest].join(', ');

export const isIndex = (mediaType: string | undefined): boolean =>
  mediaType === MEDIA.ociIndex || mediaType === MEDIA.dockerList;

export type Compression = 'gzip' | 'zstd' | 'none';

/** How a layer is compressed, from its media type (`…tar+gzip`, `…tar+zstd`, `…tar.gzip`, `…tar`). */
export function layerCompression(mediaType: string): Compression {
  if (/zstd/.test(mediaType)) return 'zstd';
  if (/gzip/.test(mediaType)) return 'gzip';
  return 'none';
}

/** Kubernetes' architecture names (node status) → rpm's (package lists, release infos). */
export const RPM_ARCH: Readonly<Record<string, string>> = {
  amd64: 'x86_64',
  arm64: 'aarch64',
  ppc64le: 'ppc64le',
  s390x: 's390x',
};
