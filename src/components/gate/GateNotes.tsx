import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import { joinsUnreviewed, releasedWithoutReview } from './gate-notes-shown';
import { useControllerHealth } from '../hooks/use-controller-health';
import { useGateEnforcement } from '../../k8s/admission-policies';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { renderHeldByGate } from '../../domain/pool/pool-state';

const when = (iso: string | undefined, language: string): string | undefined => {
  const time = iso ? new Date(iso) : undefined;
  return time && !Number.isNaN(time.getTime())
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time)
    : undefined;
};

/**
 * What the gate means for this pool beyond its label: an approved rollout that finished,
 * an OS image nobody approved, and a "review each update" policy that nothing enforces yet.
 */
export function GateNotes({ view }: { view: PoolView }) {
  const { t, i18n } = useTranslation(I18N_NAMESPACE);
  const controller = useControllerHealth();
  const { facts } = view;
  const notes = [];
  const heldByApiServer = useGateEnforcement(facts.reviewEachUpdate === true)?.kind === 'api-server';
  // Open, under the gate, its target not approved: the API server refuses it to the machines.
  const waiting =
    heldByApiServer &&
    !facts.paused &&
    facts.targetConfig !== undefined &&
    facts.targetConfig !== facts.approvedConfig &&
    facts.targetConfig !== facts.currentConfig;
  // Who holds the pool's "review every OS update" policy: the controller, the API server, or nothing.
  const enforced = controller === 'running';
  const policy = enforced
    ? { title: t('Set to review every OS update: the OS update controller holds this pool again after the rollout') }
    : heldByApiServer
      ? {
          title: t('Set to review every OS update: the API server holds the next OS update for review'),
          body: t(
            'The OS update controller is not running, so the pool stays open after this rollout, but no machine gets a target that was not approved here.',
          ),
        }
      : {
          title: t('Set to review every OS update, but nothing holds this pool again yet'),
          body:
            view.gate === 'rolling-out'
              ? t(
                  'After this rollout the pool stays open and the next OS update rolls out unreviewed: hold it once the rollout is done.',
                )
              : t('The pool is open: the next OS update rolls out unreviewed. Hold updates to review it first.'),
        };
  if (waiting)
    notes.push(
      <Alert key="waiting" isInline variant="warning" data-test="waits-for-review" title={t('Waits for review')}>
        {t(
          'This pool is open, but its target {{target}} was not approved here: the API server refuses it to the machines, which keep their config. Review and approve it to roll it out, or hold the pool.',
          { target: facts.targetConfig },
        )}{' '}
        {t(
          'Meanwhile the machine-config operator keeps trying: its MachineConfigNodes name {{target}} and it taints the machines UpdateInProgress (PreferNoSchedule).',
          { target: facts.targetConfig },
        )}
        {facts.name === 'master'
          ? ` ${t('While master waits, a cluster upgrade waits at the machine-config operator too.')}`
          : ''}
      </Alert>,
    );
  if (renderHeldByGate(facts))
    notes.push(
      <Alert
        key="render-held"
        isInline
        variant="info"
        data-test="render-held-by-gate"
        title={t('A newer config waits for this rollout to finish')}
      >
        {t(
          'The machine-config operator rendered a new config for {{pool}}, but the API server keeps the pool on the approved {{approved}} while it rolls out (the pool reports RenderDegraded meanwhile). Once the rollout is done and the pool is held again, the new config renders and waits for your review.',
          { pool: facts.name, approved: facts.approvedConfig },
        )}
      </Alert>,
    );
  if (joinsUnreviewed(facts))
    notes.push(
      <Alert
        key="join"
        isInline
        variant="warning"
        data-test="joins-unreviewed"
        title={t('A machine that joins boots {{target}}, not reviewed', { target: facts.targetConfig })}
      >
        {t(
          "This pool has no machines yet, so the machine-config server serves a machine that joins it the pool's target, before anything the API server could refuse. Review {{target}} before you add machines; the OS update controller reports a machine that joined on a config nobody approved.",
          { target: facts.targetConfig },
        )}
      </Alert>,
    );
  if (releasedWithoutReview(view))
    notes.push(
      <Alert
        key="released"
        isInline
        variant="warning"
        data-test={dataTest.releasedWithoutReview}
        title={t('Released without review')}
      >
        {t(
          "Someone unpaused this pool while its target {{target}} was not approved here (the console's Resume updates or Update cluster, or a patch): it rolls out unreviewed. Hold it to stop the machines that have not started.",
          { target: facts.targetConfig },
        )}
      </Alert>,
    );
  if (view.rolledOutWithoutReview)
    notes.push(
      <Alert
        key="unreviewed"
        isInline
        variant="warning"
        data-test={dataTest.rolledOutWithoutReview}
        title={t('Rolled out without review')}
      >
        {t(
          'This pool runs {{current}}, whose OS image differs from the one approved here ({{approved}}): it rolled out while the pool was open.',
          { current: facts.currentConfig, approved: facts.approvedConfig },
        )}
      </Alert>,
    );
  if (view.state.kind === 'up-to-date' && facts.approvedConfig && facts.approvedConfig === facts.currentConfig) {
    const finished = when(facts.conditions.get('Updated')?.lastTransitionTime, i18n.language);
    const version = view.current.releaseInfo?.ostreeVersion ?? facts.currentConfig;
    notes.push(
      <Alert
        key="complete"
        isInline
        isPlain
        variant="success"
        data-test={dataTest.rolloutComplete}
        title={
          finished
            ? t('The approved update is applied: {{version}} ({{config}}), finished {{finished}}', {
                version,
                config: facts.currentConfig,
                finished,
              })
            : t('The approved update is applied: {{version}} ({{config}})', { version, config: facts.currentConfig })
        }
      />,
    );
  }
  if (facts.reviewEachUpdate && view.gate !== 'held' && !waiting)
    notes.push(
      <Alert key="policy" isInline isPlain variant="info" data-test="gate-policy" title={policy.title}>
        {policy.body}
      </Alert>,
    );
  return <>{notes}</>;
}
