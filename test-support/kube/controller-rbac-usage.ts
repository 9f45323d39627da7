import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditEvent } from './audit-log';
import { controllerDocs } from './controller-rbac';
import { TEST_USERS } from './test-users';

/** The controller's service account as kube-apiserver sees it. */
export const CONTROLLER_USERNAME = TEST_USERS.find((u) => u.name === 'controller')?.username as string;

/**
 * The real-server tests that run the controller as its service account, each recording the calls
 * it made (`recordControllerCalls`): their union is what deploy/'s RBAC is judged against.
 */
export const CONTROLLER_SCENARIOS = ['canary', 'controller', 'node-target-bindings', 'publishing', 'watch-expiry'];

/** One request as RBAC authorizes it; `allowed` is RBAC's decision. */
export interface ControllerCall {
  readonly verb: string;
  readonly apiGroup: string;
  /** `resource` or `resource/subresource`. */
  readonly resource: string;
  readonly namespace?: string;
  readonly name?: string;
  readonly allowed: boolean;
}

/** One verb of one rule of deploy/base/controller.yaml (a Role's namespace, a rule's names). */
export interface Grant {
  readonly namespace?: string;
  readonly apiGroup: string;
  readonly resource: string;
  readonly verb: string;
  readonly names?: readonly string[];
}

/** Where this vitest run's scenarios leave their calls (vitest.config.ts makes it, one per run). */
function usageDir(): string {
  const dir = process.env.OS_UPDATE_RBAC_USAGE_DIR;
  if (!dir) throw new Error('OS_UPDATE_RBAC_USAGE_DIR is not set: run the tests through vitest.config.ts');
  mkdirSync(dir, { recursive: true });
  return dir;
}

const callOf = (event: AuditEvent): ControllerCall | undefined => {
  const ref = event.objectRef;
  if (!ref?.resource) return undefined; // discovery and other non-resource URLs: not RBAC's rules here
  return {
    verb: event.verb,
    apiGroup: ref.apiGroup ?? '',
    resource: ref.subresource ? `${ref.resource}/${ref.subresource}` : ref.resource,
    ...(ref.namespace ? { namespace: ref.namespace } : {}),
    ...(ref.name ? { name: ref.name } : {}),
    allowed: event.annotations?.['authorization.k8s.io/decision'] === 'allow',
  };
};

/** Keeps what the controller's service account did in one scenario, as kube-apiserver logged it. */
export function recordControllerCalls(scenario: string, events: readonly AuditEvent[]): void {
  if (!CONTROLLER_SCENARIOS.includes(scenario)) throw new Error(`unknown controller scenario ${scenario}`);
  const calls = events.filter((e) => e.user.username === CONTROLLER_USERNAME).flatMap((e) => callOf(e) ?? []);
  writeFileSync(join(usageDir(), `${scenario}.json`), JSON.stringify(calls));
}

/** Every scenario's calls recorded in this run, by scenario. */
export function recordedControllerCalls(): Map<string, ControllerCall[]> {
  const dir = usageDir();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, f), 'utf8')) as ControllerCall[]]),
  );
}

/** deploy/base/controller.yaml's ClusterRole and Roles, one grant per group, resource and verb. */
export function controllerGrants(): Grant[] {
  return controllerDocs()
    .filter((d) => d.kind === 'ClusterRole' || d.kind === 'Role')
    .flatMap((d) =>
      (d.rules ?? []).flatMap((rule) =>
        rule.apiGroups.flatMap((apiGroup) =>
          rule.resources.flatMap((resource) =>
            rule.verbs.map((verb) => ({
              ...(d.kind === 'Role' ? { namespace: d.metadata.namespace } : {}),
              apiGroup,
              resource,
              verb,
              ...(rule.resourceNames ? { names: rule.resourceNames } : {}),
            })),
          ),
        ),
      ),
    );
}

/** Whether a call used a grant (the same verb on the same resource, in its namespace, by one of its names). */
export const usesGrant = (call: ControllerCall, grant: Grant): boolean =>
  call.allowed &&
  call.verb === grant.verb &&
  call.apiGroup === grant.apiGroup &&
  call.resource === grant.resource &&
  (grant.namespace === undefined || call.namespace === grant.namespace) &&
  (grant.names === undefined || (call.name !== undefined && grant.names.includes(call.name)));

export const grantText = (g: Grant): string =>
  `${g.verb} ${g.apiGroup || 'core'}/${g.resource}${g.names ? ` ${g.names.join(',')}` : ''}${g.namespace ? ` in ${g.namespace}` : ''}`;
