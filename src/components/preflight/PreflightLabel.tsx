import { Label, Tooltip } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { preflightQuery } from '../../k8s/preflight';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/**
 * The pre-flight at a glance in a waiting pool's header: a budget that will hold its drain,
 * or machines unavailable already. Read on the pool's own tab (`read`); elsewhere shown once a
 * review has read it, so that a page of 200 pools reads no pods at load.
 */
export function PreflightLabel({ view, read }: { view: PoolView; read: boolean }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { data } = useQuery({ ...preflightQuery(view.pool), enabled: read });
  if (!data) return null;
  const [first] = data.drain.blockers;
  if (first) {
    const budgets = data.drain.blockers.map((b) => `${b.namespace}/${b.name}`).join(', ');
    return (
      <Tooltip content={t('Budgets that allow no disruption over pods of its machines: {{budgets}}', { budgets })}>
        <Label
          color="red"
          isCompact
          data-test="preflight-label"
          data-blocker={`${first.namespace}/${first.name}`}
          tabIndex={0}
        >
          {data.drain.blockers.length === 1
            ? t('Drain held by {{budget}}', { budget: `${first.namespace}/${first.name}` })
            : t('Drain held by {{budget}} and {{count}} more budgets', {
                budget: `${first.namespace}/${first.name}`,
                count: data.drain.blockers.length - 1,
              })}
        </Label>
      </Tooltip>
    );
  }
  if (data.drain.unavailable.length > 0)
    return (
      <Label color="orange" isCompact data-test="preflight-label">
        {t('{{count}} machines unavailable', { count: data.drain.unavailable.length })}
      </Label>
    );
  return null;
}
