import { HttpError, k8sGet, k8sListItems, type K8sResourceCommon } from '@openshift-console/dynamic-plugin-sdk';
import type { ClusterVersionLike } from '../domain/cluster-update/candidates';
import {
  ClusterVersionModel,
  ConfigMapModel,
  EventModel,
  LeaseModel,
  MachineConfigModel,
  MachineConfigPoolModel,
} from './models';
import type { ConfigMap, KubeEvent, Lease, MachineConfig, MachineConfigPool } from './resources';
import {
  LEGACY_RELEASE_INFO_NAME,
  RELEASE_INFO_LABEL,
  RELEASE_INFO_NAMESPACE,
} from '../domain/release-info/release-info';

export const OS_IMAGE_URL_CONFIGMAP = 'machine-config-osimageurl';

export const listPools = (): Promise<MachineConfigPool[]> =>
  k8sListItems<MachineConfigPool>({ model: MachineConfigPoolModel, queryParams: {} });

export const getMachineConfig = (name: string): Promise<MachineConfig> =>
  k8sGet<MachineConfig>({ model: MachineConfigModel, name });

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.code === 404;

/** A ConfigMap, or undefined when it does not exist. */
async function getConfigMapIfAny(name: string): Promise<ConfigMap | undefined> {
  try {
    return await k8sGet<ConfigMap>({ model: ConfigMapModel, name, ns: RELEASE_INFO_NAMESPACE });
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * `rhcos-release-info`, read until it is found missing once: most clusters have none, and a
 * 404 on every poll is an error in the console's log each time. A page loaded later reads
 * it again; one labelled like the others is found by the list at any time.
 */
let legacyMissing = false;
let legacyLastRead: ConfigMap | undefined;
async function legacyReleaseInfo(): Promise<ConfigMap | undefined> {
  if (legacyMissing) return undefined;
  const found = await getConfigMapIfAny(LEGACY_RELEASE_INFO_NAME);
  if (!found) legacyMissing = true;
  legacyLastRead = found;
  return found;
}

/** The labelled release-info ConfigMaps, plus `rhcos-release-info` labelled or not. */
export async function listReleaseInfoConfigMaps(): Promise<ConfigMap[]> {
  // Read side by side: the list can be megabytes, the old name one small read.
  const [labelled, legacy] = await Promise.all([
    k8sListItems<ConfigMap>({
      model: ConfigMapModel,
      queryParams: { ns: RELEASE_INFO_NAMESPACE, labelSelector: { matchLabels: { [RELEASE_INFO_LABEL]: 'true' } } },
    }),
    legacyReleaseInfo(),
  ]);
  return joinLegacy(labelled, legacy);
}

/** The labelled ConfigMaps (listed or watched) and `rhcos-release-info` if there is one. */
export async function withLegacyReleaseInfo(labelled: readonly ConfigMap[]): Promise<ConfigMap[]> {
  // A read of the old name that fails for a moment keeps what was read of it last: the watched
  // ones must reach the page whatever that read does (no later event would bring them).
  const legacy = await legacyReleaseInfo().catch(() => legacyLastRead);
  return joinLegacy(labelled, legacy);
}

function joinLegacy(labelled: readonly ConfigMap[], legacy: ConfigMap | undefined): ConfigMap[] {
  const seen = new Set(labelled.map((cm) => cm.metadata?.name));
  return legacy && !seen.has(legacy.metadata?.name) ? [...labelled, legacy] : [...labelled];
}

/** `machine-config-osimageurl`, or null when there is none (a query's data is never undefined). */
export const getOsImageUrlConfigMap = async (): Promise<ConfigMap | null> =>
  (await getConfigMapIfAny(OS_IMAGE_URL_CONFIGMAP)) ?? null;

/** Where the in-cluster controller keeps its Lease (deploy/base). */
export const CONTROLLER_NAMESPACE = 'os-update-plugin';
export const CONTROLLER_LEASE = 'os-update-controller';

/**
 * The controller's Lease, `'none'` when there is none, `'forbidden'` when it may not be read
 * (a query's data is never undefined).
 */
export async function getControllerLease(): Promise<Lease | 'none' | 'forbidden'> {
  try {
    return await k8sGet<Lease>({ model: LeaseModel, name: CONTROLLER_LEASE, ns: CONTROLLER_NAMESPACE });
  } catch (error) {
    if (isNotFound(error)) return 'none';
    if (error instanceof HttpError && error.code === 403) return 'forbidden';
    throw error;
  }
}

/**
 * The cluster's ClusterVersion `version`: its desired release and update candidates; 'none'
 * where there is none (not OpenShift) or it may not be read.
 */
export async function getClusterVersion(): Promise<(K8sResourceCommon & ClusterVersionLike) | 'none'> {
  try {
    return await k8sGet<K8sResourceCommon & ClusterVersionLike>({ model: ClusterVersionModel, name: 'version' });
  } catch (error) {
    if (isNotFound(error) || (error instanceof HttpError && error.code === 403)) return 'none';
    throw error;
  }
}

/** The controller's Events about a pool that it cannot publish release info for, newest first. */
export async function listReleaseInfoEvents(pool: string): Promise<KubeEvent[]> {
  const events = await k8sListItems<KubeEvent>({
    model: EventModel,
    queryParams: { ns: 'default', fieldSelector: `involvedObject.name=${pool},reason=ReleaseInfoUnavailable` },
  });
  return events.sort((a, b) => String(b.lastTimestamp ?? '').localeCompare(String(a.lastTimestamp ?? '')));
}

/**
 * The controller's Events saying it could not publish the changelogs of a move between two
 * images (any pool's: the pair is the same), newest first. Its messages name both images.
 */
export async function listChangelogEvents(fromDigest: string, toDigest: string): Promise<KubeEvent[]> {
  const events = await k8sListItems<KubeEvent>({
    model: EventModel,
    queryParams: { ns: 'default', fieldSelector: 'reason=ChangelogUnavailable' },
  });
  return events
    .filter((e) => e.message?.includes(fromDigest) && e.message.includes(toDigest))
    .sort((a, b) => String(b.lastTimestamp ?? '').localeCompare(String(a.lastTimestamp ?? '')));
}
