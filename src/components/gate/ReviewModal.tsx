import { usePools, usePoolsStaleness } from '../../k8s/watches';
import { AlertActionLink, Content, Stack, StackItem } from '@patternfly/react-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveMutation } from '../../k8s/mutations';
import { classifyPatchError, type PatchFailure } from '../../k8s/patch-errors';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { usePackageDiff } from '../hooks/use-pool-diff';
import { I18N_NAMESPACE } from '../i18n';
import { hasPackageLists, releaseInfosLoading } from '../release-info/ReleaseInfoStatusAlert';
import { useReviewDescription, useReviewTitle } from './review-heading';
import { ConfirmModal, type ModalAlert } from './ConfirmModal';
import { failureMessage } from './failure-message';
import { ReviewEachUpdateChoice } from './ReviewEachUpdateChoice';
import { ReviewSummary } from './ReviewSummary';
import { ConfigReview } from '../config/ConfigReview';
import { useConfigReview } from '../config/use-config-review';
import { ConfirmBlocked } from './ConfirmBlocked';
import { useConfirmBlocker } from './use-confirm-blocker';
import { useWindowProblemText } from '../window/window-problem-text';
import { controlPlaneAlert, imageName } from './review-notices';
import { RolloutWhenChoice } from '../window/RolloutWhenChoice';
import { useRolloutWhen } from '../window/use-rollout-when';
import { useApprovedMessage } from './use-approved-message';
import { preflightQuery } from '../../k8s/preflight';
import { PreflightReview } from '../preflight/PreflightReview';
import { usePreflightVerdict } from '../preflight/use-preflight-verdict';
import { VerdictLine, VerdictNote } from '../preflight/VerdictLine';
import { useQuery } from '@tanstack/react-query';
import { ReviewAcknowledgements, type Acknowledgements } from './ReviewAcknowledgements';
import { CanaryChoice, type RolloutScope } from '../canary/CanaryChoice';
import { useCanaryScope } from '../canary/use-canary-scope';

interface ReviewModalProps {
  readonly view: PoolView;
  readonly onClose: () => void;
  readonly onApproved: (message: string) => void;
}

/**
 * The review before a roll-out, bound to the target it opened with: if the pool's target
 * moves while it is open, it keeps showing what was reviewed and says so; the admin
 * approves what is shown here and no other (the patch tests that the pool still targets
 * it). After a refusal because the target moved, the pools and release infos are read
 * again and the review moves on to the new target, for a fresh decision.
 */
