import { useK8sWatchResource } from '@openshift-console/dynamic-plugin-sdk';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CANARY_OF_ANNOTATION, readCanaryIntent, type CanaryIntent } from '../domain/canary/canary-pool';
import { nextCanaryStep, type CanaryNode, type CanaryStep } from '../domain/canary/canary-steps';
import { configContentHash } from '../domain/machine-config/content-hash';
import type { PoolFacts } from '../domain/pool/pool-state';
import { poolFacts } from './pool-facts';
import { machineConfigQuery } from './queries';
import { NODE_ANNOTATIONS, type MachineConfigPool, type Node } from './resources';
import { canaryNodesWatch, roleNodesWatch } from './canary-watches';

export interface CanaryRead {
  readonly pool: MachineConfigPool;
  readonly facts: PoolFacts;
  /** What the admin decided, or what is wrong with the annotations that say it. */
  readonly intent: CanaryIntent | { readonly error: string };
  /** The chosen machines as they are now (absent ones left out); Ready as the canary's machines say. */
  readonly machines: readonly CanaryNode[];
  readonly nodeReady: ReadonlyMap<string, boolean>;
  /** The next step; undefined while the nodes or configs are read. */
  readonly step?: CanaryStep;
}

/** The canary pool of `parent` among the pools, if there is one. */
export const canaryPoolOf = (pools: readonly MachineConfigPool[] | undefined, parent: string) =>
  pools?.find((p) => p.metadata?.annotations?.[CANARY_OF_ANNOTATION] === parent);

export const isCanaryPool = (pool: MachineConfigPool): boolean =>
  pool.metadata?.annotations?.[CANARY_OF_ANNOTATION] !== undefined;

const ready = (node: Node) => node.status?.conditions?.find((c) => c.type === 'Ready')?.status === 'True';

/**
 * Where the canary of `parent` stands, read as the controller reads it: the parent's and the
 * canary's pools, the parent's machines (its role label: the canary's keep it), and the
 * content of the rendered configs compared (each read once, as `machineConfigQuery`).
 */
export function useCanary(
  parent: MachineConfigPool,
  pools: readonly MachineConfigPool[],
  now: number,
): CanaryRead | undefined {
  const name = parent.metadata?.name ?? '';
  const canary = canaryPoolOf(pools, name);
  const [nodes, loaded, error] = useK8sWatchResource<Node[]>(canary ? roleNodesWatch(name) : null);
  // The canary's few machines in full: whether each is Ready.
  const [full] = useK8sWatchResource<Node[]>(canary ? canaryNodesWatch(name) : null);
  const intent = canary ? readCanaryIntent(canary.metadata?.annotations) : undefined;
  const nodeReady = useMemo(() => new Map((full ?? []).map((n) => [n.metadata?.name ?? '', ready(n)])), [full]);
  const canaryNodes = useMemo<CanaryNode[]>(
    () =>
      (nodes ?? []).map((n) => ({
        name: n.metadata?.name ?? '',
        labels: n.metadata?.labels ?? {},
        currentConfig: n.metadata?.annotations?.[NODE_ANNOTATIONS.currentConfig],
        state: n.metadata?.annotations?.[NODE_ANNOTATIONS.state],
        ready: nodeReady.get(n.metadata?.name ?? ''),
      })),
    [nodes, nodeReady],
  );
  const configs = [
    ...new Set(
      [
        intent && !('error' in intent) ? intent.reviewedTarget : undefined,
        canary?.spec?.configuration?.name,
        ...canaryNodes.map((n) => n.currentConfig),
      ].filter((c): c is string => Boolean(c)),
    ),
  ];
  const results = useQueries({ queries: configs.map((c) => machineConfigQuery(c)) });
  if (!canary || !intent) return undefined;
  const facts = poolFacts(canary);
  const chosen = 'error' in intent ? [] : intent.machines;
  const machines = canaryNodes.filter((n) => chosen.includes(n.name));
  const base = { pool: canary, facts, intent, machines, nodeReady };
  if ('error' in intent || !loaded || error) return base;
  const hashes = new Map(
    configs.map((c, i) => {
      const spec = results[i]?.data?.spec;
      return [c, spec === undefined ? undefined : configContentHash(spec)] as const;
    }),
  );
  const step = nextCanaryStep({
    intent,
    parent: poolFacts(parent),
    parentAnnotations: parent.metadata?.annotations,
    canary: { facts, uid: canary.metadata?.uid, annotations: canary.metadata?.annotations },
    nodes: canaryNodes,
    contentHash: (c) => hashes.get(c),
    now,
  });
  return { ...base, step };
}
