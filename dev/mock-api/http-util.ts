import type { IncomingMessage, ServerResponse } from 'node:http';

export class ClientGoneError extends Error {}

/** The whole request body; rejects when the client went away before sending it all (nothing is applied). */
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gone = () => reject(new ClientGoneError('the client went away before its request was read'));
    if (req.destroyed) return gone(); // a destroyed stream gives no more data, even if it had it all
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) gone();
    });
  });
}

/** A JSON request body; an empty body is `{}`. */
export async function readJson<T>(req: IncomingMessage): Promise<T> {
  const text = (await readBody(req)).toString('utf8');
  return (text ? JSON.parse(text) : {}) as T;
}

/** Sends `body` as JSON; `text`, when given, is that JSON made already. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  text: string | readonly Buffer[] = JSON.stringify(body),
): void {
  if (typeof text !== 'string') {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': text.reduce((sum, chunk) => sum + chunk.length, 0),
      'Cache-Control': 'no-store',
    });
    res.cork();
    for (const chunk of text) res.write(chunk);
    res.end();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}
