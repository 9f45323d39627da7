import type {
  consoleFetch as SdkConsoleFetch,
  consoleFetchJSON as SdkConsoleFetchJSON,
} from '@openshift-console/dynamic-plugin-sdk';
import { impersonation } from '../console-store';
import { HttpError } from './http-error';

const cookie = (name: string): string | undefined =>
  document.cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([key]) => key === name)?.[1];

/**
 * Like the console's fetch: same-origin cookies, `X-CSRFToken` from the `csrf-token` cookie on
 * changes, and `Impersonate-User` while the console impersonates someone.
 */
export const consoleFetch: typeof SdkConsoleFetch = async (url, options = {}) => {
  const headers = new Headers(options.headers);
  const impersonate = impersonation();
  if (impersonate) headers.set('Impersonate-User', impersonate.name);
  const method = (options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const csrf = cookie('csrf-token');
    if (csrf) headers.set('X-CSRFToken', decodeURIComponent(csrf));
  }
  const response = await fetch(url, { ...options, headers, credentials: 'same-origin' });
  if (response.ok) return response;
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const message = (json as { message?: string } | undefined)?.message || text || response.statusText;
  throw new HttpError(message, response.status, response, json);
};

export const consoleFetchJSON = (async (url: string, method = 'GET', options: RequestInit = {}) => {
  const response = await consoleFetch(url, { ...options, method });
  const text = await response.text();
  return text ? JSON.parse(text) : {};
}) as unknown as typeof SdkConsoleFetchJSON;
