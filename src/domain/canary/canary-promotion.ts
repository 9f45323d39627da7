import * as v from 'valibot';
import { ApprovalWindowSchema, parseJson, windowPhase } from '../pool/maintenance-window';
import { approvePatch, type PatchOperation } from '../pool/rollout-patch';
import { scheduleApprovalPatch } from '../pool/window-patch';

/**
 * How the parent is promoted, as the admin chose it in the review of "Canary first" (issue 45,
 * points 1 and 2): the gate's policy and the window chosen there apply to the promotion, so that
 * Promote decides nothing again. Recorded on the canary pool as one JSON value.
 */
export const CANARY_PROMOTION_ANNOTATION = 'os-updates.openshift.io/canary-promotion';

/**
 * - `by-hand`: the rest wait for Promote on the pool's card (or `oc` / a pipeline).
 * - `when-healthy`: the OS update controller promotes once every canary machine is updated and
 *   Ready; the rest then go as the parent's `maxUnavailable` says.
 */
export type LaterWaves = 'by-hand' | 'when-healthy';

const PromotionSchema = v.object({
  laterWaves: v.picklist(['by-hand', 'when-healthy'], 'must be by-hand or when-healthy'),
  reviewEachUpdate: v.optional(v.boolean('must be true or false'), true),
  strictGate: v.optional(v.boolean('must be true or false'), false),
  window: v.optional(ApprovalWindowSchema),
});

export type CanaryPromotion = v.InferOutput<typeof PromotionSchema>;

/** A canary made before the choice was recorded: promoted by hand, the parent kept under the gate. */
export const DEFAULT_PROMOTION: CanaryPromotion = { laterWaves: 'by-hand', reviewEachUpdate: true, strictGate: false };

export const promotionAnnotationValue = (promotion: CanaryPromotion): string => JSON.stringify(promotion);

/** The recorded promotion; an error names what is wrong with it (nothing is then promoted). */
export function readCanaryPromotion(text: string | undefined): CanaryPromotion | { readonly error: string } {
  if (text === undefined) return DEFAULT_PROMOTION;
  const parsed = parseJson(PromotionSchema, text, CANARY_PROMOTION_ANNOTATION);
  return 'value' in parsed ? parsed.value : parsed;
}

/** Whether the promotion's window is still to come (or open) at `now`; a one-time window past is over. */
export const promotionWindowAhead = (promotion: CanaryPromotion, now: number): boolean =>
  promotion.window !== undefined && windowPhase(promotion.window, now).phase !== 'over';

/**
 * The parent's promotion, for exactly the reviewed target: approved now, or for the window the
 * review chose while it is still to come. Each applies only while the parent is paused and
 * still targets the reviewed config (the patches' `test`s).
 */
export function promotionPatch(
  promotion: CanaryPromotion,
  reviewedTarget: string,
  annotations: Readonly<Record<string, string>> | undefined,
  now: number,
): PatchOperation[] {
  const { reviewEachUpdate } = promotion;
  const strictGate = reviewEachUpdate && promotion.strictGate;
  if (promotion.window && promotionWindowAhead(promotion, now))
    return scheduleApprovalPatch(
      { ...promotion.window, target: reviewedTarget, reviewEachUpdate, strictGate },
      annotations,
    );
  return approvePatch({ reviewedTarget, annotations, reviewEachUpdate, strictGate });
}
