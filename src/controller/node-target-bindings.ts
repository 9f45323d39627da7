import * as k8s from '@kubernetes/client-node';
import {
  MANAGED_BY,
  MANAGED_BY_LABEL,
  nodeTargetBindingName,
  nodeTargetBindingStep,
  OWN_BINDING_LABEL,
  type BindingLike,
  type BindingStep,
  type PoolForBinding,
} from '../domain/pool/node-target-binding';
import { pointerSegment } from '../domain/pool/rollout-patch';
import { jsonPatch, statusOf, type ClusterClient } from './cluster-client';
import type { Log } from './log';

const POOLS = { group: 'machineconfiguration.openshift.io', version: 'v1', plural: 'machineconfigpools' } as const;
const OWN = `/metadata/labels/${pointerSegment(OWN_BINDING_LABEL)}`;

type Pool = PoolForBinding & k8s.KubernetesObject;
type Binding = BindingLike & k8s.V1ValidatingAdmissionPolicyBinding;

/**
 * Keeps one binding of the node policy per pool (src/domain/pool/node-target-binding.ts), one
 * step per pool per round, each on what the cluster says now. The garbage collector deletes a
 * binding with its pool (an owner reference), so nothing here deletes. Bindings are read
 * through an informer of the controller's own (by label), never all of the cluster's.
 */
export class NodeTargetBindings {
  readonly informer: k8s.Informer<Binding> & k8s.ObjectCache<Binding>;
  /** binding → the resourceVersion seen holding, and when (this process's monotonic clock). */
  private readonly held = new Map<string, { readonly resourceVersion: string; readonly sinceMs: number }>();

  constructor(
    private readonly client: ClusterClient,
    private readonly log: Log,
    private readonly nowMs: () => number = () => performance.now(),
  ) {
    const selector = `${MANAGED_BY_LABEL}=${MANAGED_BY}`;
    this.informer = k8s.makeInformer<Binding>(
      client.kc,
      '/apis/admissionregistration.k8s.io/v1/validatingadmissionpolicybindings',
      () =>
        client.admission.listValidatingAdmissionPolicyBinding({ labelSelector: selector }) as Promise<
          k8s.KubernetesListObject<Binding>
        >,
      selector,
    );
  }

  /** One step for each pool that needs one; the milliseconds until one waits no longer, if any does. */
  async reconcile(pools: readonly Pool[]): Promise<number | undefined> {
    const bindings = new Map(this.informer.list().map((b) => [b.metadata?.name ?? '', b]));
    let wake: number | undefined;
    for (const pool of pools) {
      const name = pool.metadata?.name;
      if (!name) continue;
      const found = bindings.get(nodeTargetBindingName(name));
      const step = nodeTargetBindingStep(pool, found, this.heldFor(found));
      if (!step) continue;
      if (step.kind === 'wait') {
        wake = Math.min(wake ?? step.inMs, step.inMs);
        continue;
      }
      await this.take(step, pool, found).catch((error: unknown) => {
        // Someone else's write came first (409, 404, a failed test): decided again next round.
        if (![404, 409, 422].includes(statusOf(error) ?? 0)) throw error;
      });
    }
    const live = new Set(pools.map((p) => nodeTargetBindingName(p.metadata?.name ?? '')));
    for (const binding of this.held.keys()) if (!live.has(binding)) this.held.delete(binding);
    return wake;
  }

  /** How long this binding has been seen as it is now; undefined the first time. */
  private heldFor(found: Binding | undefined): number | undefined {
    const name = found?.metadata?.name;
    const resourceVersion = found?.metadata?.resourceVersion;
    if (!name || !resourceVersion) return undefined;
    const seen = this.held.get(name);
    if (seen?.resourceVersion === resourceVersion) return this.nowMs() - seen.sinceMs;
    this.held.set(name, { resourceVersion, sinceMs: this.nowMs() });
    return undefined;
  }

  private async take(step: Exclude<BindingStep, { kind: 'wait' }>, pool: Pool, found: Binding | undefined) {
    const name = pool.metadata?.name as string;
    if (step.kind === 'write') {
      const body = step.binding as unknown as k8s.V1ValidatingAdmissionPolicyBinding;
      if (found?.metadata?.resourceVersion)
        await this.client.admission.replaceValidatingAdmissionPolicyBinding({
          name: step.binding.metadata.name,
          body: { ...body, metadata: { ...body.metadata, resourceVersion: found.metadata.resourceVersion } },
        });
      else await this.client.admission.createValidatingAdmissionPolicyBinding({ body });
      this.log('info', 'wrote the node policy binding of a pool', { pool: name, binding: step.binding.metadata.name });
      return;
    }
    // Taking the label off is safe whatever the pool is now (the catch-all judges it); putting it
    // on applies only to the pool as it was judged: the same object, the same node selector.
    const change =
      step.kind === 'unlabel'
        ? [{ op: 'remove', path: OWN }]
        : [
            { op: 'test', path: '/metadata/uid', value: pool.metadata?.uid },
            { op: 'test', path: '/spec/nodeSelector', value: pool.spec?.nodeSelector },
            pool.metadata?.labels
              ? { op: 'add', path: OWN, value: step.stamp }
              : { op: 'add', path: '/metadata/labels', value: { [OWN_BINDING_LABEL]: step.stamp } },
          ];
    await this.client.custom.patchClusterCustomObject({ ...POOLS, name, body: change }, jsonPatch);
    this.log(
      'info',
      step.kind === 'label' ? 'pool judged by its own binding' : 'pool judged by the catch-all binding',
      {
        pool: name,
      },
    );
  }
}
