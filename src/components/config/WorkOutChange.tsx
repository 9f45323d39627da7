import { Button, Label } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../k8s/api-errors';
import { I18N_NAMESPACE } from '../i18n';

/**
 * A move the controller has not summarized: its config change is worked out here when the
 * admin asks (both configs are read already; only the diff's code loads). A failure says why
 * and the same button tries again.
 */
export function WorkOutChange({
  workOut,
  error,
  children,
}: {
  workOut: () => void;
  error?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation(I18N_NAMESPACE);
  return (
    <span data-test="work-out-config-change">
      <Button variant="link" isInline onClick={workOut}>
        {children}
      </Button>
      {error ? (
        <>
          {' '}
          <Label isCompact status="danger">
            {t('Could not be worked out: {{reason}}', { reason: errorMessageOf(error) })}
          </Label>
        </>
      ) : null}
    </span>
  );
}
