import { Button, Label, Skeleton } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../k8s/api-errors';
import { I18N_NAMESPACE } from '../i18n';
import type { PoolConfigChange } from './use-pool-config-change';

/**
 * A pool's config change not known yet: a skeleton while it is read or computed; where the
 * controller has not summarized it, a button that works it out here (both configs are read
 * already; only the diff's code loads), and a failure says why beside the same button.
 */
export function UnknownConfigChange({
  state,
  width,
  reading,
  workOutText,
}: {
  state: PoolConfigChange;
  /** The skeleton's width: about what the known change takes. */
  width: string;
  /** What is being read, for screen readers. */
  reading: string;
  workOutText: string;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (state.isPending) return <Skeleton width={width} screenreaderText={reading} />;
  if (!state.workOut) return null;
  return (
    <span data-test="work-out-config-change">
      <Button variant="link" isInline onClick={state.workOut}>
        {workOutText}
      </Button>
      {state.error ? (
        <>
          {' '}
          <Label isCompact status="danger">
            {t('Could not be worked out: {{reason}}', { reason: errorMessageOf(state.error) })}
          </Label>
        </>
      ) : null}
    </span>
  );
}
