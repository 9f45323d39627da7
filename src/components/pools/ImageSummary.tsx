import {
  ClipboardCopy,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { shortDigest } from '../../domain/release-info/image-ref';
import type { ImageSide } from '../hooks/use-pool-view';
import { I18N_NAMESPACE } from '../i18n';

/** One side of the update: rendered config, OS image (short digest, full reference on copy), versions. */
export function ImageSummary({ side, heading }: { side: ImageSide; heading: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const info = side.releaseInfo;
  return (
    <DescriptionList isCompact aria-label={heading}>
      <DescriptionListGroup>
        <DescriptionListTerm>{heading}</DescriptionListTerm>
        <DescriptionListDescription>{side.config ?? t('Not set')}</DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('OS image')}</DescriptionListTerm>
        <DescriptionListDescription>
          {side.image ? (
            <ClipboardCopy
              isReadOnly
              variant="inline-compact"
              hoverTip={t('Copy image reference')}
              clickTip={t('Copied')}
              aria-label={t('OS image reference')}
            >
              {side.image}
            </ClipboardCopy>
          ) : (
            t('Not known')
          )}
          {side.digest ? <div className="os-update-plugin__digest">{shortDigest(side.digest)}</div> : null}
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('OS version')}</DescriptionListTerm>
        <DescriptionListDescription>
          {info?.ostreeVersion ?? t('No release info for this image')}
          {info?.releaseVersion ? ` (${t('OpenShift {{version}}', { version: info.releaseVersion })})` : ''}
        </DescriptionListDescription>
      </DescriptionListGroup>
    </DescriptionList>
  );
}
