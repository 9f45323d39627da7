import { HttpError } from '@openshift-console/dynamic-plugin-sdk';

/** The HTTP status of a failed API call; undefined when no answer came (network, CORS). */
export const statusCodeOf = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.code : undefined;

/** The API server's own words (the Status `message`, e.g. "etcdserver: leader changed"), if it sent any. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? (error.json as { message?: string } | undefined)?.message || undefined : undefined;

/** The best words for a failed call: the server's message, else the error's own. */
export const errorMessageOf = (error: unknown): string =>
  serverMessageOf(error) || (error as Error)?.message || String(error);
