import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';
import type { WindowProblem } from './window-form';

/** Why the window's fields describe no window, in words: by the fields and by the confirm button. */
export function useWindowProblemText(): Record<WindowProblem, string> {
  const { t } = useTranslation(I18N_NAMESPACE);
  return {
    'no-date': t('Enter the date the window starts on (YYYY-MM-DD).'),
    'no-time': t('Enter the time the window starts at (HH:MM, 24-hour).'),
    'in-the-past': t('The window must start in the future.'),
  };
}
