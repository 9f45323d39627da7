import type { IncomingMessage } from 'node:http';
import { readCookies } from './cookies';

export const USER_COOKIE = 'demo-user';
const SUBPROTOCOL = 'Impersonate-User.';

/** Whom the browser asks to impersonate: the `Impersonate-User` header, or a watch's subprotocol. */
function requestedImpersonation(req: IncomingMessage): string | undefined {
  const header = req.headers['impersonate-user'];
  if (typeof header === 'string' && header) return header;
  const protocols = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const encoded = protocols.find((p) => p.startsWith(SUBPROTOCOL))?.slice(SUBPROTOCOL.length);
  return encoded ? Buffer.from(encoded, 'base64url').toString('utf8') : undefined;
}

export type ActingUser = { readonly user?: string } | { readonly refused: string };

/**
 * Whom a request acts as, as the console backend and the API server decide it: the session's
 * user (the demo's cookie: the cluster admin, or `viewer`), or whom the cluster admin
 * impersonates. The viewer may not impersonate (the API server's 403).
 */
export function actingUser(req: IncomingMessage): ActingUser {
  const viewer = readCookies(req).get(USER_COOKIE) === 'viewer';
  const asked = requestedImpersonation(req);
  if (asked && viewer)
    return { refused: `users.user.openshift.io "${asked}" is forbidden: User "viewer" cannot impersonate` };
  return { user: asked ?? (viewer ? 'viewer' : undefined) };
}
