import { createHash } from 'node:crypto';
import type { KubeObject } from '../store';
import { ROLE_LABEL } from './base-machine-configs';

/** The release's images, from `machine-config-osimageurl`. */
export interface ReleaseImages {
  readonly osImageURL: string;
  readonly extensionsImage?: string;
  readonly releaseVersion?: string;
}

export const OVERRIDDEN_ANNOTATION = 'machineconfiguration.openshift.io/os-image-url-overridden';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Ignition's merge of one unit over another: set fields win, drop-ins merge by name. */
function mergeUnit(base: Json | undefined, next: Json): Json {
  if (!base) return structuredClone(next);
  const dropins = new Map<string, Json>((base.dropins ?? []).map((d: Json) => [d.name, d]));
  for (const d of next.dropins ?? []) dropins.set(d.name, d);
  const merged: Json = { ...base };
  for (const key of ['enabled', 'mask', 'contents'] as const) if (next[key] !== undefined) merged[key] = next[key];
  if (dropins.size > 0) merged.dropins = [...dropins.values()];
  return merged;
}

/**
 * The render controller's merge (`MergeMachineConfigs`): a pool's MachineConfigs in name
 * order; files by path and units by name, later wins; kernel arguments appended;
 * extensions merged; ssh keys of a user merged; osImageURL and kernel type from the last
 * that sets one (else the release's image); FIPS if any sets it.
 */
export function mergeMachineConfigs(sources: readonly KubeObject[]): Json {
  const ordered = [...sources].sort((a, b) =>
    a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0,
  );
  const files = new Map<string, Json>();
  const units = new Map<string, Json>();
  const users = new Map<string, Json>();
  const kernelArguments: string[] = [];
  const extensions: string[] = [];
  let kernelType = '';
  let osImageURL = '';
  let fips = false;
  for (const mc of ordered) {
    const spec = (mc.spec ?? {}) as Json;
    const config = (spec.config ?? {}) as Json;
    for (const f of config.storage?.files ?? []) files.set(f.path, structuredClone(f));
    for (const u of config.systemd?.units ?? []) units.set(u.name, mergeUnit(units.get(u.name), u));
    for (const user of config.passwd?.users ?? []) {
      const known = users.get(user.name);
      const keys = [...new Set([...(known?.sshAuthorizedKeys ?? []), ...(user.sshAuthorizedKeys ?? [])])];
      users.set(user.name, { ...known, ...user, sshAuthorizedKeys: keys });
    }
    kernelArguments.push(...(spec.kernelArguments ?? []));
    for (const x of spec.extensions ?? []) if (!extensions.includes(x)) extensions.push(x);
    if (spec.kernelType) kernelType = spec.kernelType;
    if (spec.osImageURL) osImageURL = spec.osImageURL;
    if (spec.fips) fips = true;
  }
  return {
    config: {
      ignition: { version: '3.5.0' },
      passwd: { users: [...users.values()] },
      storage: { files: [...files.values()] },
      systemd: { units: [...units.values()] },
    },
    extensions,
    fips,
    kernelArguments,
    kernelType: kernelType || 'default',
    osImageURL,
  };
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** `rendered-<pool>-<hash of the content>`, and the pool's `configuration.source` list. */
export function renderPoolConfig(
  pool: string,
  sources: readonly KubeObject[],
  release: ReleaseImages,
  base?: Json,
): { rendered: KubeObject; source: { apiVersion: string; kind: string; name: string }[] } {
  const merged = mergeMachineConfigs(
    base ? [{ apiVersion: '', kind: 'MachineConfig', metadata: { name: '' }, spec: base }, ...sources] : sources,
  );
  const overridden = sources.some((mc) => (mc.spec as Json | undefined)?.osImageURL);
  if (!overridden) merged.osImageURL = release.osImageURL;
  if (release.extensionsImage) merged.baseOSExtensionsContainerImage = release.extensionsImage;
  const rendered: KubeObject = {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfig',
    metadata: {
      name: `rendered-${pool}-${hash(merged)}`,
      labels: { [ROLE_LABEL]: pool },
      annotations: {
        'machineconfiguration.openshift.io/generated-by-controller-version': 'os-update-demo',
        ...(release.releaseVersion
          ? { 'machineconfiguration.openshift.io/release-image-version': release.releaseVersion }
          : {}),
        ...(overridden ? { [OVERRIDDEN_ANNOTATION]: 'true' } : {}),
      },
    },
    spec: merged,
  };
  const source = [...sources]
    .map((mc) => mc.metadata.name)
    .sort()
    .map((name) => ({ apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfig', name }));
  return { rendered, source };
}
