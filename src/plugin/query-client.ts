import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@openshift-console/dynamic-plugin-sdk';

/** Never retry what retrying cannot fix: permissions, missing objects, refused patches. */
const retry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof HttpError && error.code !== undefined && error.code < 500);

/** One client for the whole plugin, shared by its page and its tab. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry, refetchOnWindowFocus: true }, mutations: { retry: false } },
});
