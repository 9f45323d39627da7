import type { useAccessReview } from '@openshift-console/dynamic-plugin-sdk';
import { useSelector } from 'react-redux';

/** The console's impersonation, as its own pages pass it to `useAccessReview` (`ImpersonateKind`). */
export type ConsoleImpersonation = NonNullable<Parameters<typeof useAccessReview>[1]>;

/** The part of the console's redux store this reads (the SDK's `sdkCore`, a plain object). */
interface ConsoleStore {
  readonly sdkCore?: { readonly impersonate?: ConsoleImpersonation };
}

/**
 * Who the console impersonates now, if anyone (masthead → "Impersonate user"). The console
 * keeps it in its redux store (shared with plugins through `react-redux`); reading it here
 * re-renders the plugin when it changes, so that access reviews follow the impersonation
 * without a reload: the SDK's review memo would otherwise go on answering for the admin.
 */
export const useConsoleImpersonation = (): ConsoleImpersonation | undefined =>
  useSelector((state: ConsoleStore) => state.sdkCore?.impersonate);
