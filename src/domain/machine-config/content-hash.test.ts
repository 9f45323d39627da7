import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configContentHash } from './content-hash';

describe('configContentHash', () => {
  it('is the SHA-256 of the spec as served, alike for two names of the same content', () => {
    const spec = { osImageURL: 'quay.io/os@sha256:aa', config: { ignition: { version: '3.5.0' } } };
    expect(configContentHash(spec)).toBe(createHash('sha256').update(JSON.stringify(spec)).digest('hex'));
    expect(configContentHash(structuredClone(spec))).toBe(configContentHash(spec));
    expect(configContentHash({ ...spec, kernelArguments: ['a'] })).not.toBe(configContentHash(spec));
  });
});
