import {
  Alert,
  AlertActionLink,
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
} from '@patternfly/react-core';
import { serverMessageOf as serverMessage, statusCodeOf } from '../../k8s/api-errors';
import { useTranslation } from 'react-i18next';
import { I18N_NAMESPACE } from '../i18n';

/** The message of the API's `Status`, when it sent one. */
/** Words an admin can act on for an error reading `what` from the API. */
export function useErrorDetail(error: unknown, what: string): string {
  const { t } = useTranslation(I18N_NAMESPACE);
  const code = statusCodeOf(error);
  return code === 403
    ? t('You are not allowed to list {{what}}. Ask a cluster admin for read access.', { what })
    : code === 404
      ? t('The API for {{what}} was not found on this cluster.', { what })
      : code !== undefined && code >= 500
        ? serverMessage(error)
          ? t('The API server failed ({{code}}). Try again in a moment. It said: {{message}}', {
              code,
              message: serverMessage(error),
            })
          : t('The API server failed ({{code}}). Try again in a moment.', { code })
        : error instanceof TypeError
          ? t('The API server cannot be reached. Check your connection; the page refreshes once it is back.')
          : String((error as Error)?.message ?? error);
}

/** Nothing could be read: what went wrong, with a retry. */
export function QueryErrorState({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const detail = useErrorDetail(error, what);
  return (
    <EmptyState titleText={t('Could not load {{what}}', { what })} headingLevel="h2" status="danger">
      <EmptyStateBody>{detail}</EmptyStateBody>
      <EmptyStateFooter>
        <EmptyStateActions>
          <Button variant="primary" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </EmptyStateActions>
      </EmptyStateFooter>
    </EmptyState>
  );
}

/** A refresh failed but earlier data is still shown: say so, with a retry. */
export function StaleDataAlert({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const detail = useErrorDetail(error, what);
  return (
    <Alert
      isInline
      variant="warning"
      data-test="stale-data"
      title={t('Could not refresh {{what}}: showing the last known state', { what })}
      actionLinks={<AlertActionLink onClick={onRetry}>{t('Try again')}</AlertActionLink>}
    >
      {detail}
    </Alert>
  );
}
