import { Alert, HelperText, HelperTextItem, Skeleton } from '@patternfly/react-core';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';
import type { PreflightVerdict } from './use-preflight-verdict';

/** The review's first line: what will stall the rollout and how long it should take. */
export function VerdictLine({ verdict }: { verdict: PreflightVerdict }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  if (verdict.pending) return <Skeleton screenreaderText={t('Reading what could stall it…')} />;
  return (
    <Alert
      isInline
      isPlain
      variant={verdict.stalls ? 'warning' : 'success'}
      title={verdict.text}
      data-test="preflight-verdict"
      data-stalls={String(verdict.stalls)}
    />
  );
}

/** The same verdict beside the Approve button, in view however far the review scrolled. */
export function VerdictNote({ verdict }: { verdict: PreflightVerdict }) {
  return (
    <HelperText data-test="confirm-verdict" data-stalls={String(verdict.stalls)}>
      <HelperTextItem variant={verdict.stalls ? 'warning' : 'default'}>{verdict.text}</HelperTextItem>
    </HelperText>
  );
}
