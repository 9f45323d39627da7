/** An image reference split as container tools split it: registry, repository, tag and/or digest. */
export interface ImageReference {
  /** Host (and port) as written, e.g. `quay.io`, `127.0.0.1:5000`; `docker.io` when none is. */
  readonly registry: string;
  /** Path inside the registry, e.g. `openshift-release-dev/ocp-v4.0-art-dev`. */
  readonly repository: string;
  readonly tag?: string;
  /** `sha256:<64 hex>` */
  readonly digest?: string;
}

const DIGEST = /^sha256:[0-9a-f]{64}$/;
const TAG = /^[\w][\w.-]{0,127}$/;
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;

export class ImageReferenceError extends Error {}

/**
 * Parses `[registry/]repository[:tag][@digest]` as the distribution reference grammar
 * does: the first component is a registry when it has a `.` or a `:` or is `localhost`.
 */
export function parseReference(text: string): ImageReference {
  const input = text.trim();
  const fail = (why: string) => new ImageReferenceError(`image reference "${text}": ${why}`);
  if (!input) throw fail('is empty');
  let rest = input;
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    if (!DIGEST.test(digest)) throw fail('the digest must be sha256:<64 lowercase hex>');
  }
  let tag: string | undefined;
  const lastSlash = rest.lastIndexOf('/');
  const colon = rest.lastIndexOf(':');
  if (colon > lastSlash) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!TAG.test(tag)) throw fail(`"${tag}" is not a valid tag`);
  }
  const parts = rest.split('/');
  const first = parts[0] ?? '';
  const hasRegistry = parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost');
  const registry = hasRegistry ? first : 'docker.io';
  const path = hasRegistry ? parts.slice(1) : parts;
  if (path.length === 0 || path.some((p) => !PATH_COMPONENT.test(p)))
    throw fail('the repository must be lowercase path components (a-z, 0-9, ".", "_", "-")');
  const repository = registry === 'docker.io' && path.length === 1 ? `library/${path[0]}` : path.join('/');
  if (!tag && !digest) tag = 'latest';
  return { registry, repository, tag, digest };
}

/** `registry/repository` as mirror rules and auth files name repositories. */
export const repositoryName = (ref: ImageReference): string => `${ref.registry}/${ref.repository}`;

/** The reference as text, by digest when it has one. */
export function formatReference(ref: ImageReference): string {
  const name = repositoryName(ref);
  return ref.digest ? `${name}@${ref.digest}` : `${name}:${ref.tag ?? 'latest'}`;
}

/** The host that serves the registry API (Docker Hub's API host differs from its name). */
export const apiHost = (registry: string): string => (registry === 'docker.io' ? 'registry-1.docker.io' : registry);
