import { consoleFetchJSON } from './console-fetch';

/** What the API server serves, by `group/version` and kind, as the console's discovery keeps it. */
export interface ServedKind {
  readonly plural: string;
  readonly namespaced: boolean;
}

interface ResourceList {
  resources?: { name: string; kind: string; namespaced: boolean }[];
}

let served: Map<string, Map<string, ServedKind>> | undefined;

const groupVersion = (group: string | undefined, version: string) => (group ? `${group}/${version}` : version);

/**
 * Reads API discovery once, before the plugin renders, as the console does (its models come
 * from discovery): the core API and every group's versions. A watch of a kind it does not
 * list then fails at once with the console's "Model does not exist".
 */
export async function loadDiscovery(): Promise<void> {
  const found = new Map<string, Map<string, ServedKind>>();
  const read = async (path: string, key: string) => {
    const list = (await consoleFetchJSON(path)) as ResourceList;
    const kinds = new Map<string, ServedKind>();
    for (const r of list.resources ?? [])
      if (!r.name.includes('/')) kinds.set(r.kind, { plural: r.name, namespaced: r.namespaced });
    found.set(key, kinds);
  };
  const groups = (await consoleFetchJSON('/api/kubernetes/apis')) as {
    groups?: { name: string; versions: { version: string }[] }[];
  };
  await Promise.all([
    read('/api/kubernetes/api/v1', 'v1'),
    ...(groups.groups ?? []).flatMap((g) =>
      g.versions.map((v) => read(`/api/kubernetes/apis/${g.name}/${v.version}`, `${g.name}/${v.version}`)),
    ),
  ]);
  served = found;
}

/** The served kind; undefined when discovery does not list it; `'unknown'` before discovery was read. */
export function servedKind(
  group: string | undefined,
  version: string,
  kind: string,
): ServedKind | undefined | 'unknown' {
  if (!served) return 'unknown';
  return served.get(groupVersion(group, version))?.get(kind);
}

/** The console's error for a watch of a kind its discovery does not know. */
export class NoModelError extends Error {
  constructor() {
    super('Model does not exist');
  }
}
