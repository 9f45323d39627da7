import { Alert, Stack, StackItem } from '@patternfly/react-core';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffView, type RowFixes, type DiffColumn, type SortDirection } from '../../domain/diff-view';
import { allRows, type PackageChange } from '../../domain/package-diff';
import { changelogKey, cvesOf } from '../../domain/rpmdb/pair-changelogs';
import { worstSeverity } from '../../domain/advisories/severity';
import { changelogsQuery } from '../../k8s/queries';
import { usePairAdvisories } from '../advisories/use-pair-advisories';
import { useQuery } from '@tanstack/react-query';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { I18N_NAMESPACE } from '../i18n';
import { DiffNoRows } from './DiffNoRows';
import { DiffTable } from './DiffTable';
import { DiffToolbar } from './DiffToolbar';
import { shownKinds } from './diff-url-state';
import { downloadText, exportFileName, type ExportFormat } from './download-file';
import type { ConfigChangeExport } from './export-diff';
import type { PackageDiffPanelProps } from './PackageDiffPanel';
import { useDiffFilter } from './use-diff-filter';

// Said only while a move has no changelogs: not part of a first visit once they are published.
const NoChangelogs = lazy(() => import('../changelog/WhyUpdate').then((m) => ({ default: m.NoChangelogs })));

const imageSubject = (info: ReleaseInfo) => ({
  osImageUrl: info.osImageUrl,
  ostreeVersion: info.ostreeVersion,
  releaseVersion: info.releaseVersion,
  arch: info.arch,
});

const SERIOUS_FIRST = { column: 'fixes', direction: 'desc' } as const;

/** The rows of a diff: toolbar (filter, search, export), the table, the image's advisories. */
export function PackagesOfDiff({ pool, diff, current, target, configChange }: PackageDiffPanelProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [filter, setFilter] = useDiffFilter(pool);
  const { search } = filter;
  const kinds = shownKinds(filter.kinds);
  const deferredSearch = useDeferredValue(search);
  // Unchanged rows are made only when asked for, and once while shown: they are most of a diff.
  const withUnchanged = kinds.has('unchanged');
  const rows = useMemo(() => (withUnchanged ? allRows(diff) : diff.changes), [diff, withUnchanged]);
  // Why update: the controller's changelogs of this move, when it has published them.
  const changelogsRead = useQuery(changelogsQuery(current, target));
  const changelogs = changelogsRead.data ?? undefined;
  const { ratings: rated, byCve: ratings } = usePairAdvisories(current, target);
  const advisories = rated.data;
  const severity = ratings ? filter.severity : undefined;
  // Once what the rows fix is rated, the most serious come first unless the admin sorts otherwise.
  const sort = filter.sort ?? (changelogs && ratings ? SERIOUS_FIRST : undefined);
  const shown = useMemo(() => {
    const logOf = (row: PackageChange) => changelogs?.byPackage.get(changelogKey(row.name, row.arch))?.changelog;
    const idsOf = changelogs ? (row: PackageChange) => logOf(row)?.flatMap((e) => e.ids) : undefined;
    const fixesOf = changelogs
      ? (row: PackageChange): RowFixes | undefined => {
          const log = row.kind === 'upgraded' || row.kind === 'downgraded' ? logOf(row) : undefined;
          if (!log) return undefined;
          const ids = cvesOf(log);
          return { count: ids.length, worst: worstSeverity(ids.map((id) => ratings?.get(id)?.severity ?? undefined)) };
        }
      : undefined;
    return diffView(rows, { kinds, search: deferredSearch, sort, idsOf, fixesOf, severity });
  }, [rows, kinds, deferredSearch, sort, changelogs, ratings, severity]);
  const from = current.ostreeVersion ?? current.digest.slice(7, 19);
  const to = target.ostreeVersion ?? target.digest.slice(7, 19);
  const caption = target.arch
    ? t('Package changes from {{from}} to {{to}} ({{arch}})', { from, to, arch: target.arch })
    : t('Package changes from {{from}} to {{to}}', { from, to });

  const clearAll = () => setFilter({ kinds: new Set(), search: '', sort: filter.sort });
  const [exportError, setExportError] = useState<unknown>();
  const onExport = async (format: ExportFormat) => {
    setExportError(undefined);
    let config: ConfigChangeExport | undefined;
    // The export code is loaded when asked for: it is not part of a first visit.
    const { exportText } = await import('./export-diff');
    try {
      config = format !== 'csv' && configChange ? await configChange() : undefined;
    } catch (error) {
      setExportError(error); // nothing half-made is downloaded
      return;
    }
    downloadText(
      exportFileName(pool, from, to, format),
      format,
      exportText(
        format,
        diff,
        shown,
        t('Pool {{pool}}: {{caption}}', { pool, caption }),
        { pool, from: imageSubject(current), to: imageSubject(target) },
        config,
        changelogs,
        advisories ?? undefined,
      ),
    );
  };

  return (
    <Stack hasGutter>
      <StackItem>
        <DiffToolbar
          id={pool}
          counts={diff.counts}
          kinds={filter.kinds}
          onKinds={(next) => setFilter({ ...filter, kinds: next })}
          search={search}
          onSearch={(text) => setFilter({ ...filter, search: text })}
          severity={severity}
          onSeverity={ratings ? (next) => setFilter({ ...filter, severity: next }) : undefined}
          onClearAll={clearAll}
          onExport={(format) => void onExport(format)}
          shown={shown.length}
          searchesIds={changelogs !== undefined}
        />
      </StackItem>
      {exportError ? (
        <StackItem>
          <Alert
            isInline
            variant="danger"
            title={t('The export could not read the config changes')}
            data-test="export-error"
          >
            {exportError instanceof Error ? exportError.message : String(exportError)}
          </Alert>
        </StackItem>
      ) : null}
      {changelogsRead.data === null ? (
        <StackItem>
          {/* Why there is no Fixes column, rather than a column quietly missing. */}
          <Suspense fallback={null}>
            <NoChangelogs current={current} target={target} />
          </Suspense>
        </StackItem>
      ) : null}
      <StackItem>
        {shown.length > 0 ? (
          <DiffTable
            rows={shown}
            sort={sort}
            onSort={(column: DiffColumn, direction: SortDirection) =>
              setFilter({ ...filter, sort: { column, direction } })
            }
            caption={caption}
            changelogs={changelogs}
            ratings={ratings}
          />
        ) : (
          <DiffNoRows
            filtered={filter.kinds.size > 0 || search !== '' || severity !== undefined}
            onClearAll={clearAll}
          />
        )}
      </StackItem>
    </Stack>
  );
}
