import { Stack, StackItem } from '@patternfly/react-core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffView, type DiffColumn, type SortDirection } from '../../domain/diff-view';
import { allRows, type ChangeKind, type PackageDiff } from '../../domain/package-diff';
import type { ReleaseInfo } from '../../domain/release-info/release-info';
import { I18N_NAMESPACE } from '../i18n';
import { Advisories } from './Advisories';
import { DiffCounts } from './DiffCounts';
import { DiffTable } from './DiffTable';
import { DiffToolbar } from './DiffToolbar';
import { downloadText, exportFileName, exportText, type ExportFormat } from './export-diff';

const imageSubject = (info: ReleaseInfo) => ({
  osImageUrl: info.osImageUrl,
  ostreeVersion: info.ostreeVersion,
  releaseVersion: info.releaseVersion,
  arch: info.arch,
});

const CHANGED: ReadonlySet<ChangeKind> = new Set(['upgraded', 'downgraded', 'added', 'removed']);

interface PackageDiffPanelProps {
  readonly pool: string;
  readonly diff: PackageDiff;
  readonly current: ReleaseInfo;
  readonly target: ReleaseInfo;
}

/** One pool's package diff: counts, filter, search, sortable virtualised table, export. */
export function PackageDiffPanel({ pool, diff, current, target }: PackageDiffPanelProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [kinds, setKinds] = useState<ReadonlySet<ChangeKind>>(CHANGED);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ column: DiffColumn; direction: SortDirection } | undefined>();
  const deferredSearch = useDeferredValue(search);
  // Unchanged rows are made only when asked for, and once while shown: they are most of a diff.
  const withUnchanged = kinds.has('unchanged');
  const rows = useMemo(() => (withUnchanged ? allRows(diff) : diff.changes), [diff, withUnchanged]);
  const shown = useMemo(
    () => diffView(rows, { kinds, search: deferredSearch, sort }),
    [rows, kinds, deferredSearch, sort],
  );
  const from = current.ostreeVersion ?? current.digest.slice(7, 19);
  const to = target.ostreeVersion ?? target.digest.slice(7, 19);
  const caption = target.arch
    ? t('Package changes from {{from}} to {{to}} ({{arch}})', { from, to, arch: target.arch })
    : t('Package changes from {{from}} to {{to}}', { from, to });

  const toggleKind = (kind: ChangeKind) =>
    setKinds((previous) => {
      const next = new Set(previous);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  const onExport = (format: ExportFormat) =>
    downloadText(
      exportFileName(pool, from, to, format),
      format,
      exportText(format, diff, shown, t('Pool {{pool}}: {{caption}}', { pool, caption }), {
        pool,
        from: imageSubject(current),
        to: imageSubject(target),
      }),
    );

  return (
    <Stack hasGutter>
      <StackItem>
        <DiffCounts counts={diff.counts} />
      </StackItem>
      <StackItem>
        <DiffToolbar
          counts={diff.counts}
          kinds={kinds}
          onToggleKind={toggleKind}
          search={search}
          onSearch={setSearch}
          onExport={onExport}
          shown={shown.length}
        />
      </StackItem>
      <StackItem>
        <DiffTable
          rows={shown}
          sort={sort}
          onSort={(column, direction) => setSort({ column, direction })}
          caption={caption}
        />
      </StackItem>
      <StackItem>
        <Advisories advisories={target.advisories} />
      </StackItem>
    </Stack>
  );
}
