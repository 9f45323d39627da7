import { HttpError, k8sGet } from '@openshift-console/dynamic-plugin-sdk';
import {
  CHANGELOG_KEY,
  changelogPartName,
  joinChangelogParts,
  parseChangelogPart,
} from '../domain/rpmdb/published-changelog';
import type { PairChangelogs } from '../domain/rpmdb/pair-changelogs';
import { CONTROLLER_NAMESPACE } from './api';
import { ConfigMapModel } from './models';
import type { ConfigMap } from './resources';

/**
 * The changelogs the controller published for a move from one image to another, or null when
 * it has not (yet): no controller, an image without an rpm database, or one not read yet. A
 * part that is not what the controller writes is an error naming the ConfigMap.
 */
export async function getPairChangelogs(from: string, to: string, arch: string): Promise<PairChangelogs | null> {
  const read = async (part: number) => {
    const name = await changelogPartName(from, to, arch, part);
    const cm = await k8sGet<ConfigMap>({ model: ConfigMapModel, name, ns: CONTROLLER_NAMESPACE });
    return parseChangelogPart(cm.data?.[CHANGELOG_KEY], `ConfigMap ${CONTROLLER_NAMESPACE}/${name}`);
  };
  let first;
  try {
    first = await read(0);
  } catch (error) {
    if (error instanceof HttpError && (error.code === 404 || error.code === 403)) return null;
    throw error;
  }
  const rest = await Promise.all(Array.from({ length: first.of - 1 }, (_, i) => read(i + 1)));
  return joinChangelogParts([first, ...rest]);
}
