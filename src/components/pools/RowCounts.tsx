import type { ChangeKind, PackageDiff } from '../../domain/package-diff';
import { dataTest } from '../data-test';
import { useChangeKindLabels } from '../diff/change-kind-labels';
import { useNumberFormat } from '../hooks/use-number-format';
import { useDetailStyles } from '../use-detail-styles';

const KINDS: readonly ChangeKind[] = ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'];

/**
 * The diff counts of one table row, as plain text ("Upgraded 24 · Downgraded 0 · …"): the same
 * ids as the card's labels, at a fraction of the elements (200 rows of labels were most of the
 * page). Downgrades stand out when there are any.
 */
export function RowCounts({ diff }: { diff: PackageDiff }) {
  useDetailStyles();
  const labels = useChangeKindLabels();
  const format = useNumberFormat();
  return (
    <span className="os-update-plugin__row-counts">
      {KINDS.map((kind, i) => (
        <span
          key={kind}
          className={
            kind === 'downgraded' && diff.counts[kind] > 0 ? 'os-update-plugin__row-counts--danger' : undefined
          }
        >
          {i > 0 ? ' · ' : ''}
          {labels[kind]} <span data-test={dataTest.diffCount(kind)}>{format(diff.counts[kind])}</span>
        </span>
      ))}
    </span>
  );
}
