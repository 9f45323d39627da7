import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReference } from './reference';
import { RegistryClient } from './registry-client';

/** A plain-HTTP server on loopback: TLS to it fails as to a registry that speaks no TLS. */
let server: Server;
let host: string;
beforeAll(async () => {
  server = createServer((_, res) => res.end('{}'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  host = `127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('a TLS failure says how its reader turns TLS off', () => {
  it.each([
    [undefined, '--tls-verify=false'],
    ['--registry-tls-verify', '--registry-tls-verify=false'],
  ])('with the flag %s: "%s only for a plain-HTTP registry you trust"', async (flag, said) => {
    const client = new RegistryClient({ auth: new Map(), tlsVerify: true, ...(flag ? { tlsVerifyFlag: flag } : {}) });
    const ref = parseReference(`${host}/openshift/node:1`);
    await expect(client.manifest(ref, '1')).rejects.toThrow(
      `${host}: TLS failed (ERR_SSL_WRONG_VERSION_NUMBER); use ${said} only for a plain-HTTP registry you trust`,
    );
  });
});
