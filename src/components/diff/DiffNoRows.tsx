import { SearchIcon } from '../icons';
import { Button, EmptyState, EmptyStateActions, EmptyStateBody, EmptyStateFooter } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

/** In place of an empty table: no row matches the filters (with a way out), or there is no change at all. */
export function DiffNoRows({ filtered, onClearAll }: { filtered: boolean; onClearAll: () => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (!filtered)
    return (
      <EmptyState headingLevel="h4" titleText={t('No package changes')} variant="sm" data-test="diff-no-match">
        <EmptyStateBody>{t('Both OS images have the same packages.')}</EmptyStateBody>
      </EmptyState>
    );
  return (
    <EmptyState
      headingLevel="h4"
      icon={SearchIcon}
      titleText={t('No packages match the filters')}
      variant="sm"
      data-test="diff-no-match"
    >
      <EmptyStateBody>{t('Clear the filters to see every change.')}</EmptyStateBody>
      <EmptyStateFooter>
        <EmptyStateActions>
          <Button variant="link" onClick={onClearAll}>
            {t('Clear all filters')}
          </Button>
        </EmptyStateActions>
      </EmptyStateFooter>
    </EmptyState>
  );
}
