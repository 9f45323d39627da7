import type { LabelProps } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import type { ChangeKind } from '../../domain/machine-config/config-diff';
import { I18N_NAMESPACE } from '../i18n';

export const CONFIG_CHANGE_COLORS: Record<ChangeKind, LabelProps['color']> = {
  added: 'green',
  removed: 'red',
  changed: 'blue',
};

export function useConfigChangeLabels(): Record<ChangeKind, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return { added: t('Added'), removed: t('Removed'), changed: t('Changed') };
}
