import { HttpError, k8sGet } from '@openshift-console/dynamic-plugin-sdk';
import {
  ADVISORY_KEY,
  ADVISORY_STATUS_KEY,
  ADVISORY_STATUS_NAME,
  advisoryConfigMapName,
  parseAdvisoryStatus,
  parsePublishedAdvisories,
  type AdvisorySourceStatus,
  type PublishedAdvisories,
} from '../domain/advisories/published-advisories';
import { CONTROLLER_NAMESPACE } from './api';
import { ConfigMapModel } from './models';
import type { ConfigMap } from './resources';

/** A ConfigMap of the controller's namespace, or null when there is none (or it may not be read). */
async function controllerConfigMap(name: string): Promise<ConfigMap | null> {
  try {
    return await k8sGet<ConfigMap>({ model: ConfigMapModel, name, ns: CONTROLLER_NAMESPACE });
  } catch (error) {
    if (error instanceof HttpError && (error.code === 404 || error.code === 403)) return null;
    throw error;
  }
}

/** What the controller says of the advisory source; null before it has said anything (or no controller). */
export async function getAdvisoryStatus(): Promise<AdvisorySourceStatus | null> {
  const cm = await controllerConfigMap(ADVISORY_STATUS_NAME);
  return cm
    ? parseAdvisoryStatus(cm.data?.[ADVISORY_STATUS_KEY], `ConfigMap ${CONTROLLER_NAMESPACE}/${ADVISORY_STATUS_NAME}`)
    : null;
}

/** A move's rated fixes and what stays open, from one version of the source; null until published. */
export async function getPairAdvisories(
  from: string,
  to: string,
  arch: string,
  version: string,
): Promise<PublishedAdvisories | null> {
  const name = await advisoryConfigMapName(from, to, arch, version);
  const cm = await controllerConfigMap(name);
  return cm ? parsePublishedAdvisories(cm.data?.[ADVISORY_KEY], `ConfigMap ${CONTROLLER_NAMESPACE}/${name}`) : null;
}
