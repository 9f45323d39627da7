import { Breadcrumb, BreadcrumbItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

/**
 * The way back to OS updates from a page reached from it (Cluster updates, Compare): the
 * console's nav has no entry for those pages, so without it the only way back is the
 * browser's.
 */
export function OsUpdatesBreadcrumb({ current }: { current: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <Breadcrumb aria-label={t('Breadcrumb')}>
      <BreadcrumbItem to="/os-updates">{t('OS updates')}</BreadcrumbItem>
      <BreadcrumbItem isActive>{current}</BreadcrumbItem>
    </Breadcrumb>
  );
}
