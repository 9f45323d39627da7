import type { ReleaseInfo } from './release-info';

/** Kubernetes' architecture names (node status) → rpm's (release infos, package lists). */
const RPM_ARCH: Readonly<Record<string, string>> = {
  amd64: 'x86_64',
  arm64: 'aarch64',
  ppc64le: 'ppc64le',
  s390x: 's390x',
};

export const rpmArchOf = (arch: string): string => RPM_ARCH[arch] ?? arch;

/**
 * The release info of an image for one architecture (rpm's name): the one that says that
 * architecture, else one that says none (release infos from before they knew it). Without
 * an architecture (the nodes are not known): x86_64, else one that says none, else any.
 */
export function pickReleaseInfo(infos: readonly ReleaseInfo[] | undefined, arch?: string): ReleaseInfo | undefined {
  if (!infos || infos.length === 0) return undefined;
  const exact = (a: string | undefined) => infos.find((i) => i.arch === a);
  if (arch) return exact(arch) ?? exact(undefined);
  return exact('x86_64') ?? exact(undefined) ?? infos[0];
}
