import { ExpandableSection, Skeleton, Stack, StackItem } from '@patternfly/react-core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageDiff } from '../../domain/package-diff';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { I18N_NAMESPACE } from '../i18n';
import { Advisories } from './Advisories';
import { DiffCounts } from './DiffCounts';
import type { ConfigChangeExport } from './export-diff';
import { readDiffFilter } from './diff-url-state';
import { useNumberFormat } from '../hooks/use-number-format';

// The toolbar and the table load when the packages are first shown: a first visit shows the
// counts only, on every card.
const PackagesOfDiff = lazy(() => import('./PackagesOfDiff').then((m) => ({ default: m.PackagesOfDiff })));

export interface PackageDiffPanelProps {
  readonly pool: string;
  readonly diff: PackageDiff;
  readonly current: ReleaseInfo;
  readonly target: ReleaseInfo;
  /** Reads the config change of the same move, for the JSON and Markdown exports. */
  readonly configChange?: () => Promise<ConfigChangeExport>;
  /**
   * The counts at once, the packages (filter, search, sort, export) only when asked for, or
   * when the URL already filters them (a shared link opens on what it names).
   */
  readonly collapsible?: boolean;
}

/** One pool's package diff: counts, filter, search, sortable virtualised table, export. */
export function PackageDiffPanel({ collapsible = false, ...props }: PackageDiffPanelProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const format = useNumberFormat();
  // Open from the start when the URL already filters these packages (the table keeps the filter).
  const [open, setOpen] = useState(() => {
    const filter = readDiffFilter(window.location.search, props.pool);
    return !collapsible || filter.kinds.size > 0 || filter.search !== '' || filter.sort !== undefined;
  });
  const { counts } = props.diff;
  const changed = counts.upgraded + counts.downgraded + counts.added + counts.removed;
  return (
    <Stack hasGutter>
      <StackItem>
        <DiffCounts counts={counts} />
      </StackItem>
      {collapsible ? (
        <StackItem>
          <ExpandableSection
            toggleText={
              open
                ? t('Hide the package changes')
                : t('Show the package changes ({{formatted}})', { count: changed, formatted: format(changed) })
            }
            isExpanded={open}
            onToggle={(_e, expanded) => setOpen(expanded)}
          >
            {open ? <Packages {...props} /> : null}
          </ExpandableSection>
        </StackItem>
      ) : (
        <Packages {...props} />
      )}
      <StackItem>
        <Advisories advisories={props.target.advisories} />
      </StackItem>
    </Stack>
  );
}

function Packages(props: PackageDiffPanelProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Suspense fallback={<Skeleton height="12rem" screenreaderText={t('Loading the package changes')} />}>
      <PackagesOfDiff {...props} />
    </Suspense>
  );
}
