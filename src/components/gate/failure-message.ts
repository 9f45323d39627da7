import type { TFunction } from 'i18next';
import type { PatchFailure } from '../../k8s/patch-errors';

/** What the admin reads after a refused or failed patch. Nothing here ever resends it. */
export function failureMessage(
  t: TFunction,
  failure: PatchFailure,
  pool: string,
  paused: boolean | undefined,
): { title: string; body: string } {
  switch (failure.kind) {
    case 'moved':
      return paused === false
        ? {
            title: t('Pool {{pool}} was already approved: your approval changed nothing', { pool }),
            body: t('Someone else unpaused the pool after you opened this review. The API server said: {{message}}', {
              message: failure.message,
            }),
          }
        : {
            title: t('The target of {{pool}} moved after you opened this review: nothing was changed', { pool }),
            body: t(
              'The pool is still paused. Review the new target below and confirm again if it is what you want. The API server said: {{message}}',
              { message: failure.message },
            ),
          };
    case 'forbidden':
      return {
        title: t('You may not approve updates of {{pool}}', { pool }),
        body: t(
          'Approving needs the "patch" permission on machineconfigpools.machineconfiguration.openshift.io. The API server said: {{message}}',
          { message: failure.message },
        ),
      };
    case 'policy':
      return failure.gate
        ? {
            title: t('The OS updates gate refused this change to {{pool}}: nothing was changed', { pool }),
            body: failure.reason,
          }
        : {
            title: t('The admission policy {{policy}} refused this change to {{pool}}: nothing was changed', {
              pool,
              policy: failure.policy,
            }),
            body: t('The API server said: {{message}}', { message: failure.message }),
          };
    case 'invalid':
      return {
        title: t('The API server refused the approval ({{code}})', { code: failure.code }),
        body: failure.message,
      };
    case 'unknown':
      return {
        title: t('The API server did not confirm the approval'),
        body:
          paused === false
            ? t('The pool was read again: it is unpaused, so the approval took effect. ({{message}})', {
                message: failure.message,
              })
            : t(
                'The pool was read again: it is still paused, nothing rolls out. Nothing was sent again; confirm again if you still want to. ({{message}})',
                { message: failure.message },
              ),
      };
  }
}
