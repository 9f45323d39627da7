import { Alert, Label, List, ListItem, Skeleton, Stack } from '@patternfly/react-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { budgetOf, type FiringAlert } from '../../domain/preflight/firing-alerts';
import { firingForPool } from '../../domain/preflight/pool-glance';
import type { Silence } from '../../domain/preflight/silences';
import { AlertsForbiddenError } from '../../k8s/preflight';
import { I18N_NAMESPACE } from '../i18n';

const SEVERITY_COLOR: Record<string, 'red' | 'orange' | 'blue' | 'grey'> = {
  critical: 'red',
  warning: 'orange',
  info: 'blue',
};

/**
 * The firing alerts worth a look before approving: update prechecks, critical ones, those
 * about machine-config, nodes or these machines, each with its summary. Nothing waits on
 * them; a cluster where they cannot be read says so.
 */
export function FiringAlertsPart({
  alerts,
  silences,
  machines,
  budgets,
}: {
  alerts: UseQueryResult<FiringAlert[]>;
  /** Unread or unreadable: every firing alert is shown. */
  silences?: readonly Silence[];
  machines: readonly string[];
  /** The budgets over pods of these machines (`namespace/name`); unknown: every budget alert is shown. */
  budgets?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (alerts.isPending) return <Skeleton screenreaderText={t('Reading the firing alerts')} />;
  if (alerts.isError)
    return alerts.error instanceof AlertsForbiddenError ? (
      <Alert
        isInline
        isPlain
        variant="info"
        data-test="preflight-alerts-forbidden"
        title={t('The alerts cannot be read')}
      >
        {t(
          'Your user may not read the cluster’s alerts (it needs the cluster-monitoring-view role): look at Observe → Alerting, or ask someone who can, before approving.',
        )}
      </Alert>
    ) : (
      <Alert
        isInline
        isPlain
        variant="warning"
        data-test="preflight-alerts-error"
        title={t('The alerts could not be read')}
      >
        {alerts.error.message}
      </Alert>
    );
  const open = firingForPool(alerts.data, new Set(machines), budgets, silences ?? []);
  const shown = open.alerts;
  const silenced =
    open.silenced > 0 ? (
      <span data-test="preflight-silenced">
        {t('{{count}} silenced alerts are left out.', { count: open.silenced })}
      </span>
    ) : null;
  if (shown.length === 0)
    return (
      <Stack>
        <span data-test="preflight-no-alerts">
          {t('No firing alerts about updates, machine-config, nodes or these machines, and none critical.')}
        </span>
        {silenced}
      </Stack>
    );
  return (
    <Stack>
      <List isPlain aria-label={t('Firing alerts')} data-test="preflight-alerts">
        {shown.map((a) => (
          <ListItem
            key={`${a.name}/${budgetOf(a) ?? a.namespace ?? ''}/${a.node ?? ''}/${a.summary ?? ''}`}
            data-test="preflight-alert"
            data-alert={a.name}
          >
            <Label isCompact color={SEVERITY_COLOR[a.severity] ?? 'grey'}>
              {a.severity}
            </Label>{' '}
            <strong>{a.name}</strong>
            {a.precheck ? <> ({t('an update precheck')})</> : null}
            {budgetOf(a) || a.namespace || a.node ? (
              <> · {[budgetOf(a) ?? a.namespace, a.node].filter(Boolean).join(' · ')}</>
            ) : null}
            {a.summary ? <>: {a.summary}</> : null}
          </ListItem>
        ))}
      </List>
      {silenced}
    </Stack>
  );
}
