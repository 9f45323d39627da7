import { Alert, List, ListItem, Stack } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { DrainBlockers, UnavailableReason } from '../../domain/preflight/drain-blockers';
import type { BudgetsUnread } from '../../domain/preflight/read-preflight';
import { useNumberFormat } from '../hooks/use-number-format';
import { I18N_NAMESPACE } from '../i18n';

interface DrainBlockersPartProps {
  readonly drain: DrainBlockers;
  readonly atOnce: number;
  /** The budgets' read that failed: what holds the drain is then unknown, not nothing. */
  readonly unread?: BudgetsUnread;
}

/**
 * What will hold the drain: each budget that allows no disruption over the pool's pods
 * (which pods, on which machines), and the machines unavailable already, which use up
 * `maxUnavailable` before the rollout starts.
 */
export function DrainBlockersPart({ drain, atOnce, unread }: DrainBlockersPartProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  const reasonText: Record<UnavailableReason, string> = {
    'not-ready': t('not ready'),
    'disk-pressure': t('disk pressure'),
    'network-unavailable': t('network unavailable'),
    unschedulable: t('cordoned'),
    updating: t('still updating'),
  };
  const unreadAlert = unread ? (
    <Alert
      isInline
      isPlain
      variant="warning"
      data-test="preflight-budgets-unread"
      title={
        unread.read === 'budgets'
          ? t('The PodDisruptionBudgets could not be read: whether one will hold the drain is not known')
          : t('The pods of the budget {{budget}} could not be read: whether it will hold the drain is not known', {
              budget: `${unread.namespace}/${unread.name}`,
            })
      }
    >
      {unread.message}
    </Alert>
  ) : null;
  if (!unread && drain.blockers.length === 0 && drain.unavailable.length === 0)
    return (
      <Alert isInline isPlain variant="success" data-test="preflight-no-blockers" title={t('Nothing holds the drain')}>
        {t('No budget over the pods of these machines is at its limit, and every machine is available.')}
      </Alert>
    );
  const full = drain.unavailable.length >= atOnce;
  return (
    <Stack hasGutter>
      {unreadAlert}
      {drain.blockers.map((b) => (
        <Alert
          key={`${b.namespace}/${b.name}`}
          isInline
          isPlain
          variant="danger"
          data-test="preflight-blocker"
          data-budget={`${b.namespace}/${b.name}`}
          title={t(
            '{{count}} machines run pods of {{budget}}, whose budget allows no disruption: their drain will wait until it does',
            { count: b.nodes.length, budget: `${b.namespace}/${b.name}` },
          )}
        >
          <List isPlain aria-label={t('Pods the budget {{budget}} holds', { budget: `${b.namespace}/${b.name}` })}>
            {b.pods.map((p) => (
              <ListItem key={`${p.namespace}/${p.name}`}>
                {p.owner
                  ? t('{{pod}} ({{ownerKind}} {{owner}}) on {{node}}', {
                      pod: p.name,
                      ownerKind: p.owner.kind,
                      owner: p.owner.name,
                      node: p.node,
                    })
                  : t('{{pod}} on {{node}}', { pod: p.name, node: p.node })}
              </ListItem>
            ))}
          </List>
        </Alert>
      ))}
      {drain.unavailable.length > 0 ? (
        <Alert
          isInline
          isPlain
          variant={full ? 'danger' : 'warning'}
          data-test="preflight-unavailable"
          data-count={drain.unavailable.length}
          title={t('{{count}} machines are unavailable already', {
            count: drain.unavailable.length,
            formatted: format(drain.unavailable.length),
          })}
        >
          <Stack>
            <span>
              {full
                ? t(
                    'No machine starts until one is back: the pool updates at most {{atOnce}} at a time (maxUnavailable), and unavailable machines count against that.',
                    { atOnce: format(atOnce) },
                  )
                : t(
                    'Fewer machines update at once: the pool updates at most {{atOnce}} at a time (maxUnavailable), and unavailable machines count against that.',
                    { atOnce: format(atOnce) },
                  )}
            </span>
            <List isPlain aria-label={t('Unavailable machines')}>
              {drain.unavailable.map((m) => (
                <ListItem key={m.node}>
                  {t('{{node}}: {{reasons}}', {
                    node: m.node,
                    reasons: m.reasons.map((r) => reasonText[r]).join(', '),
                  })}
                </ListItem>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