export function ReviewModal({ view, onClose, onApproved }: ReviewModalProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const reviewTitle = useReviewTitle();
  const reviewDescription = useReviewDescription();
  const approve = useApproveMutation();
  const pools = usePools();
  const staleness = usePoolsStaleness();
  // Bound to the target config, and in image mode to its built image too (`targetKey`).
  const [boundKey, setBoundKey] = useState(view.targetKey);
  const snapshot = useRef(view);
  if (view.targetKey === boundKey) snapshot.current = view;
  const shown = snapshot.current;
  const boundTarget = shown.target.config;
  const moved = view.targetKey !== boundKey;
  // Outside the sentence's options: i18next-parser does not read a t() call nested there.
  const nothing = t('nothing');
  const beingBuilt = t('an image being built');
  const [failure, setFailure] = useState<PatchFailure | undefined>();
  const [acks, setAcks] = useState<Acknowledgements>({ noConfig: false, noDiff: false, downgrades: false });
  const [scope, setScope] = useState<RolloutScope>({ kind: 'everyone' });
  const [reviewEach, setReviewEach] = useState(view.facts.reviewEachUpdate || view.name !== 'master');
  const [strictGate, setStrictGate] = useState(view.facts.strictGate === true);
  const sending = useRef(false);
  const canary = useCanaryScope(view, scope, reviewEach && strictGate);
  const { when, setWhen, now, window: scheduled, problem } = useRolloutWhen(view.facts);
  const problemText = useWindowProblemText();
  const approvedMessage = useApprovedMessage();
  const diff = usePackageDiff(shown.current, shown.target, shown.imageChanges);
  // The whole rendered config rolls out: read in full now, bound to what is shown.
  const configReview = useConfigReview(view.pool, shown.current.config, boundTarget);
  const paused = view.facts.paused;
  const preflight = useQuery(preflightQuery(view.pool));
  const verdict = usePreflightVerdict(preflight, configReview.review?.disruption.drain === true);

  const liveKey = view.targetKey;
  const reviewNewTarget = useCallback(() => {
    setBoundKey(liveKey);
    setAcks({ noConfig: false, noDiff: false, downgrades: false });
  }, [liveKey]);
  // Refused because the target moved, and still paused: the pools and release infos were
  // read again before the mutation settled; the review moves on to the new target.
  const [rebindPending, setRebindPending] = useState(false);
  const rebindAfterRefusal = rebindPending && moved && paused;
  useEffect(() => {
    if (!rebindAfterRefusal) return;
    setRebindPending(false);
    reviewNewTarget();
  }, [rebindAfterRefusal, reviewNewTarget]);

  const noDiff =
    shown.imageChanges &&
    !hasPackageLists(shown.current, shown.target) &&
    !releaseInfosLoading(shown.current, shown.target);
  const downgrades = diff?.counts.downgraded ?? 0;
  const blocker = useConfirmBlocker({
    paused,
    moved,
    degraded: view.state.kind === 'degraded',
    forbidden: failure?.kind === 'forbidden',
    stale: pools.isError || Boolean(staleness),
    loading:
      shown.loading ||
      releaseInfosLoading(shown.current, shown.target) ||
      (hasPackageLists(shown.current, shown.target) && shown.imageChanges && !diff) ||
      configReview.isPending,
    needsNoDiffAck: (noDiff && !acks.noDiff) || (Boolean(configReview.error) && !acks.noConfig),
    needsDowngradeAck: downgrades > 0 && !acks.downgrades,
  });
  const blocked = blocker ?? canary.blocked ?? canary.todo ?? (problem ? problemText[problem] : undefined);

  const confirm = async () => {
    if (sending.current || !boundTarget) return; // one click, one patch
    if (problem) return;
    const window = scheduled;
    if (scope.kind === 'canary') {
      const promotion = { laterWaves: scope.laterWaves, reviewEachUpdate: reviewEach, strictGate, window };
      return void canary.start(boundTarget, promotion, setFailure, onApproved, onClose);
    }
    sending.current = true;
    setFailure(undefined);
    try {
      const reviewedImage =
        shown.imageMode && shown.target.image
          ? { machineOSConfig: shown.imageMode.machineOSConfig, image: shown.target.image }
          : undefined;
      await approve.mutateAsync({
        pool: view.pool,
        reviewedTarget: boundTarget,
        reviewEachUpdate: reviewEach,
        strictGate: reviewEach && strictGate,
        reviewedImage,
        window,
      });
      onApproved(approvedMessage(shown, boundTarget, window));
      onClose();
    } catch (error) {
      const refused = classifyPatchError(error);
      setFailure(refused);
      setRebindPending(refused.kind === 'moved');
    } finally {
      sending.current = false;
    }
  };

  const alerts: ModalAlert[] = [];
  if (failure) {
    const alreadyApproved = failure.kind === 'moved' && paused === false;
    alerts.push({
      key: 'failure',
      variant: alreadyApproved ? 'info' : failure.kind === 'unknown' ? 'warning' : 'danger',
      ...failureMessage(t, failure, view.name, paused),
      dataTest: dataTest.approveError,
    });
  }
  if (moved && !rebindAfterRefusal) {
    alerts.push({
      key: 'moved',
      variant: 'warning',
      dataTest: dataTest.reviewTargetMoved,
      title: t('The target of {{pool}} changed while you were reviewing it', { pool: view.name }),
      body:
        view.target.config === boundTarget && view.imageMode
          ? t(
              'You reviewed the image built as {{reviewed}}; it was built again and the pool now targets {{target}}. Nothing was approved. What is shown below is what you reviewed.',
              {
                reviewed: imageName(shown.target.image, nothing),
                target: imageName(view.target.image, beingBuilt),
              },
            )
          : t(
              'You reviewed {{reviewed}}; the pool now targets {{target}}. Nothing was approved. What is shown below is what you reviewed.',
              { reviewed: boundTarget, target: view.target.config ?? nothing },
            ),
      actions: paused ? (
        <AlertActionLink onClick={reviewNewTarget}>{t('Review the new target')}</AlertActionLink>
      ) : null,
    });
  }
  if (view.name === 'master') alerts.push(controlPlaneAlert(t));
  return (
    <ConfirmModal
      id="review"
      variant="medium"
      title={reviewTitle(shown)}
      description={reviewDescription(shown, boundTarget)}
      alerts={alerts}
      confirmLabel={
        scope.kind === 'canary'
          ? t('Approve for the canary')
          : when.kind === 'window'
            ? t('Approve for the window')
            : downgrades > 0
              ? t('Approve the downgrade and roll out')
              : t('Approve and roll out')
      }
      confirmTestId={dataTest.confirmApprove}
      confirmVariant={downgrades > 0 ? 'danger' : 'primary'}
      confirmDisabled={blocked !== undefined}
      pending={approve.isPending || canary.pending}
      onConfirm={() => void confirm()}
      confirmNote={verdict.pending ? undefined : <VerdictNote verdict={verdict} />}
      cancelLabel={failure ? t('Close') : t('Cancel')}
      onClose={onClose}
    >
      <Stack hasGutter>
        <StackItem>
          <VerdictLine verdict={verdict} />
        </StackItem>
        <StackItem>
          <ReviewSummary view={shown} diff={diff} />
        </StackItem>
        <StackItem>
          <ConfigReview view={shown} result={configReview} />
        </StackItem>
        <StackItem>
          <PreflightReview preflight={preflight} drains={configReview.review?.disruption.drain === true} />
        </StackItem>
        <ReviewAcknowledgements
          asked={{ noConfig: Boolean(configReview.error), noDiff: Boolean(noDiff), downgrades }}
          value={acks}
          onChange={setAcks}
        />
        <StackItem>
          <ReviewEachUpdateChoice
            pool={view.name}
            checked={reviewEach}
            onChange={setReviewEach}
            strict={strictGate}
            onStrictChange={setStrictGate}
          />
        </StackItem>
        {canary.offered ? (
          <StackItem>
            <CanaryChoice
              pool={view.name}
              value={scope}
              onChange={setScope}
              refusal={canary.refusal}
              atOnce={view.atOnce}
              drain={preflight.data?.drain}
            />
          </StackItem>
        ) : null}
        <StackItem>
          {scope.kind === 'canary' ? (
            <Content component="p">
              {t('When {{pool}} is promoted, its other machines roll out:', { pool: view.name })}
            </Content>
          ) : null}
          <RolloutWhenChoice
            pool={view.name}
            value={when}
            onChange={setWhen}
            waves={view.wavesLeft}
            atOnce={view.atOnce}
            now={now}
            forecast={preflight.data?.forecast.kind === 'forecast' ? preflight.data.forecast.forecast : undefined}
          />
        </StackItem>
        <StackItem>
          {scope.kind === 'canary'
            ? scope.laterWaves === 'when-healthy'
              ? t(
                  'Confirming creates the pool {{pool}}-canary, held, moves the chosen machines into it and approves it for exactly {{target}}; {{pool}} stays held until every canary machine is updated and Ready, then the OS update controller approves it for the same target.',
                  { pool: view.name, target: boundTarget },
                )
              : t(
                  'Confirming creates the pool {{pool}}-canary, held, moves the chosen machines into it and approves it for exactly {{target}}; {{pool}} stays held.',
                  { pool: view.name, target: boundTarget },
                )
            : when.kind === 'window'
              ? t(
                  'Confirming keeps the pool held and records the window; at its start exactly {{target}} rolls out. If the target changes before then, nothing rolls out.',
                  { target: boundTarget },
                )
              : t(
                  'Confirming unpauses the pool so that exactly {{target}} rolls out. If the target changes before you confirm, nothing is changed.',
                  { target: boundTarget },
                )}
        </StackItem>
        {blocked && !approve.isPending ? (
          <StackItem>
            <ConfirmBlocked reason={blocked} todo={blocked === canary.todo} />
          </StackItem>
        ) : null}
      </Stack>
    </ConfirmModal>
  );
}
