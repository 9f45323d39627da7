import { ClipboardCopyButton, Flex, FlexItem } from '@patternfly/react-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDigest } from '../../domain/release-info/image-ref';
import { I18N_NAMESPACE } from '../i18n';

/** An OS image as its short digest, the repository beside it, the full reference on copy. */
export function ImageReference({ image, digest, id }: { image: string; digest?: string; id: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const repository = image.split('@')[0];
  return (
    <Flex direction={{ default: 'column' }} spaceItems={{ default: 'spaceItemsNone' }}>
      <Flex spaceItems={{ default: 'spaceItemsXs' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem className="os-update-plugin__digest">
          {digest ? shortDigest(digest) : t('no digest: cannot be matched')}
        </FlexItem>
        <FlexItem>
          <ClipboardCopyButton
            id={`${id}-copy`}
            textId={`${id}-text`}
            aria-label={t('Copy the full image reference')}
            variant="plain"
            exitDelay={copied ? 1500 : 600}
            onClick={() => {
              void navigator.clipboard?.writeText(image).then(() => setCopied(true));
            }}
            onTooltipHidden={() => setCopied(false)}
          >
            {copied ? t('Copied') : t('Copy the full image reference')}
          </ClipboardCopyButton>
        </FlexItem>
      </Flex>
      <FlexItem id={`${id}-text`} className="os-update-plugin__image-repo">
        {repository}
      </FlexItem>
    </Flex>
  );
}
