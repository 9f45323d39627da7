import { GATE_ANNOTATION, REVIEW_EACH_UPDATE } from '../pool/gate-annotations';
import {
  CANARY_OF_ANNOTATION,
  CANARY_STOPPED_ANNOTATION,
  CANARY_TARGET_ANNOTATION,
  canaryPoolName,
  canaryRoleLabel,
} from './canary-names';
import {
  CANARY_PROMOTION_ANNOTATION,
  promotionAnnotationValue,
  readCanaryPromotion,
  type CanaryPromotion,
} from './canary-promotion';

export * from './canary-names';

/**
 * A canary, as OpenShift's documented procedure ("Performing a canary rollout update") does
 * it, held by this project's gate: a custom pool `<parent>-canary` that takes the parent's
 * MachineConfigs and its own (`machineconfiguration.openshift.io/role In [worker,
 * worker-canary]`, as the MCO's custom-machine-config-pool-selector policy requires), whose
 * node selector is the label `node-role.kubernetes.io/<parent>-canary`. The machine-config
 * controller then counts a labelled worker in the canary pool (a custom pool wins over
 * worker: pkg/helpers GetPoolsForNode). The canary pool carries the admin's decision in
 * annotations, so that the page and the in-cluster controller take the same next step.
 */
/** The machines chosen to go first, comma-separated node names. */
export const CANARY_MACHINES_ANNOTATION = 'os-updates.openshift.io/canary-machines';

export const ROLE_LABEL = 'machineconfiguration.openshift.io/role';

/** What the admin decided in the review, from which every step follows. */
export interface CanaryIntent {
  readonly parent: string;
  readonly reviewedTarget: string;
  readonly machines: readonly string[];
  /** How the parent is promoted: by hand or once the canary is healthy, with the review's gate and window. */
  readonly promotion: CanaryPromotion;
  /** When Stop was chosen (ISO time); the canary then stays where it is. */
  readonly stopped?: string;
}

/** What a canary may be started for: the reason it may not, named. */
export interface CanaryParent {
  readonly name: string;
  /** Image mode (a MachineOSConfig builds the pool's image). */
  readonly imageMode: boolean;
  readonly machineNames: readonly string[];
}

/** A Kubernetes label name part is at most 63 characters: the canary's role label names the pool. */
const MAX_LABEL_NAME = 63;

/**
 * Why a canary cannot be made of these machines of `parent`, or undefined when it can. Only
 * worker: the canary pool is a custom pool, and a machine of a custom pool that two custom
 * pools select is in neither (the MCO: "belongs to 2 custom roles"); master's machines stay
 * master's whatever a custom pool selects. Image mode is refused rather than a second
 * MachineOSConfig built unasked.
 */
export function canaryRefusal(parent: CanaryParent, machines: readonly string[]): string | undefined {
  if (parent.name === 'master')
    return 'master cannot have a canary: its machines stay in master whatever a custom pool selects';
  if (parent.name !== 'worker')
    return `${parent.name} is a custom pool: a machine that two custom pools select is in neither, so only worker can have a canary`;
  if (parent.imageMode)
    return `${parent.name} is in image mode: a canary pool needs its own MachineOSConfig, which this page does not create`;
  if (canaryPoolName(parent.name).length > MAX_LABEL_NAME)
    return `the canary's label name ${canaryPoolName(parent.name)} would be longer than ${MAX_LABEL_NAME} characters`;
  if (machines.length === 0) return 'choose at least one machine to go first';
  if (machines.length >= parent.machineNames.length)
    return `a canary of all ${parent.machineNames.length} machines is the whole pool: roll out to everyone instead`;
  const strangers = machines.filter((m) => !parent.machineNames.includes(m));
  if (strangers.length > 0) return `not machines of ${parent.name}: ${strangers.join(', ')}`;
  return undefined;
}

/**
 * The canary pool to create, held (paused, under the gate's "review every update"), so that
 * nothing rolls out before it is approved for the target its render gives, and only if that
 * has the reviewed target's content.
 */
export function canaryPoolObject(intent: CanaryIntent, maxUnavailable?: number | string): object {
  const name = canaryPoolName(intent.parent);
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: {
      name,
      labels: { [`pools.operator.machineconfiguration.openshift.io/${name}`]: '' },
      annotations: {
        [GATE_ANNOTATION]: REVIEW_EACH_UPDATE,
        [CANARY_OF_ANNOTATION]: intent.parent,
        [CANARY_TARGET_ANNOTATION]: intent.reviewedTarget,
        [CANARY_MACHINES_ANNOTATION]: intent.machines.join(','),
        [CANARY_PROMOTION_ANNOTATION]: promotionAnnotationValue(intent.promotion),
      },
    },
    spec: {
      paused: true,
      ...(maxUnavailable !== undefined ? { maxUnavailable } : {}),
      machineConfigSelector: {
        matchExpressions: [{ key: ROLE_LABEL, operator: 'In', values: [intent.parent, name] }],
      },
      nodeSelector: { matchLabels: { [canaryRoleLabel(intent.parent)]: '' } },
    },
  };
}

/** A pool's canary intent, read at the boundary; an error names the annotation that is wrong. */
export function readCanaryIntent(
  annotations: Readonly<Record<string, string>> | undefined,
): CanaryIntent | { readonly error: string } | undefined {
  const parent = annotations?.[CANARY_OF_ANNOTATION];
  if (parent === undefined) return undefined;
  const reviewedTarget = annotations?.[CANARY_TARGET_ANNOTATION] ?? '';
  const machines = (annotations?.[CANARY_MACHINES_ANNOTATION] ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  if (parent === '') return { error: `${CANARY_OF_ANNOTATION} is empty: it names the pool the canary goes before` };
  if (reviewedTarget === '')
    return { error: `${CANARY_TARGET_ANNOTATION} is missing: the reviewed target is not known` };
  if (machines.length === 0) return { error: `${CANARY_MACHINES_ANNOTATION} names no machine` };
  const promotion = readCanaryPromotion(annotations?.[CANARY_PROMOTION_ANNOTATION]);
  if ('error' in promotion) return promotion;
  const stopped = annotations?.[CANARY_STOPPED_ANNOTATION];
  return { parent, reviewedTarget, machines, promotion, ...(stopped ? { stopped } : {}) };
}
