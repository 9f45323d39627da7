import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface TokenService {
  readonly realm: string;
  readonly service: string;
  readonly issuer: string;
  readonly certPath: string;
  /** Token requests answered, with whether they carried credentials. */
  readonly requests: { readonly scope: string | null; readonly authenticated: boolean }[];
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A token service for the registry's bearer-token challenge, as quay.io and
 * registry.redhat.io have one: basic credentials in, a JWT the registry trusts out (signed
 * with a key whose self-signed certificate is the registry's root bundle, sent as `x5c`).
 */
export async function startTokenService(dir: string, users: Readonly<Record<string, string>>): Promise<TokenService> {
  const keyPath = join(dir, 'token.key');
  const certPath = join(dir, 'token.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '1',
      '-subj',
      '/CN=os-update-test-token-issuer',
    ],
    { stdio: 'ignore' },
  );
  const key = createPrivateKey(readFileSync(keyPath));
  const certDer = readFileSync(certPath, 'utf8')
    .replace(/-----[^-]+-----/g, '')
    .replace(/\s+/g, '');
  const service = 'os-update-test-registry';
  const issuer = 'os-update-test-issuer';
  const requests: { scope: string | null; authenticated: boolean }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const header = req.headers.authorization ?? '';
    const [user, password] = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString().split(':')
      : [];
    const authenticated = user !== undefined && users[user] === password;
    const scope = url.searchParams.get('scope');
    requests.push({ scope, authenticated });
    if (header && !authenticated) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      return res.end('{"details":"incorrect username or password"}');
    }
    const [, name, actions] = scope?.split(':') ?? [];
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      sub: user ?? '',
      aud: service,
      iat: now,
      nbf: now - 10,
      exp: now + 300,
      jti: `${now}-${requests.length}`,
      // Anonymous callers get nothing: the registry then answers 401 as a private one does.
      access: authenticated && name ? [{ type: 'repository', name, actions: (actions ?? '').split(',') }] : [],
    };
    const head = b64url(JSON.stringify({ typ: 'JWT', alg: 'RS256', x5c: [certDer] }));
    const body = b64url(JSON.stringify(claims));
    const signature = b64url(sign('sha256', Buffer.from(`${head}.${body}`), key));
    const token = `${head}.${body}.${signature}`;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ token, access_token: token, expires_in: 300 }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    realm: `http://127.0.0.1:${port}/token`,
    service,
    issuer,
    certPath,
    requests,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
