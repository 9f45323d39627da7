import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ApiError } from '../mock-api/status';

/** Where an operator's client reaches its API server, and as whom (a kubeconfig's essentials). */
export interface ApiEndpoint {
  readonly url: string;
  /** A bearer token; none on the demo's API server, which takes every caller as admin. */
  readonly token?: string;
  /** The CA of an HTTPS server's certificate. */
  readonly ca?: string;
}

function send(endpoint: ApiEndpoint, method: string, path: string, body?: string, contentType?: string) {
  const url = new URL(path, endpoint.url);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        ca: endpoint.ca,
        headers: {
          accept: 'application/json',
          ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
          ...(body !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(body);
  });
}

const readAll = async (res: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A refusal as the server's `Status` says it, or its text where it sent none. */
function refusal(status: number, text: string): ApiError {
  try {
    const s = JSON.parse(text) as { reason?: string; message?: string };
    return new ApiError(status, s.reason ?? '', s.message ?? text);
  } catch {
    return new ApiError(status, '', text.trim() || `HTTP ${status}`);
  }
}

/** One request with a JSON answer; a refusal rejects with an `ApiError` carrying the server's message. */
export async function call<T>(
  endpoint: ApiEndpoint,
  method: string,
  path: string,
  body?: unknown,
  contentType?: string,
): Promise<T> {
  const res = await send(endpoint, method, path, body === undefined ? undefined : JSON.stringify(body), contentType);
  const text = await readAll(res);
  if ((res.statusCode ?? 0) >= 300) throw refusal(res.statusCode ?? 0, text);
  return JSON.parse(text) as T;
}

/**
 * A watch, line by line: `onLine` gets each event's JSON; resolves when the server ends it (a
 * timeout, a restart), rejects on a refusal; `abort` ends it from this side.
 */
export function watchLines(
  endpoint: ApiEndpoint,
  path: string,
  onLine: (event: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  return send(endpoint, 'GET', path).then(async (res) => {
    if ((res.statusCode ?? 0) >= 300) throw refusal(res.statusCode ?? 0, await readAll(res));
    signal.addEventListener('abort', () => res.destroy(), { once: true });
    let rest = '';
    try {
      for await (const chunk of res) {
        const lines = (rest + (chunk as Buffer).toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });
}
