import { Alert } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/** A pool a "Full update" would release: held, and not master (the dialog unpauses worker pools). */
export const fullUpdateReleases = (view: PoolView | undefined): boolean =>
  view !== undefined && view.gate === 'held' && view.name !== 'master';

/**
 * Another hand on the gate, said once per page where a pool is held: the console's own
 * "Update cluster" dialog unpauses every paused worker pool when a full update is chosen.
 */
export function FullUpdateNote() {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Alert
      isInline
      isPlain
      variant="info"
      data-test={dataTest.fullUpdateUnpauses}
      title={t('A cluster update can release held pools')}
    >
      {t(
        'Choosing "Full update" in the console\'s Update cluster dialog unpauses every paused worker pool, and what they target then rolls out without a review here. Use "Partial update" to keep them held.',
      )}
    </Alert>
  );
}
