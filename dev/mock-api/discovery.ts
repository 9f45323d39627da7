import { RESOURCE_TYPES, type ResourceType } from './resource-types';

const groups = (): Map<string, ResourceType[]> => {
  const byGroup = new Map<string, ResourceType[]>();
  for (const t of RESOURCE_TYPES) if (t.group !== '') byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), t]);
  return byGroup;
};

export const versionInfo = () => ({
  major: '1',
  minor: '35',
  gitVersion: 'v1.35.0-os-update-demo',
  platform: 'linux/amd64',
});

export const coreApiVersions = () => ({ kind: 'APIVersions', versions: ['v1'], serverAddressByClientCIDRs: [] });

export const apiGroupList = () => ({
  kind: 'APIGroupList',
  apiVersion: 'v1',
  groups: [...groups()].map(([name, types]) => ({
    name,
    versions: [{ groupVersion: `${name}/${types[0]?.version}`, version: types[0]?.version }],
    preferredVersion: { groupVersion: `${name}/${types[0]?.version}`, version: types[0]?.version },
  })),
});

export function resourceList(group: string, version: string) {
  const types = RESOURCE_TYPES.filter((t) => t.group === group && t.version === version);
  if (types.length === 0) return undefined;
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: group === '' ? version : `${group}/${version}`,
    resources: types.flatMap((t) => [
      {
        name: t.plural,
        singularName: t.singular,
        namespaced: t.namespaced,
        kind: t.kind,
        verbs: t.verbs,
        shortNames: t.shortNames ?? [],
      },
      ...(t.verbs.includes('update') && t.kind === 'MachineConfigPool'
        ? [
            {
              name: `${t.plural}/status`,
              singularName: '',
              namespaced: t.namespaced,
              kind: t.kind,
              verbs: ['get', 'patch', 'update'],
            },
          ]
        : []),
    ]),
  };
}
