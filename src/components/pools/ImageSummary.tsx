import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Flex,
  FlexItem,
} from '@patternfly/react-core';
import { CopyButton } from '../common/CopyButton';
import { useTranslation } from 'react-i18next';
import { MachineConfigLink } from '../common/resource-links';
import type { ImageSide } from '../hooks/use-pool-views';
import { I18N_NAMESPACE } from '../i18n';
import { ImageReference } from './ImageReference';
import { parseImageRef } from '../../domain/release-info/image-ref';

/** One side of the update: rendered config, OS image, ostree and release version. */
export function ImageSummary({
  side,
  heading,
  copyLabel,
  configCopyLabel,
}: {
  side: ImageSide;
  heading: string;
  /** Names the button that copies the OS image (side and pool). */
  copyLabel: string;
  /** Names the button that copies the rendered config's whole name. */
  configCopyLabel: string;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const info = side.releaseInfo;
  return (
    <DescriptionList isCompact aria-label={heading}>
      <DescriptionListGroup>
        <DescriptionListTerm>{heading}</DescriptionListTerm>
        <DescriptionListDescription>
          {side.config ? (
            <Flex spaceItems={{ default: 'spaceItemsXs' }} alignItems={{ default: 'alignItemsCenter' }}>
              <FlexItem>
                <MachineConfigLink name={side.config} />
              </FlexItem>
              <FlexItem>
                <CopyButton value={side.config} label={configCopyLabel} tooltip={t('Copy the whole name')} />
              </FlexItem>
            </Flex>
          ) : (
            t('Not set')
          )}
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t('OS image')}</DescriptionListTerm>
        <DescriptionListDescription>
          {side.image ? (
            <ImageReference image={side.image} digest={side.digest} copyLabel={copyLabel} />
          ) : side.baseImage ? (
            t('Not built yet')
          ) : (
            t('Not known')
          )}
        </DescriptionListDescription>
      </DescriptionListGroup>
      {side.baseImage && side.baseImage !== side.image ? (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('Built from')}</DescriptionListTerm>
          <DescriptionListDescription>
            <ImageReference
              image={side.baseImage}
              digest={parseImageRef(side.baseImage).digest}
              copyLabel={t('Copy the base OS image')}
            />
          </DescriptionListDescription>
        </DescriptionListGroup>
      ) : null}
      {side.baseImage && !side.image ? null : (
        <DescriptionListGroup>
          <DescriptionListTerm>{t('OS version')}</DescriptionListTerm>
          <DescriptionListDescription>
            {info?.ostreeVersion ??
              (side.baseInfo?.ostreeVersion && info ? (
                <span data-test="packages-from-rpmdb">
                  {t('Built on {{version}}, its packages read from its rpm database', {
                    version: side.baseInfo.ostreeVersion,
                  })}
                </span>
              ) : info?.packagesFrom === 'rpmdb' ? (
                <span data-test="packages-from-rpmdb">
                  {t('Not said: a custom image, its packages read from its rpm database')}
                </span>
              ) : (
                t('No release info for this image')
              ))}
            {info?.releaseVersion ? ` (${t('OpenShift {{version}}', { version: info.releaseVersion })})` : ''}
          </DescriptionListDescription>
        </DescriptionListGroup>
      )}
    </DescriptionList>
  );
}
