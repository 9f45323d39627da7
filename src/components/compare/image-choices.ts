import { shortDigest } from '../../domain/release-info/image-ref';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import type { ReleaseInfoIndex } from '../../k8s/release-infos';

/** One OS image the cluster knows a package list of: what the compare page offers. */
export interface ImageChoice {
  /** `<digest>|<arch>|<kind>`: stable, and what the URL carries. */
  readonly key: string;
  readonly info: ReleaseInfo;
}

export const choiceKey = (info: ReleaseInfo): string => `${info.digest}|${info.arch ?? ''}|${info.imageKind ?? 'node'}`;

/** Every release info with a package list, newest OS version first, node images before extensions. */
export function imageChoices(index: ReleaseInfoIndex | undefined): ImageChoice[] {
  if (!index) return [];
  const choices = new Map<string, ImageChoice>();
  for (const infos of index.byDigest.values())
    for (const info of infos) if (info.packages) choices.set(choiceKey(info), { key: choiceKey(info), info });
  return [...choices.values()].sort(
    (a, b) =>
      Number(a.info.imageKind === 'extensions') - Number(b.info.imageKind === 'extensions') ||
      (b.info.ostreeVersion ?? '').localeCompare(a.info.ostreeVersion ?? '', undefined, { numeric: true }) ||
      a.key.localeCompare(b.key),
  );
}

/**
 * What an admin recognises an image by: its OS version, release, architecture and digest.
 * An image without an OS version (an extensions image) goes by its digest, said once.
 */
export function choiceLabel(info: ReleaseInfo, extensionsWord: string): string {
  return [
    info.ostreeVersion,
    info.releaseVersion ? `OpenShift ${info.releaseVersion}` : undefined,
    info.arch,
    info.imageKind === 'extensions' ? extensionsWord : undefined,
    shortDigest(info.digest),
  ]
    .filter(Boolean)
    .join(' · ');
}
