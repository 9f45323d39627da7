import { ArrowCircleUpIcon, SyncAltIcon } from '../icons';
import { Label } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { PackageDiff } from '../../domain/package-diff';
import type { PoolState } from '../../domain/pool/pool-state';
import { dataTest } from '../data-test';
import { I18N_NAMESPACE } from '../i18n';

/** What the package diff says about the direction of an update, once it is known. */
export type UpdateDirection = 'update' | 'with-downgrades' | 'downgrade';

export function updateDirection(diff: PackageDiff | undefined): UpdateDirection {
  if (!diff || diff.counts.downgraded === 0) return 'update';
  return diff.counts.downgraded > diff.counts.upgraded ? 'downgrade' : 'with-downgrades';
}

function AwaitingLabel({ direction, downgrades }: { direction: UpdateDirection; downgrades: number }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const common = { 'data-test': dataTest.poolState, 'data-state': 'awaiting-approval', 'data-direction': direction };
  if (direction === 'downgrade')
    return (
      <Label {...common} status="danger">
        {t('Downgrade available, awaiting approval')}
      </Label>
    );
  if (direction === 'with-downgrades')
    return (
      <Label {...common} status="warning">
        {t('Update with {{count}} downgrades, awaiting approval', { count: downgrades })}
      </Label>
    );
  return (
    <Label {...common} color="blue" icon={<ArrowCircleUpIcon />}>
      {t('Update available, awaiting approval')}
    </Label>
  );
}

/** The pool's state as a label; `data-state` carries the machine-readable kind. */
export function PoolStateLabel({ state, diff }: { state: PoolState; diff?: PackageDiff }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const common = { 'data-test': dataTest.poolState, 'data-state': state.kind };
  switch (state.kind) {
    case 'up-to-date':
      return (
        <Label {...common} status="success">
          {t('Up to date')}
        </Label>
      );
    case 'awaiting-approval':
      return <AwaitingLabel direction={updateDirection(diff)} downgrades={diff?.counts.downgraded ?? 0} />;
    case 'config-only':
      return (
        // Waiting like an OS update (its icon), grey: the OS image stays.
        <Label {...common} color="grey" icon={<ArrowCircleUpIcon />}>
          {t('Config change awaiting approval (same OS image)')}
        </Label>
      );
    case 'updating':
      // The console's own icon for "Updating" (its Status component), not in-progress (a machine at work).
      if (state.canary !== undefined)
        return (
          <Label {...common} color="blue" icon={<SyncAltIcon />} data-canary={state.canary}>
            {t('Approved: canary {{canary}} updates first', { canary: state.canary })}
          </Label>
        );
      return (
        <Label {...common} color="blue" icon={<SyncAltIcon />}>
          {t('Updating')}
        </Label>
      );
    case 'degraded':
      return (
        <Label {...common} status="danger">
          {t('Degraded')}
        </Label>
      );
    case 'unknown':
      return (
        // Grey and plain: nothing is known to show (PatternFly's unknown icon would add 0.7 KB to every visit).
        <Label {...common} color="grey">
          {t('Unknown')}
        </Label>
      );
  }
}
