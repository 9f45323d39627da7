import { Button, Tooltip } from '@patternfly/react-core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../icons';
import { I18N_NAMESPACE } from '../i18n';

/**
 * Copies a value shown shortened (a digest, a rendered config's hash) whole. `label` names
 * the button by what it copies: a page has many of them.
 */
export function CopyButton({ value, label, tooltip }: { value: string; label: string; tooltip: string }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Tooltip triggerRef={button} content={copied ? t('Copied') : tooltip} onTooltipHidden={() => setCopied(false)}>
      <Button
        ref={button}
        variant="plain"
        size="sm"
        aria-label={label}
        icon={<CopyIcon />}
        onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
      />
    </Tooltip>
  );
}
