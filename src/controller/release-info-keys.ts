import type * as k8s from '@kubernetes/client-node';
import { parseImageRef } from '../domain/release-info/image-ref';
import { wantedKey } from './wanted-images';

/**
 * Release infos that exist, by (digest, arch); one without arch stands for every arch. Each
 * ConfigMap's metadata.json is parsed once as it arrives, and its data then dropped from the
 * informer's cache: a package list is 30–60 KB, and the controller needs only its key.
 */
export function releaseInfoKeys(informer: k8s.Informer<k8s.V1ConfigMap>): () => Set<string> {
  const keys = new Map<string, string | undefined>();
  const uidOf = (cm: k8s.V1ConfigMap) => cm.metadata?.uid ?? cm.metadata?.name ?? '';
  const index = (cm: k8s.V1ConfigMap) => {
    keys.set(uidOf(cm), keyOf(cm));
    delete cm.data;
  };
  informer.on('add', index);
  informer.on('update', index);
  informer.on('delete', (cm) => keys.delete(uidOf(cm)));
  return () => new Set([...keys.values()].filter((k): k is string => !!k));
}

function keyOf(cm: k8s.V1ConfigMap): string | undefined {
  try {
    const meta = JSON.parse(cm.data?.['metadata.json'] ?? '{}') as { osImageUrl?: string; arch?: string };
    const digest = meta.osImageUrl ? parseImageRef(meta.osImageUrl).digest : undefined;
    return digest ? wantedKey(digest, meta.arch ?? '*') : undefined;
  } catch {
    return undefined; // a broken release info is the page's to report
  }
}
