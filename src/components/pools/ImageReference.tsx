import { Flex, FlexItem } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { shortDigest } from '../../domain/release-info/image-ref';
import { CopyButton } from '../common/CopyButton';
import { I18N_NAMESPACE } from '../i18n';

/**
 * An OS image as its short digest, the repository beside it, the full reference on copy.
 * `copyLabel` names the button by what it copies (side and pool): a page has many of them.
 */
export function ImageReference({ image, digest, copyLabel }: { image: string; digest?: string; copyLabel: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const repository = image.split('@')[0];
  return (
    <Flex direction={{ default: 'column' }} spaceItems={{ default: 'spaceItemsNone' }}>
      <Flex spaceItems={{ default: 'spaceItemsXs' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem className="os-update-plugin__digest" title={image}>
          {digest ? shortDigest(digest) : t('no digest: cannot be matched')}
        </FlexItem>
        <FlexItem>
          <CopyButton value={image} label={copyLabel} tooltip={t('Copy the full image reference')} />
        </FlexItem>
      </Flex>
      <FlexItem className="os-update-plugin__image-repo">{repository}</FlexItem>
    </Flex>
  );
}
