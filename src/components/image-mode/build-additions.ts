import type { ImageSide } from '../hooks/pool-view';

/**
 * The packages an image-mode build put on top of its base image: those of the built image
 * (name and arch) that the base image lacks; undefined while either list is not known.
 */
export function buildAdditions(side: ImageSide): string[] | undefined {
  const built = side.releaseInfo?.packages;
  const base = side.baseInfo?.packages;
  if (!built || !base) return undefined;
  const inBase = new Set<string>();
  for (const p of base) inBase.add(`${p.name}.${p.arch}`);
  const added: string[] = [];
  for (const p of built) if (!inBase.has(`${p.name}.${p.arch}`)) added.push(p.name);
  return added.sort();
}
