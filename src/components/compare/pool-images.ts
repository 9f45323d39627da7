import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { choiceKey } from './image-choices';

/** What of a pool's view tells which images it runs and waits for (a `PoolView` is one). */
export interface PoolImagesLike {
  readonly name: string;
  readonly state: { readonly kind: string };
  readonly byArch: readonly {
    readonly current: { readonly releaseInfo?: ReleaseInfo };
    readonly target: { readonly releaseInfo?: ReleaseInfo };
  }[];
}

/** The pools that run an image, and those whose update would bring it: by choice key. */
export interface ImagePools {
  readonly running: readonly string[];
  readonly awaiting: readonly string[];
}

/** For each image the compare page offers, the pools that run it and the pools that wait for it. */
export function poolsByImage(views: readonly PoolImagesLike[]): Map<string, ImagePools> {
  const out = new Map<string, { running: string[]; awaiting: string[] }>();
  const add = (info: ReleaseInfo | undefined, pool: string, side: 'running' | 'awaiting') => {
    if (!info) return;
    const key = choiceKey(info);
    const entry = out.get(key) ?? { running: [], awaiting: [] };
    if (!entry[side].includes(pool)) entry[side].push(pool);
    out.set(key, entry);
  };
  for (const view of views)
    for (const sides of view.byArch) {
      add(sides.current.releaseInfo, view.name, 'running');
      if (sides.target.releaseInfo?.digest !== sides.current.releaseInfo?.digest)
        add(sides.target.releaseInfo, view.name, 'awaiting');
    }
  return out;
}

/**
 * What the compare page opens on when the link names nothing: the images of the first pool
 * that waits for approval (the question the admin most likely came with), else of the first
 * one on its way to another image; nothing when every pool is where it is going. Views come
 * in the order the OS updates page shows them, the ones that need the admin first.
 */
export function defaultComparison(views: readonly PoolImagesLike[]): { from?: string; to?: string } {
  const moving = (view: PoolImagesLike) =>
    view.byArch.find(
      (s) =>
        s.current.releaseInfo?.packages &&
        s.target.releaseInfo?.packages &&
        s.current.releaseInfo.digest !== s.target.releaseInfo.digest,
    );
  const sides =
    views
      .filter((v) => v.state.kind === 'awaiting-approval')
      .map(moving)
      .find(Boolean) ?? views.map(moving).find(Boolean);
  return sides?.current.releaseInfo && sides.target.releaseInfo
    ? { from: choiceKey(sides.current.releaseInfo), to: choiceKey(sides.target.releaseInfo) }
    : {};
}
