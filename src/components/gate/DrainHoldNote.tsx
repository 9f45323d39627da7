import { Label, Tooltip } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { drainHoldQuery } from '../../k8s/preflight';
import { I18N_NAMESPACE } from '../i18n';

/**
 * What holds a draining machine, beside its step: the budgets that allow no disruption over
 * its pods, read while it drains. Nothing while none holds it (the drain is just running) or
 * the read failed (the step still says draining).
 */
export function DrainHoldNote({ node }: { node: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const { data } = useQuery(drainHoldQuery(node));
  const [first] = data ?? [];
  if (!data || !first) return null;
  const budgets = data.map((b) => `${b.namespace}/${b.name}`);
  const pods = data.flatMap((b) => b.pods.map((p) => `${p.namespace}/${p.name}`));
  return (
    <Tooltip
      content={t(
        'Its drain waits: {{budgets}} allows no disruption to {{pods}} on this machine. The drain controller retries the eviction until the budget allows one.',
        { budgets: budgets.join(', '), pods: pods.join(', ') },
      )}
    >
      <Label isCompact color="red" tabIndex={0} data-test="drain-held-by" data-budgets={budgets.join(' ')}>
        {data.length === 1
          ? t('Held by {{budget}}', { budget: budgets[0] })
          : t('Held by {{budget}} and {{count}} more budgets', { budget: budgets[0], count: data.length - 1 })}
      </Label>
    </Tooltip>
  );
}
