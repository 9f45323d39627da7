import type {
  AccessReviewResourceAttributes,
  useAccessReview as SdkUseAccessReview,
} from '@openshift-console/dynamic-plugin-sdk';
import { useEffect, useState } from 'react';
import { consoleFetchJSON } from './console-fetch';

// Like the console's checkAccess: one review per set of attributes for the page's life.
const reviews = new Map<string, Promise<boolean>>();

/** Asks the API server, as the console does, through a SelfSubjectAccessReview (memoised). */
export function checkAccess(attributes: AccessReviewResourceAttributes): Promise<boolean> {
  const key = JSON.stringify(attributes);
  let review = reviews.get(key);
  if (!review) {
    review = askAccess(attributes);
    reviews.set(key, review);
    // A failed review is asked again next time.
    review.catch(() => reviews.delete(key));
  }
  return review;
}

async function askAccess(attributes: AccessReviewResourceAttributes): Promise<boolean> {
  const review = await consoleFetchJSON(
    '/api/kubernetes/apis/authorization.k8s.io/v1/selfsubjectaccessreviews',
    'POST',
    {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        apiVersion: 'authorization.k8s.io/v1',
        kind: 'SelfSubjectAccessReview',
        spec: { resourceAttributes: attributes },
      }),
    },
  );
  return (review as { status?: { allowed?: boolean } }).status?.allowed === true;
}

/** `[isAllowed, loading]`, like the console's hook. */
export const useAccessReview: typeof SdkUseAccessReview = (attributes) => {
  const [state, setState] = useState<[boolean, boolean]>([false, true]);
  const key = JSON.stringify(attributes);
  useEffect(() => {
    let live = true;
    setState([false, true]);
    checkAccess(JSON.parse(key) as AccessReviewResourceAttributes).then(
      (allowed) => live && setState([allowed, false]),
      () => live && setState([false, false]),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
};
