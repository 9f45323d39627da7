import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ImageReference } from './reference';

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** Credentials by the key they are filed under: a registry, or a registry/namespace prefix. */
export type AuthFile = ReadonlyMap<string, Credentials>;

export class AuthFileError extends Error {}

const normaliseKey = (key: string): string =>
  key
    .replace(/^https?:\/\//, '')
    .replace(/\/v[12]\/?$/, '')
    .replace(/\/+$/, '')
    .replace(/^index\.docker\.io$/, 'docker.io')
    .replace(/^registry-1\.docker\.io$/, 'docker.io');

/**
 * Reads a registry auth file in the docker `config.json` format (what the cluster's pull
 * secret is): `{"auths": {"quay.io": {"auth": base64("user:password")}}}`, or `username`
 * and `password` fields. Never puts a credential into an error message.
 */
export function parseAuthFile(text: string, source: string): AuthFile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new AuthFileError(`${source}: not valid JSON (a docker config.json with "auths" is expected)`);
  }
  const auths = (doc as { auths?: unknown } | null)?.auths;
  if (typeof auths !== 'object' || auths === null || Array.isArray(auths))
    throw new AuthFileError(`${source}: has no "auths" object`);
  const result = new Map<string, Credentials>();
  for (const [key, entry] of Object.entries(auths as Record<string, unknown>)) {
    const e = (entry ?? {}) as { auth?: unknown; username?: unknown; password?: unknown };
    if (typeof e.auth === 'string' && e.auth !== '') {
      const decoded = Buffer.from(e.auth, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon <= 0) throw new AuthFileError(`${source}: the "auth" of "${key}" is not base64 of user:password`);
      result.set(normaliseKey(key), { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) });
    } else if (typeof e.username === 'string' && typeof e.password === 'string') {
      result.set(normaliseKey(key), { username: e.username, password: e.password });
    }
  }
  return result;
}

/**
 * The credentials for a repository: the most specific key wins, from `registry/a/b/repo`
 * down to `registry`, as containers-auth.json(5) says.
 */
export function credentialsFor(auth: AuthFile, ref: ImageReference): Credentials | undefined {
  const parts = ref.repository.split('/');
  for (let i = parts.length; i >= 0; i--) {
    const key = i === 0 ? ref.registry : `${ref.registry}/${parts.slice(0, i).join('/')}`;
    const found = auth.get(key);
    if (found) return found;
  }
  return undefined;
}

/** Where podman and skopeo look when no auth file is named. */
export function defaultAuthFilePaths(env: NodeJS.ProcessEnv): string[] {
  const paths: string[] = [];
  if (env.XDG_RUNTIME_DIR) paths.push(join(env.XDG_RUNTIME_DIR, 'containers/auth.json'));
  paths.push(join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'containers/auth.json'));
  paths.push(join(env.DOCKER_CONFIG ?? join(homedir(), '.docker'), 'config.json'));
  return paths;
}

/** `--authfile`, else `REGISTRY_AUTH_FILE`, else the first usual location that exists; none is fine. */
export function loadAuthFile(explicit: string | undefined, env: NodeJS.ProcessEnv): AuthFile {
  const named = explicit ?? env.REGISTRY_AUTH_FILE;
  if (named) {
    if (!existsSync(named)) throw new AuthFileError(`${named}: no such auth file`);
    return parseAuthFile(readFileSync(named, 'utf8'), named);
  }
  const found = defaultAuthFilePaths(env).find((p) => existsSync(p));
  return found ? parseAuthFile(readFileSync(found, 'utf8'), found) : new Map();
}
