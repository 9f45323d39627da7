import {
  APPROVED_CONFIG_ANNOTATION,
  APPROVED_IMAGE_ANNOTATION,
  GATE_ANNOTATION,
  RELEASED_WITHOUT_REVIEW_ANNOTATION,
  REVIEW_EACH_UPDATE,
  STRICT_GATE_ANNOTATION,
} from './gate-annotations';
import type { PoolFacts } from './pool-state';
import { MAINTENANCE_WINDOW_ANNOTATION, WINDOW_STATUS_ANNOTATION } from './window-annotations';

/** A MachineConfigPool as far as its facts go, whoever read it (the console SDK or a controller). */
export interface MachineConfigPoolLike {
  readonly metadata?: { readonly name?: string; readonly annotations?: Readonly<Record<string, string>> };
  readonly spec?: { readonly paused?: boolean; readonly configuration?: { readonly name?: string } };
  readonly status?: {
    readonly configuration?: { readonly name?: string };
    readonly machineCount?: number;
    readonly updatedMachineCount?: number;
    readonly conditions?: readonly {
      readonly type: string;
      readonly status: string;
      readonly reason?: string;
      readonly message?: string;
      readonly lastTransitionTime?: string;
    }[];
  };
}

/** Whether the pool's admin chose "review every OS update" (its gate annotation). */
export const reviewsEachUpdate = (pool: MachineConfigPoolLike): boolean =>
  pool.metadata?.annotations?.[GATE_ANNOTATION] === REVIEW_EACH_UPDATE;

/** Reads a MachineConfigPool into the facts the pure pool state and the gate keeper need. */
export function readPoolFacts(pool: MachineConfigPoolLike): PoolFacts {
  const annotations = pool.metadata?.annotations;
  return {
    name: pool.metadata?.name ?? '',
    paused: pool.spec?.paused === true,
    currentConfig: pool.status?.configuration?.name || undefined,
    targetConfig: pool.spec?.configuration?.name || undefined,
    conditions: new Map((pool.status?.conditions ?? []).map((c) => [c.type, c])),
    machineCount: pool.status?.machineCount,
    updatedMachineCount: pool.status?.updatedMachineCount,
    approvedConfig: annotations?.[APPROVED_CONFIG_ANNOTATION] || undefined,
    approvedImage: annotations?.[APPROVED_IMAGE_ANNOTATION] || undefined,
    reviewEachUpdate: reviewsEachUpdate(pool),
    strictGate: annotations?.[STRICT_GATE_ANNOTATION] === 'true',
    releasedWithoutReview: annotations?.[RELEASED_WITHOUT_REVIEW_ANNOTATION] || undefined,
    maintenanceWindow: annotations?.[MAINTENANCE_WINDOW_ANNOTATION] || undefined,
    windowStatus: annotations?.[WINDOW_STATUS_ANNOTATION] || undefined,
  };
}
