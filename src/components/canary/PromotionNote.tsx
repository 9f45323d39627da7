import { Content } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { promotionWindowAhead, type CanaryPromotion } from '../../domain/canary/canary-promotion';
import { I18N_NAMESPACE } from '../i18n';
import { useTimeFormat } from '../window/use-time-format';

/** What the review chose for the rest of the pool, said on the canary's card: who promotes, and when it rolls out. */
export function PromotionNote({ pool, promotion, now }: { pool: string; promotion: CanaryPromotion; now: number }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const time = useTimeFormat();
  const when =
    promotion.window && promotionWindowAhead(promotion, now)
      ? t('in the maintenance window starting {{start}}', { start: time.local(Date.parse(promotion.window.start)) })
      : t('at once');
  return (
    <Content component="small" data-test="canary-promotion">
      {promotion.laterWaves === 'when-healthy'
        ? t(
            'Chosen in the review: {{pool}} is promoted when the canary is healthy; its other machines roll out {{when}}.',
            {
              pool,
              when,
            },
          )
        : t('Chosen in the review: {{pool}} is promoted by hand; its other machines roll out {{when}}.', {
            pool,
            when,
          })}
    </Content>
  );
}
