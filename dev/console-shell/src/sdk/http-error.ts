import type { HttpError as SdkHttpError } from '@openshift-console/dynamic-plugin-sdk';

/**
 * The console's HttpError: status code, the response, and the API's `Status` JSON, with the
 * Status `message` as the error message (as the console shows it).
 */
export class HttpError extends Error implements Pick<SdkHttpError, 'code' | 'response' | 'json'> {
  constructor(
    message: string,
    readonly code?: number,
    readonly response?: Response,
    readonly json?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
