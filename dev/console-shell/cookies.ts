import type { IncomingMessage } from 'node:http';

export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return cookies;
}

export const setCookie = (name: string, value: string, httpOnly = false): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${httpOnly ? '; HttpOnly' : ''}`;
