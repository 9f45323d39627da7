/**
 * The console SDK for unit tests. Its runtime only works inside the console (it needs
 * console-internal modules and window.SERVER_FLAGS), so vitest aliases the package here.
 * Each stub is typed against the real SDK, so a changed signature fails the type check.
 */
import type * as SDK from '@openshift-console/dynamic-plugin-sdk';
import { vi } from 'vitest';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly response?: Response,
    readonly json?: unknown,
  ) {
    super(message);
  }
}

// No API server in unit tests: a test that needs an answer gives one.
export const consoleFetch = vi.fn(async () => {
  throw new HttpError('no API server in unit tests', 503);
}) as unknown as typeof SDK.consoleFetch & ReturnType<typeof vi.fn>;
export const k8sGet = vi.fn() as unknown as typeof SDK.k8sGet & ReturnType<typeof vi.fn>;
export const k8sListItems = vi.fn() as unknown as typeof SDK.k8sListItems & ReturnType<typeof vi.fn>;
export const k8sPatch = vi.fn() as unknown as typeof SDK.k8sPatch & ReturnType<typeof vi.fn>;
export const k8sCreate = vi.fn() as unknown as typeof SDK.k8sCreate & ReturnType<typeof vi.fn>;
export const k8sDelete = vi.fn() as unknown as typeof SDK.k8sDelete & ReturnType<typeof vi.fn>;
// The console's value for "no error" is '' (its k8s reducer), not undefined.
export const useK8sWatchResource = vi.fn(() => [[], true, '']) as unknown as typeof SDK.useK8sWatchResource;
export const useAccessReview = vi.fn(() => [true, false]) as unknown as typeof SDK.useAccessReview;

export const DocumentTitle = (() => null) as unknown as typeof SDK.DocumentTitle;

export const ResourceLink = (() => null) as unknown as typeof SDK.ResourceLink;
