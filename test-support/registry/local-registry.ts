import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import bcrypt from 'bcryptjs';
import { startTokenService, type TokenService } from './token-service';

const run = promisify(execFile);

export interface LocalRegistry {
  /** `127.0.0.1:<port>` */
  readonly host: string;
  readonly dir: string;
  readonly token?: TokenService;
  /** Pushes an OCI layout with Debian's skopeo, digests preserved; returns what skopeo reports. */
  push(layoutDir: string, tag: string, repository: string): Promise<void>;
  /** The digest skopeo reads back for a reference (an independent check of ours). */
  inspectDigest(repository: string, tag: string): Promise<string>;
  readonly user: string;
  readonly password: string;
  /** A docker config.json granting the test user, as the cluster's pull secret does. */
  authFile(password?: string): string;
  stop(): Promise<void>;
}

export const TEST_USER = 'os-update';
export const TEST_PASSWORD = 'not-a-real-secret-1';

/** A loopback port nothing listens on: `wanted`, checked (else a clear error), or any free one. */
const freePort = (wanted = 0) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`registry port ${wanted}: ${error.code === 'EADDRINUSE' ? 'already in use' : error.message}`)),
    );
    server.listen(wanted, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForRegistry(host: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`docker-registry exited (${child.exitCode}): ${output()}`);
    try {
      const response = await fetch(`http://${host}/v2/`);
      if (response.status === 200 || response.status === 401) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`docker-registry did not start: ${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Debian's docker-registry (distribution 2.8) on loopback, with htpasswd basic auth or the
 * bearer-token flow, storing in a temporary folder.
 */
export async function startLocalRegistry(
  options: { auth: 'basic' | 'token'; port?: number } = { auth: 'basic' },
): Promise<LocalRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'os-update-registry-'));
  const port = await freePort(options.port);
  const host = `127.0.0.1:${port}`;
  const users = { [TEST_USER]: TEST_PASSWORD };
  let token: TokenService | undefined;
  let auth: string;
  if (options.auth === 'token') {
    token = await startTokenService(dir, users);
    auth = `  token:\n    realm: ${token.realm}\n    service: ${token.service}\n    issuer: ${token.issuer}\n    rootcertbundle: ${token.certPath}\n`;
  } else {
    writeFileSync(join(dir, 'htpasswd'), `${TEST_USER}:${bcrypt.hashSync(TEST_PASSWORD, 5)}\n`);
    auth = `  htpasswd:\n    realm: os-update-test\n    path: ${join(dir, 'htpasswd')}\n`;
  }
  const config = join(dir, 'config.yml');
  writeFileSync(
    config,
    `version: 0.1\nlog:\n  level: error\nstorage:\n  filesystem:\n    rootdirectory: ${join(dir, 'data')}\nhttp:\n  addr: ${host}\nauth:\n${auth}`,
  );
  const child = spawn('docker-registry', ['serve', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await waitForRegistry(host, child, () => output);
  const creds = `${TEST_USER}:${TEST_PASSWORD}`;
  return {
    host,
    dir,
    token,
    user: TEST_USER,
    password: TEST_PASSWORD,
    async push(layoutDir, tag, repository) {
      await run('skopeo', [
        'copy',
        '--all',
        '--preserve-digests',
        '--insecure-policy',
        '--dest-tls-verify=false',
        '--dest-creds',
        creds,
        `oci:${layoutDir}:${tag}`,
        `docker://${host}/${repository}:${tag}`,
      ]);
    },
    async inspectDigest(repository, tag) {
      const { stdout } = await run(
        'skopeo',
        ['inspect', '--raw', '--tls-verify=false', '--creds', creds, `docker://${host}/${repository}:${tag}`],
        { encoding: 'buffer' },
      );
      return `sha256:${createHash('sha256').update(stdout).digest('hex')}`;
    },
    authFile(password = TEST_PASSWORD) {
      const path = join(dir, `auth-${password.length}-${Date.now()}.json`);
      const auth64 = Buffer.from(`${TEST_USER}:${password}`).toString('base64');
      writeFileSync(path, JSON.stringify({ auths: { [host]: { auth: auth64 } } }));
      return path;
    },
    async stop() {
      child.kill('SIGTERM');
      await token?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
