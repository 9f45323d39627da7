import { createHash } from 'node:crypto';
import { credentialsFor, type AuthFile, type Credentials } from './auth-file';
import { parseChallenge } from './challenge';
import { MANIFEST_ACCEPT } from './media-types';
import { apiHost, type ImageReference } from './reference';
import { RegistryError } from './registry-error';

export interface RegistryClientOptions {
  readonly auth: AuthFile;
  /** false: speak plain HTTP (like podman's `--tls-verify=false` to a local registry). */
  readonly tlsVerify: boolean;
  readonly timeoutMs?: number;
  readonly maxManifestBytes?: number;
  readonly maxBlobBytes?: number;
  /** How the reader's user turns TLS off, for the hint a TLS failure gives (the CLI's by default). */
  readonly tlsVerifyFlag?: string;
}

export interface Fetched {
  readonly bytes: Uint8Array;
  readonly contentType?: string;
  /** `sha256:…` of the bytes, checked against the digest asked for. */
  readonly digest: string;
}

const sha256 = (bytes: Uint8Array) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const basic = (c: Credentials) => `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;

/** Why a request failed, in words, from fetch's error and its cause (TLS, refused, timeout). */
function networkReason(error: unknown, timeoutMs: number, tlsVerifyFlag: string): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const code = e?.cause?.code ?? '';
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code) || /certificate|tls|ssl/i.test(e?.cause?.message ?? ''))
    return `TLS failed (${code || e?.cause?.message}); use ${tlsVerifyFlag}=false only for a plain-HTTP registry you trust`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  return `cannot connect (${code || e?.cause?.message || e?.message || String(error)})`;
}

/**
 * A client of the distribution API v2 for pulls: manifests and blobs by digest or tag,
 * bearer-token challenges (quay.io, registry.redhat.io) and basic auth from an auth file,
 * sizes capped and digests verified. Counts its requests and bytes (for the bench).
 */
export class RegistryClient {
  requests = 0;
  bytes = 0;
  private readonly authorization = new Map<string, string | undefined>();
  private readonly timeoutMs: number;

  constructor(private readonly options: RegistryClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  async manifest(ref: ImageReference, reference: string): Promise<Fetched> {
    const fetched = await this.get(
      ref,
      `manifests/${reference}`,
      MANIFEST_ACCEPT,
      this.options.maxManifestBytes ?? 4 << 20,
    );
    if (reference.startsWith('sha256:') && fetched.digest !== reference)
      throw new RegistryError(ref.registry, `manifest ${reference} arrived with digest ${fetched.digest}`);
    return fetched;
  }

  async blob(ref: ImageReference, digest: string, size?: number): Promise<Fetched> {
    const max = this.options.maxBlobBytes ?? 64 << 20;
    if (size !== undefined && size > max)
      throw new RegistryError(ref.registry, `blob ${digest} is ${size} bytes, over the ${max}-byte cap`);
    const fetched = await this.get(ref, `blobs/${digest}`, '*/*', max);
    if (fetched.digest !== digest)
      throw new RegistryError(
        ref.registry,
        `blob ${digest} arrived with digest ${fetched.digest}: corrupt or tampered`,
      );
    return fetched;
  }

  /**
   * A blob as a stream of chunks, for layers too large to hold: at most `max` bytes, its
   * digest checked when the last chunk has come (a mismatch throws then: a reader must not
   * trust what it took from the stream before the end).
   */
  async *blobStream(ref: ImageReference, digest: string, max: number): AsyncGenerator<Uint8Array> {
    const response = await this.open(ref, `blobs/${digest}`, '*/*');
    const declared = Number(response.headers.get('content-length'));
    if (declared > max) {
      await response.body?.cancel();
      throw new RegistryError(ref.registry, `blob ${digest} is ${declared} bytes, over the ${max}-byte cap`);
    }
    const hash = createHash('sha256');
    let total = 0;
    const reader = response.body?.getReader();
    try {
      for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
        total += part.value.byteLength;
        this.bytes += part.value.byteLength;
        if (total > max) throw new RegistryError(ref.registry, `blob ${digest} is over the ${max}-byte cap`);
        hash.update(part.value);
        yield part.value;
      }
    } finally {
      await reader?.cancel().catch(() => undefined);
    }
    const got = `sha256:${hash.digest('hex')}`;
    if (got !== digest)
      throw new RegistryError(ref.registry, `blob ${digest} arrived with digest ${got}: corrupt or tampered`);
  }

  private url(ref: ImageReference, path: string): string {
    const scheme = this.options.tlsVerify ? 'https' : 'http';
    return `${scheme}://${apiHost(ref.registry)}/v2/${ref.repository}/${path}`;
  }

  private async send(url: string, registry: string, headers: Record<string, string>): Promise<Response> {
    this.requests++;
    try {
      return await fetch(url, { headers, signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
    } catch (error) {
      throw new RegistryError(
        registry,
        networkReason(error, this.timeoutMs, this.options.tlsVerifyFlag ?? '--tls-verify'),
      );
    }
  }

  private async get(ref: ImageReference, path: string, accept: string, max: number): Promise<Fetched> {
    const response = await this.open(ref, path, accept);
    const bytes = await this.readCapped(response, ref.registry, max);
    return { bytes, contentType: response.headers.get('content-type') ?? undefined, digest: sha256(bytes) };
  }

  /** The answer to a GET, authorised (a 401's challenge answered once), or the reason it failed. */
  private async open(ref: ImageReference, path: string, accept: string): Promise<Response> {
    const key = `${ref.registry}/${ref.repository}`;
    const url = this.url(ref, path);
    const headers = (auth?: string): Record<string, string> => ({
      Accept: accept,
      ...(auth ? { Authorization: auth } : {}),
    });
    let response = await this.send(url, ref.registry, headers(this.authorization.get(key)));
    if (response.status === 401) {
      await response.body?.cancel();
      const auth = await this.authorize(ref, response.headers.get('www-authenticate'));
      this.authorization.set(key, auth);
      response = await this.send(url, ref.registry, headers(auth));
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RegistryError(ref.registry, this.statusReason(response.status, ref, path));
    }
    return response;
  }

  private statusReason(status: number, ref: ImageReference, path: string): string {
    const what = `${ref.repository} ${path.replace('/', ' ')}`;
    if (status === 401)
      return `authentication failed (401) for ${ref.repository}: check the credentials in the auth file`;
    if (status === 403) return `access denied (403) to ${ref.repository}`;
    if (status === 404) return `not found (404): ${what}`;
    if (status === 429) return 'too many requests (429): try again later';
    return `answered ${status} for ${what}`;
  }

  private async readCapped(response: Response, registry: string, max: number): Promise<Uint8Array> {
    const declared = Number(response.headers.get('content-length'));
    if (declared > max) {
      await response.body?.cancel();
      throw new RegistryError(registry, `answer of ${declared} bytes is over the ${max}-byte cap`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); reader && part && !part.done; part = await reader.read()) {
      total += part.value.byteLength;
      if (total > max) {
        await reader.cancel();
        throw new RegistryError(registry, `answer is over the ${max}-byte cap`);
      }
      chunks.push(part.value);
    }
    this.bytes += total;
    return Buffer.concat(chunks);
  }

  /** Answers a 401's challenge: a bearer token from the realm (with basic credentials if any), or basic auth. */
  private async authorize(ref: ImageReference, header: string | null): Promise<string> {
    const challenge = parseChallenge(header);
    const credentials = credentialsFor(this.options.auth, ref);
    if (challenge?.scheme === 'basic') {
      if (!credentials)
        throw new RegistryError(ref.registry, 'asks for credentials (401) and the auth file has none for it');
      return basic(credentials);
    }
    const realm = challenge?.params.get('realm');
    if (!realm) throw new RegistryError(ref.registry, 'answered 401 without a usable WWW-Authenticate challenge');
    const tokenUrl = new URL(realm);
    const service = challenge?.params.get('service');
    if (service) tokenUrl.searchParams.set('service', service);
    tokenUrl.searchParams.set('scope', `repository:${ref.repository}:pull`);
    const response = await this.send(
      tokenUrl.toString(),
      ref.registry,
      credentials ? { Authorization: basic(credentials) } : {},
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new RegistryError(
        ref.registry,
        response.status === 401 || response.status === 403
          ? `the token service refused the credentials (${response.status})`
          : `the token service answered ${response.status}`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { token?: string; access_token?: string };
    const token = body.token ?? body.access_token;
    if (!token) throw new RegistryError(ref.registry, 'the token service gave no token');
    return `Bearer ${token}`;
  }
}
