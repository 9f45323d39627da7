import { HttpError } from '@openshift-console/dynamic-plugin-sdk';
import { describe, expect, it } from 'vitest';
import { errorMessageOf, serverMessageOf, statusCodeOf } from './api-errors';

const status = (code: number, message?: string) =>
  new HttpError(`HTTP ${code}`, code, undefined, message === undefined ? undefined : { kind: 'Status', code, message });

describe('API errors', () => {
  it("prefer the API server's own words, then the error's", () => {
    expect(serverMessageOf(status(500, 'etcdserver: leader changed'))).toBe('etcdserver: leader changed');
    expect(errorMessageOf(status(500, 'etcdserver: leader changed'))).toBe('etcdserver: leader changed');
    expect(serverMessageOf(status(502))).toBeUndefined();
    expect(errorMessageOf(status(502))).toBe('HTTP 502');
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('give the status code of an answer, and none when no answer came', () => {
    expect(statusCodeOf(status(403, 'forbidden'))).toBe(403);
    expect(statusCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
