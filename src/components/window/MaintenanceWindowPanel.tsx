import { Alert, AlertActionLink, Content, Stack, StackItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import {
  MINUTES_PER_WAVE,
  readWindow,
  readWindowStatus,
  windowPhase,
  windowsNeeded,
  type MaintenanceWindow,
} from '../../domain/pool/maintenance-window';
import { usePoolPatchAccess } from '../../k8s/access';
import { useCancelWindowMutation } from '../../k8s/mutations';
import { classifyPatchError } from '../../k8s/patch-errors';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { useClusterNow, useTimeFormat } from './use-time-format';
import { useControllerHealth } from '../hooks/use-controller-health';

export type WindowPanelPhase = 'waiting' | 'open' | 'ended' | 'refused' | 'passed' | 'released' | 'invalid';

/** The phase the page shows: what the controller recorded for this occurrence, else the schedule. */
function panelPhase(view: PoolView, window: MaintenanceWindow, now: number): WindowPanelPhase {
  const status = readWindowStatus(view.facts);
  const next = windowPhase(window, now);
  if (status?.phase === 'open' || status?.phase === 'refused') return status.phase;
  // Another hand unpaused it before its window (the controller marked it).
  if (!view.facts.paused && view.facts.releasedWithoutReview === view.facts.targetConfig) return 'released';
  if (status?.phase === 'ended' && (window.repeat === 'once' || next.phase !== 'open')) return 'ended';
  return next.phase === 'over' ? 'passed' : 'waiting';
}

/**
 * A pool approved for a maintenance window: when, in the admin's time zone and in UTC, a
 * countdown, what is left and how many windows that needs at the pool's pace; what the
 * controller did at the window's start and end; cancel it (changing it is the review again).
 */
export function MaintenanceWindowPanel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const now = useClusterNow(15_000);
  const time = useTimeFormat();
  const [mayPatch] = usePoolPatchAccess();
  const cancel = useCancelWindowMutation();
  const controller = useControllerHealth();
  const recorded = readWindow(view.facts);
  if (!recorded) return null;
  if ('error' in recorded.parsed)
    return (
      <Alert
        isInline
        variant="danger"
        data-test="pool-window"
        data-phase="invalid"
        title={t('The maintenance window cannot be read')}
      >
        {t('{{error}}. The OS update controller opens no window for this pool until it is approved again.', {
          error: recorded.parsed.error,
        })}
      </Alert>
    );
  const window = recorded.parsed.value;
  const phase = panelPhase(view, window, now);
  const status = readWindowStatus(view.facts);
  const next = windowPhase(window, now);
  const start = status && phase !== 'waiting' ? Date.parse(status.start) : next.start;
  const end = status && phase !== 'waiting' ? Date.parse(status.end) : next.end;
  const left = view.machineCount - view.updatedMachineCount;
  const needed = windowsNeeded(view.wavesLeft, window.durationMinutes);
  const span = t('{{start}} to {{end}} ({{zone}}; {{utcStart}} to {{utcEnd}})', {
    start: time.local(start),
    end: time.local(end),
    zone: window.timeZone ?? 'UTC',
    utcStart: time.utc(start),
    utcEnd: time.utc(end),
  });
  const titles: Record<WindowPanelPhase, string> = {
    waiting: t('Approved for a maintenance window: starts {{when}}', { when: time.fromNow(start, now) }),
    open: t('Maintenance window open: rolling out, ends {{when}}', { when: time.fromNow(end, now) }),
    ended: t('Maintenance window ended with {{count}} machines left', { count: status?.machinesLeft ?? left }),
    refused: t('The maintenance window did not open'),
    passed: t('The maintenance window has passed'),
    released: t('Released before its maintenance window: rolling out now'),
    invalid: '',
  };
  const variant =
    phase === 'refused' || phase === 'passed' || phase === 'released'
      ? 'warning'
      : phase === 'open'
        ? 'success'
        : 'info';
  const failure = cancel.error ? classifyPatchError(cancel.error) : undefined;
  return (
    <Alert
      isInline
      variant={variant}
      data-test="pool-window"
      data-phase={phase}
      title={titles[phase]}
      actionLinks={
        mayPatch && phase !== 'open' ? (
          <AlertActionLink
            data-test="cancel-window"
            isDisabled={cancel.isPending}
            onClick={() => cancel.mutate({ pool: view.pool, shown: recorded.text })}
          >
            {t('Cancel the window')}
          </AlertActionLink>
        ) : undefined
      }
    >
      <Stack>
        <StackItem data-test="window-when">
          {window.repeat === 'weekly' ? t('Every week: {{span}}', { span }) : t('Once: {{span}}', { span })}
        </StackItem>
        <StackItem data-test="window-target">{t('Approved target: {{target}}', { target: window.target })}</StackItem>
        {phase === 'refused' && status?.message ? (
          <StackItem data-test="window-refused">{status.message}</StackItem>
        ) : null}
        {left > 0 && phase !== 'refused' ? (
          <StackItem data-test="window-machines-left">
            {t('{{left}} of {{total}} machines left to update.', { left, total: view.machineCount })}
            {needed > 1
              ? ` ${t(
                  'At about {{minutes}} minutes a wave, {{atOnce}} at a time, that needs about {{count}} windows of this length.',
                  { count: needed, atOnce: view.atOnce, minutes: MINUTES_PER_WAVE },
                )}`
              : ''}
          </StackItem>
        ) : null}
        {controller !== 'running' && (phase === 'waiting' || phase === 'ended') ? (
          <StackItem data-test="window-no-controller">
            {t('The OS update controller is not running: nothing opens this window until it runs again.')}
          </StackItem>
        ) : null}
        {phase === 'ended' && window.repeat === 'once' ? (
          <StackItem>
            <Content component="small">
              {t('It was a one-time window: review and approve again for the rest, now or in another window.')}
            </Content>
          </StackItem>
        ) : null}
        {failure ? (
          <StackItem data-test="cancel-window-error">
            {t('The window was not cancelled: {{message}}', { message: failure.message })}
          </StackItem>
        ) : null}
      </Stack>
    </Alert>
  );
}
