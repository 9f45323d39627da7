import type {
  AccessReviewResourceAttributes,
  checkAccess as SdkCheckAccess,
  SelfSubjectAccessReviewKind,
  useAccessReview as SdkUseAccessReview,
} from '@openshift-console/dynamic-plugin-sdk';
import { useEffect, useState } from 'react';
import { impersonation, type Impersonation } from '../console-store';
import { consoleFetchJSON } from './console-fetch';

type Attributes = AccessReviewResourceAttributes;
const FIELDS = ['group', 'resource', 'subresource', 'verb', 'name', 'namespace'] as const;

/** As the console: whom a review is for is the impersonation given, else the store's. */
const impersonationKey = (impersonate?: Impersonation) => {
  const who = impersonate ?? impersonation();
  return who ? `${who.kind}~${who.name}` : '';
};

// Like the console's checkAccess: one review per attributes and impersonation for the page's life.
const reviews = new Map<string, Promise<SelfSubjectAccessReviewKind>>();

function review(attributes: Attributes, key: string): Promise<SelfSubjectAccessReviewKind> {
  const memo = [...FIELDS.map((field) => attributes[field] ?? ''), key].join('~');
  let answer = reviews.get(memo);
  if (!answer) {
    answer = askAccess(attributes);
    reviews.set(memo, answer);
  }
  return answer;
}

/** A SelfSubjectAccessReview, sent as the console sends it (its fetch adds the impersonation). */
async function askAccess(attributes: Attributes): Promise<SelfSubjectAccessReviewKind> {
  const resourceAttributes = Object.fromEntries(FIELDS.map((field) => [field, attributes[field] ?? '']));
  return (await consoleFetchJSON('/api/kubernetes/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', 'POST', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      spec: { resourceAttributes },
    }),
  })) as SelfSubjectAccessReviewKind;
}

/** The console's `checkAccess`: the review itself (not a boolean), memoised. */
export const checkAccess: typeof SdkCheckAccess = (attributes, impersonate) =>
  review(attributes, impersonationKey(impersonate as Impersonation | undefined));

/**
 * `[isAllowed, loading]`, like the console's hook: asked again when the attributes or the
 * impersonation change; a review that fails answers "allowed" (the console's choice: the
 * server still decides, and a failed review must not hide what the user may do).
 */
export const useAccessReview: typeof SdkUseAccessReview = (attributes, impersonate) => {
  const [state, setState] = useState<[boolean, boolean]>([false, true]);
  const key = impersonationKey(impersonate as Impersonation | undefined);
  const fields = JSON.stringify(FIELDS.map((field) => attributes[field] ?? ''));
  useEffect(() => {
    let live = true;
    const values = JSON.parse(fields) as string[];
    const asked = Object.fromEntries(FIELDS.map((field, i) => [field, values[i]])) as Attributes;
    review(asked, key).then(
      (answer) => live && setState([answer.status?.allowed === true, false]),
      () => live && setState([true, false]),
    );
    return () => {
      live = false;
    };
  }, [fields, key]);
  return state;
};
