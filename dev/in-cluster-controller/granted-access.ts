import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = new URL('../..', import.meta.url).pathname;

/** `verb group/resource namespace/name` of one API request, as the authoriser sees it. */
export function accessOf(method: string, path: string, watch: boolean): string | undefined {
  const m = /^\/(?:api\/v1|apis\/([^/]+)\/[^/]+)(?:\/namespaces\/([^/]+))?\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!m) return undefined;
  const [, group = '', namespace = '*', resource, name] = m;
  const verb = {
    GET: name ? 'get' : watch ? 'watch' : 'list',
    POST: 'create',
    PUT: 'update',
    PATCH: 'patch',
    DELETE: 'delete',
  }[method];
  return `${verb} ${group}/${resource} ${namespace}/${name ?? '*'}`;
}

export interface Rule {
  namespace: string;
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames?: string[];
}
export const ruleOf = (access: string): Rule => {
  const [verb, gr, nsName] = access.split(' ') as [string, string, string];
  const [group, resource] = gr.split('/') as [string, string];
  const [namespace, name] = nsName.split('/') as [string, string];
  return {
    namespace,
    apiGroups: [group],
    resources: [resource],
    verbs: [verb],
    resourceNames: name === '*' ? undefined : [name],
  };
};
export const expand = (rule: Rule) =>
  rule.verbs.flatMap((verb) =>
    rule.resources.flatMap((resource) =>
      (rule.resourceNames ?? ['*']).map((name) => `${verb} ${rule.apiGroups[0]}/${resource} ${rule.namespace}/${name}`),
    ),
  );
export function allows(rule: Rule, access: string): boolean {
  const want = ruleOf(access);
  return (
    (rule.namespace === '*' || rule.namespace === want.namespace) &&
    rule.apiGroups.includes(want.apiGroups[0] as string) &&
    rule.resources.includes(want.resources[0] as string) &&
    rule.verbs.includes(want.verbs[0] as string) &&
    (!rule.resourceNames ||
      (want.resourceNames !== undefined && rule.resourceNames.includes(want.resourceNames[0] as string)))
  );
}

/** The rules bound to the controller's ServiceAccount in `kubectl kustomize deploy/base`. */
export function grantedToController(): Rule[] {
  const objects = parseAllDocuments(
    execFileSync('kubectl', ['kustomize', join(root, 'deploy/base')], { encoding: 'utf8' }),
  ).map(
    (d) =>
      d.toJS() as {
        kind: string;
        metadata: { name: string; namespace?: string };
        rules?: Rule[];
        roleRef?: { kind: string; name: string };
        subjects?: { name: string }[];
      },
  );
  const bindings = objects.filter(
    (o) =>
      (o.kind === 'RoleBinding' || o.kind === 'ClusterRoleBinding') &&
      o.subjects?.some((s) => s.name === 'os-update-controller'),
  );
  return bindings.flatMap((b) => {
    const role = objects.find((o) => o.kind === b.roleRef?.kind && o.metadata.name === b.roleRef?.name);
    const namespace = b.kind === 'ClusterRoleBinding' ? '*' : (b.metadata.namespace as string);
    return (role?.rules ?? []).map((r) => ({ ...r, namespace }));
  });
}
