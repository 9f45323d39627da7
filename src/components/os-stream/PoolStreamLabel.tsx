import { Label, Tooltip } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { dataTest } from '../data-test';
import type { PoolView } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';

/**
 * The pool's OS stream, and where it comes from; "rhel-9 → rhel-10" while its machines run
 * another stream than the one its target is rendered from.
 */
export function PoolStreamLabel({ view }: { view: PoolView }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const stream = view.stream;
  if (!stream?.name) return null;
  const running = view.current.releaseInfo?.stream ?? stream.reported;
  const moving = running !== undefined && running !== stream.name;
  const tip = {
    pool: t('OS stream {{stream}}, set on this pool.', { stream: stream.name }),
    worker: t('OS stream {{stream}}, taken from pool worker: this pool names none.', { stream: stream.name }),
    default: t("OS stream {{stream}}, the cluster's default: this pool names none.", { stream: stream.name }),
  }[stream.source];
  return (
    <Tooltip content={moving ? `${tip} ${t('Its machines run {{stream}}.', { stream: running })}` : tip}>
      <Label data-test={dataTest.poolStream} data-stream={stream.name} color="teal" tabIndex={0}>
        {moving ? t('{{from}} → {{to}}', { from: running, to: stream.name }) : stream.name}
      </Label>
    </Tooltip>
  );
}
