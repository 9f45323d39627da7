import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface TokenFrontOptions {
  /** kube-apiserver's address and the CA its serving certificate is signed by. */
  readonly upstream: string;
  readonly ca: string;
  /** The user the front acts as: the bearer token a kubeconfig would carry. */
  readonly token: string;
  readonly port?: number;
  /** Requests the front answers itself (the demo's own `/_demo/…`): true when answered. */
  readonly local?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface TokenFront {
  readonly url: string;
  close(): Promise<void>;
}

/** Headers a hop sets for itself, or that would say who the caller is instead of the token. */
const DROPPED = new Set(['host', 'authorization', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * Plain HTTP in front of kube-apiserver, acting as one user: what the console's backend does
 * with the user's token, for the stand-in bridge and the console shell (both speak plain HTTP
 * to their upstream). Impersonation headers go through as sent, so kube-apiserver's RBAC judges
 * `Impersonate-User` as it would the console's. Watches stream through chunk by chunk.
 */
export async function startTokenFront(options: TokenFrontOptions): Promise<TokenFront> {
  const upstream = new URL(options.upstream);
  const server: Server = createServer((req, res) => {
    if (options.local?.(req, res)) return;
    const headers: Record<string, string | string[]> = { authorization: `Bearer ${options.token}` };
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers,
        ca: options.ca,
      },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !DROPPED.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forwarded.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          kind: 'Status',
          apiVersion: 'v1',
          status: 'Failure',
          code: 502,
          message: `kube-apiserver: ${error.message}`,
        }),
      );
    });
    // A watch the caller ends ends upstream too.
    res.on('close', () => forwarded.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', () => done()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
