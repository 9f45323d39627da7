import { pointerSegment, type PatchOperation } from '../pool/rollout-patch';
import { GATE_ANNOTATION, REVIEW_EACH_UPDATE, STRICT_GATE_ANNOTATION } from '../pool/gate-annotations';

/**
 * The parent's patch when "Canary first" is confirmed: only while it is still held on the
 * reviewed target, it is put under the gate ("review every OS update", strict if chosen), so
 * that the API server's policies refuse other hands' unpauses (the console's Resume and
 * "Full update") while the canary runs; nothing else of it changes until Promote.
 */
export function parentHoldPatch(
  reviewedTarget: string,
  annotations: Readonly<Record<string, string>> | undefined,
  strictGate: boolean,
): PatchOperation[] {
  const guard: PatchOperation[] = [
    { op: 'test', path: '/spec/paused', value: true },
    { op: 'test', path: '/spec/configuration/name', value: reviewedTarget },
  ];
  const gate = { [GATE_ANNOTATION]: REVIEW_EACH_UPDATE, ...(strictGate ? { [STRICT_GATE_ANNOTATION]: 'true' } : {}) };
  if (annotations === undefined) return [...guard, { op: 'add', path: '/metadata/annotations', value: gate }];
  return [
    ...guard,
    ...Object.entries(gate).map(([key, value]): PatchOperation => ({
      op: 'add',
      path: `/metadata/annotations/${pointerSegment(key)}`,
      value,
    })),
  ];
}
