import type { PoolFacts } from '../pool/pool-state';
import type { CanaryIntent } from './canary-pool';
import type { CanaryPromotion } from './canary-promotion';
import type { CanaryNode, CanaryStep } from './canary-steps';

/** A canary machine as `os-update canary status` reports it. */
export interface CanaryMachineJson {
  readonly name: string;
  readonly config: string | null;
  readonly state: string | null;
  readonly ready: boolean | null;
}

/**
 * `os-update canary status POOL --format json` (DESIGN section 7): where a canary stands, for
 * a pipeline that promotes on its verdict. `phase` is `none` when the pool has no canary.
 */
export interface CanaryStatusJson {
  readonly pool: string;
  readonly canary: string | null;
  readonly phase: CanaryStep['phase'] | 'none';
  readonly message: string;
  readonly reviewedTarget: string | null;
  readonly machines: readonly CanaryMachineJson[];
  readonly updated: { readonly machines: number; readonly updated: number } | null;
  /** When the canary's rollout finished (its Updated condition), while it is watched. */
  readonly finishedAt: string | null;
  /** How the parent is promoted, as the review chose: by hand or once the canary is healthy, and when. */
  readonly promotion: {
    readonly laterWaves: CanaryPromotion['laterWaves'];
    readonly reviewEachUpdate: boolean;
    readonly window: { readonly start: string; readonly durationMinutes: number; readonly repeat: string } | null;
  } | null;
}

export function canaryStatusJson(
  parent: string,
  canary: { readonly name: string; readonly facts: PoolFacts; readonly intent: CanaryIntent } | undefined,
  step: CanaryStep | undefined,
  nodes: readonly (CanaryNode & { readonly ready?: boolean })[],
): CanaryStatusJson {
  if (!canary || !step)
    return {
      pool: parent,
      canary: null,
      phase: 'none',
      message: `${parent} has no canary`,
      reviewedTarget: null,
      machines: [],
      updated: null,
      finishedAt: null,
      promotion: null,
    };
  const updated = canary.facts.conditions.get('Updated');
  const { promotion } = canary.intent;
  return {
    pool: parent,
    canary: canary.name,
    phase: step.phase,
    message: step.message,
    reviewedTarget: canary.intent.reviewedTarget,
    machines: canary.intent.machines.map((name) => {
      const node = nodes.find((n) => n.name === name);
      return {
        name,
        config: node?.currentConfig ?? null,
        state: node?.state ?? null,
        ready: node?.ready ?? null,
      };
    }),
    updated:
      canary.facts.machineCount === undefined
        ? null
        : { machines: canary.facts.machineCount, updated: canary.facts.updatedMachineCount ?? 0 },
    finishedAt: step.phase === 'watching' && updated?.status === 'True' ? (updated.lastTransitionTime ?? null) : null,
    promotion: {
      laterWaves: promotion.laterWaves,
      reviewEachUpdate: promotion.reviewEachUpdate,
      window: promotion.window
        ? {
            start: promotion.window.start,
            durationMinutes: promotion.window.durationMinutes,
            repeat: promotion.window.repeat,
          }
        : null,
    },
  };
}
