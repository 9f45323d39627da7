import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { actingUser, USER_COOKIE } from './acting-user';
import { readCookies, setCookie } from './cookies';
import { serveFile } from './static-files';
import { bridgeWatches } from './watch-bridge';

export const PLUGIN_NAME = 'os-update-plugin';
export const SESSION_COOKIE = 'openshift-session-token';
export const CSRF_COOKIE = 'csrf-token';
export { USER_COOKIE };

export interface BackendOptions {
  /** The built console shell (vite output). */
  readonly shellDir: string;
  /** Where the plugin comes from: a local folder (its `dist/`) or a URL, like `BRIDGE_PLUGINS`. */
  readonly plugin: { readonly dir: string } | { readonly url: string };
  /** The demo cluster's API server. */
  readonly apiUrl: string;
  /**
   * Where `/api/prometheus/…` goes, prefix stripped, as the console backend sends it to
   * thanos-querier: the demo's alerts, through its API server's service proxy.
   */
  readonly prometheusUrl: string;
  /** Where `/api/alertmanager/…` goes, as the console backend sends it to alertmanager-main. */
  readonly alertmanagerUrl: string;
}

const deny = (res: ServerResponse, status: number, message: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      kind: 'Status',
      apiVersion: 'v1',
      status: 'Failure',
      code: status,
      reason: status === 403 ? 'Forbidden' : 'Unauthorized',
      message,
    }),
  );
};

/**
 * Forwards a request to `target`, streaming both ways, its body framed as it came (a DELETE's
 * DeleteOptions too: unframed, Node would send it as no body and the API server read it as
 * the next request).
 */
function forward(req: IncomingMessage, res: ServerResponse, target: URL, headers: Record<string, string>): void {
  const send = target.protocol === 'https:' ? httpsRequest : request;
  const framing = Object.fromEntries(
    ['content-length', 'transfer-encoding'].flatMap((h) => (req.headers[h] ? [[h, String(req.headers[h])]] : [])),
  );
  const upstream = send(
    target,
    { method: req.method, headers: { ...headers, ...framing, host: target.host }, rejectUnauthorized: false },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (error) => deny(res, 502, `upstream ${target.origin} failed: ${error.message}`));
  req.pipe(upstream);
}

/**
 * The console backend, as far as the plugin sees it: serves the shell and the plugin's
 * assets, and proxies `/api/kubernetes/` to the cluster as the logged-in user. Like the
 * real one it refuses a change without the session cookie and a matching `X-CSRFToken`.
 */
export function createConsoleBackend(options: BackendOptions): Server {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cookies = readCookies(req);
    const path = url.pathname;

    if (path.startsWith('/api/kubernetes/')) {
      const changing = req.method !== 'GET' && req.method !== 'HEAD';
      if (changing) {
        if (!cookies.get(SESSION_COOKIE)) return deny(res, 401, 'Unauthorized: no session');
        const csrf = cookies.get(CSRF_COOKIE);
        if (!csrf || req.headers['x-csrftoken'] !== csrf) return deny(res, 403, 'CSRF token does not match');
      }
      const acting = actingUser(req);
      if ('refused' in acting) return deny(res, 403, acting.refused);
      const user = acting.user;
      const headers: Record<string, string> = {
        'content-type': req.headers['content-type'] ?? 'application/json',
        // As the console's proxy: the client's Accept goes through (metadata-only lists, Tables).
        accept: req.headers.accept ?? 'application/json',
      };
      if (user) headers['impersonate-user'] = user;
      return forward(
        req,
        res,
        new URL(`${path.slice('/api/kubernetes'.length)}${url.search}`, options.apiUrl),
        headers,
      );
    }

    const monitoring = path.startsWith('/api/prometheus/')
      ? { prefix: '/api/prometheus/', upstream: options.prometheusUrl }
      : path.startsWith('/api/alertmanager/')
        ? { prefix: '/api/alertmanager/', upstream: options.alertmanagerUrl }
        : undefined;
    if (monitoring && (req.method === 'GET' || req.method === 'HEAD')) {
      const acting = actingUser(req);
      if ('refused' in acting) return deny(res, 403, acting.refused);
      const headers: Record<string, string> = { accept: req.headers.accept ?? 'application/json' };
      if (acting.user) headers['impersonate-user'] = acting.user;
      const base = monitoring.upstream.replace(/\/?$/, '/');
      return forward(req, res, new URL(`${path.slice(monitoring.prefix.length)}${url.search}`, base), headers);
    }

    if (path === '/api/demo/user') {
      if (req.method === 'POST') {
        const user = url.searchParams.get('user') === 'viewer' ? 'viewer' : 'admin';
        res.writeHead(204, { 'Set-Cookie': setCookie(USER_COOKIE, user) });
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ user: cookies.get(USER_COOKIE) === 'viewer' ? 'viewer' : 'admin' }));
    }

    const pluginPrefix = `/api/plugins/${PLUGIN_NAME}/`;
    if (path.startsWith(pluginPrefix)) {
      const rest = path.slice(pluginPrefix.length);
      // Like the console's plugin proxy, the client's Accept-Encoding goes through (and the answer's encoding back).
      const encoding = req.headers['accept-encoding'];
      if ('url' in options.plugin)
        return forward(
          req,
          res,
          new URL(rest + url.search, options.plugin.url.replace(/\/?$/, '/')),
          typeof encoding === 'string' ? { 'accept-encoding': encoding } : {},
        );
      const cache = rest === 'plugin-manifest.json' ? 'no-cache' : 'public, max-age=3600';
      if (!serveFile(res, options.plugin.dir, rest, { 'Cache-Control': cache }))
        deny(res, 404, `plugin asset ${rest} not found`);
      return;
    }

    if (path.startsWith('/assets/') && serveFile(res, options.shellDir, path)) return;
    // Every other path is a console route: the shell's index.html, with the session cookies.
    const fresh = [SESSION_COOKIE, CSRF_COOKIE].filter((name) => !cookies.get(name));
    const setCookies = fresh.map((name) => setCookie(name, randomBytes(16).toString('hex'), name === SESSION_COOKIE));
    if (
      !serveFile(res, options.shellDir, 'index.html', {
        'Set-Cookie': setCookies,
        'Cache-Control': 'no-cache',
      })
    ) {
      deny(res, 404, 'the console shell is not built: run npm run build:shell');
    }
  });
  bridgeWatches(server, options.apiUrl);
  return server;
}
