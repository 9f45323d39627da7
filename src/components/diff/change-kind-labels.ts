import { useTranslation } from 'react-i18next';
import type { ChangeKind } from '../../domain/package-diff';
import { I18N_NAMESPACE } from '../i18n';

/** The colour each class of change has wherever it is shown. */
export const CHANGE_KIND_COLORS: Record<ChangeKind, 'blue' | 'red' | 'green' | 'orange' | 'grey'> = {
  upgraded: 'blue',
  downgraded: 'red',
  added: 'green',
  removed: 'orange',
  unchanged: 'grey',
};

/** The translated name of each class of package change. */
export function useChangeKindLabels(): Record<ChangeKind, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    upgraded: t('Upgraded'),
    downgraded: t('Downgraded'),
    added: t('Added'),
    removed: t('Removed'),
    unchanged: t('Unchanged'),
  };
}
