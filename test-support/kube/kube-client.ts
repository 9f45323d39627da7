import { request } from 'node:https';

export interface KubeAnswer {
  readonly status: number;
  /** The body parsed as JSON where it is JSON, else its text. */
  readonly body: unknown;
  readonly warnings: readonly string[];
}

/** What a refusal carries: kube-apiserver's `Status` object. */
export interface KubeStatus {
  readonly code: number;
  readonly reason: string;
  readonly message: string;
}

/** What a watch answered: its status and the events (or refusal) it sent. */
export interface WatchAnswer {
  readonly status: number;
  readonly events: readonly unknown[];
}

/** Newline-delimited JSON as it arrives in chunks: each whole line once. */
export class LineReader {
  private rest = '';
  constructor(private readonly onLine: (line: string) => void) {}
  push(text: string): void {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) this.onLine(line);
  }
  end(): void {
    if (this.rest.trim()) this.onLine(this.rest);
    this.rest = '';
  }
}

/** A line of a watch: its JSON, or its text where it is not JSON. */
export function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return line;
  }
}

/** A request reset on a kept-alive socket before any answer: not read by the server. */
class ReusedSocketReset extends Error {}

/**
 * A small HTTPS client for the real API server as one token user: tests read the server's exact
 * answers (status, `Status` body, `Warning` headers), which a full client library would turn into
 * exceptions of its own.
 */
export class KubeClient {
  constructor(
    readonly url: string,
    private readonly ca: string,
    private readonly token: string,
  ) {}

  async raw(
    method: string,
    path: string,
    body?: unknown,
    contentType = 'application/json',
    accept = 'application/json',
  ): Promise<KubeAnswer> {
    try {
      return await this.send(method, path, body, contentType, accept);
    } catch (error) {
      // A kept-alive connection the server closed while idle, as the request went out on it: the
      // server never read it (Node's documented case, `request.reusedSocket`), so send it again.
      if (!(error instanceof ReusedSocketReset)) throw error;
      return this.send(method, path, body, contentType, accept);
    }
  }

  private send(method: string, path: string, body: unknown, contentType: string, accept: string): Promise<KubeAnswer> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        new URL(path, this.url),
        {
          method,
          ca: this.ca,
          headers: {
            authorization: `Bearer ${this.token}`,
            accept,
            ...(payload !== undefined
              ? { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: keep the text
            }
            const warning = res.headers.warning;
            resolve({
              status: res.statusCode ?? 0,
              body: parsed,
              warnings: (Array.isArray(warning) ? warning : warning ? [warning] : []).map(warningText),
            });
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(req.reusedSocket && error.code === 'ECONNRESET' ? new ReusedSocketReset(error.message) : error),
      );
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /**
   * A watch's answer, event by event, until `enough` says so or `timeoutMs` passes (then what
   * came so far): the status, and each line parsed (a refusal before any event: its body).
   */
  watch(path: string, enough: (events: readonly unknown[]) => boolean, timeoutMs = 30_000): Promise<WatchAnswer> {
    return new Promise((resolve, reject) => {
      const events: unknown[] = [];
      let status = 0;
      const done = () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status, events });
      };
      const timer = setTimeout(done, timeoutMs);
      const req = request(
        new URL(path, this.url),
        { method: 'GET', ca: this.ca, agent: false, headers: { authorization: `Bearer ${this.token}` } },
        (res) => {
          status = res.statusCode ?? 0;
          const lines = new LineReader((line) => events.push(parsedLine(line)));
          res.on('data', (c: Buffer) => {
            lines.push(c.toString('utf8'));
            if (enough(events)) done();
          });
          res.on('end', () => {
            lines.end();
            done();
          });
        },
      );
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error); // nothing once resolved: destroying the request ends it
      });
      req.end();
    });
  }

  /** The object, or throws naming the request and the server's message. */
  async ok<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    contentType?: string,
  ): Promise<T> {
    const answer = await this.raw(method, path, body, contentType);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${statusOf(answer).message}`);
    return answer.body as T;
  }
}

/** The `Status` of a refusal (code, reason, message), or the text it came with. */
export function statusOf(answer: KubeAnswer): KubeStatus {
  const b = answer.body as Partial<KubeStatus> | string;
  if (typeof b === 'object' && b !== null && typeof b.message === 'string')
    return { code: b.code ?? answer.status, reason: b.reason ?? '', message: b.message };
  return { code: answer.status, reason: '', message: String(b) };
}

/** `299 - "text"` → text. */
function warningText(header: string): string {
  const m = /^\d{3} \S+ "(.*)"$/.exec(header);
  return m ? (m[1] as string).replace(/\\"/g, '"') : header;
}
