import { ExpandableSection, Stack, StackItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDiff } from '../../domain/package-diff';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { I18N_NAMESPACE } from '../i18n';
import { DiffCounts } from './DiffCounts';
import { PackageDiffPanel } from './PackageDiffPanel';

/**
 * A diff another page section points at (a candidate release, another OS stream): the counts
 * at once, the packages (filter, search, sort, export) only on request.
 */
export function DiffCountsThenPackages({
  id,
  diff,
  current,
  target,
}: {
  /** Keys the panel's filter in the URL. */
  id: string;
  diff: PackageDiff;
  current: ReleaseInfo;
  target: ReleaseInfo;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <Stack hasGutter>
      <StackItem>
        <DiffCounts counts={diff.counts} />
      </StackItem>
      <StackItem>
        <ExpandableSection
          toggleText={open ? t('Hide the package changes') : t('Show the package changes')}
          isExpanded={open}
          onToggle={(_e, expanded) => setOpen(expanded)}
        >
          {open ? <PackageDiffPanel pool={id} diff={diff} current={current} target={target} /> : null}
        </ExpandableSection>
      </StackItem>
    </Stack>
  );
}
