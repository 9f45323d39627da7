import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

export interface ConfirmConditions {
  readonly paused: boolean;
  readonly moved: boolean;
  readonly degraded: boolean;
  readonly forbidden: boolean;
  /** The last read of the pools failed: what is shown may not be what the pool is. */
  readonly stale: boolean;
  /** Rendered configs, release infos or the diff are still being read. */
  readonly loading: boolean;
  readonly needsNoDiffAck: boolean;
  readonly needsDowngradeAck: boolean;
}

/** Why the review cannot be confirmed yet, in words; undefined when it can. */
export function useConfirmBlocker(c: ConfirmConditions): string | undefined {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (c.forbidden) return t('You may not approve updates of this pool.');
  if (!c.paused) return t('The pool is not paused: there is nothing to approve.');
  if (c.moved) return t('The target changed: review the new target to approve it.');
  if (c.degraded) return t('The pool is degraded: approval is blocked until it recovers.');
  if (c.stale) return t('The pool could not be read again: approval waits until it is current.');
  if (c.loading) return t('Loading the package lists: approval waits until they are shown.');
  if (c.needsNoDiffAck) return t('Tick "Approve without seeing the package changes" to approve.');
  if (c.needsDowngradeAck) return t('Tick the acknowledgement of the downgrades to approve.');
  return undefined;
}
