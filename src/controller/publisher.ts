import { imageReleaseInfoName } from '../domain/release-info/from-os-image';
import { releaseInfoConfigMap } from '../domain/release-info/release-info-configmap';
import { RELEASE_INFO_NAMESPACE } from '../domain/release-info/release-info';
import { parseAuthFile, type AuthFile } from '../registry/auth-file';
import { parseMirrorConfig, type MirrorRule } from '../registry/mirrors';
import { readReleaseInfoMetadata } from '../registry/read-release-info';
import { RegistryClient } from '../registry/registry-client';
import { statusOf, type ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import { Backoff } from './backoff';
import type { Log } from './log';
import { wantedKey, type WantedImage } from './wanted-images';
import { REGISTRY_TLS_VERIFY_FLAG } from './registry-flags';

export interface PublisherOptions {
  readonly identity: string;
  /** false: plain HTTP to registries (the demo's). */
  readonly registryTlsVerify: boolean;
  readonly log: Log;
  /** The pool objects by name, for the Events on them. */
  readonly poolUid: (name: string) => string | undefined;
}

/** What one publishing round did, for logs and tests. */
export interface PublishOutcome {
  readonly published: string[];
  readonly failed: string[];
}

/**
 * Makes sure a release-info ConfigMap exists for every wanted (image, architecture): reads
 * the image from its registry with the cluster's pull secret and mirror sets, creates the
 * ConfigMap (one write: it exists whole or not at all; "already exists" is success). An image
 * that cannot be read is retried with a doubling delay, and each pool using it gets a
 * Warning Event naming the image and the reason, never a credential.
 */
export class Publisher {
  private readonly retry = new Backoff(15_000, 15 * 60_000);

  constructor(
    private readonly client: ClusterClient,
    private readonly options: PublisherOptions,
  ) {}

  /** The cluster's pull secret and mirror sets, read now. */
  async registryAccess(): Promise<{ auth: AuthFile; mirrors: MirrorRule[] }> {
    const [auth, mirrors] = await Promise.all([this.pullSecret(), this.mirrors()]);
    return { auth, mirrors };
  }

  private async pullSecret(): Promise<AuthFile> {
    try {
      const secret = await this.client.core.readNamespacedSecret({
        name: 'pull-secret',
        namespace: 'openshift-config',
      });
      const data = secret.data?.['.dockerconfigjson'];
      return data
        ? parseAuthFile(Buffer.from(data, 'base64').toString('utf8'), 'openshift-config/pull-secret')
        : new Map();
    } catch (error) {
      if (statusOf(error) === 404) return new Map();
      throw error;
    }
  }

  /** The cluster's ImageDigestMirrorSets and the older ImageContentSourcePolicies (a cluster may lack either kind). */
  private async mirrors(): Promise<MirrorRule[]> {
    const listOf = async (group: string, version: string, plural: string) => {
      try {
        const list = (await this.client.custom.listClusterCustomObject({ group, version, plural })) as {
          items?: unknown[];
        };
        return list.items ?? [];
      } catch (error) {
        if (statusOf(error) === 404) return [];
        throw error;
      }
    };
    const [idms, icsp] = await Promise.all([
      listOf('config.openshift.io', 'v1', 'imagedigestmirrorsets'),
      listOf('operator.openshift.io', 'v1alpha1', 'imagecontentsourcepolicies'),
    ]);
    return parseMirrorConfig(
      JSON.stringify({ kind: 'List', items: [...idms, ...icsp] }),
      'ImageDigestMirrorSets and ImageContentSourcePolicies',
    );
  }

  async publish(wanted: ReadonlyMap<string, WantedImage>, existing: ReadonlySet<string>): Promise<PublishOutcome> {
    const now = Date.now();
    const todo = [...wanted.entries()].filter(([key]) => !existing.has(key) && this.retry.due(key, now));
    const outcome = { published: [] as string[], failed: [] as string[] };
    if (todo.length === 0) return outcome;
    const { auth, mirrors } = await this.registryAccess();
    // One client per round: its bearer tokens serve every image of the round.
    const registry = new RegistryClient({
      auth,
      tlsVerify: this.options.registryTlsVerify,
      tlsVerifyFlag: REGISTRY_TLS_VERIFY_FLAG,
    });
    for (const [key, want] of todo) {
      const before = { requests: registry.requests, bytes: registry.bytes };
      try {
        const [metadata] = await readReleaseInfoMetadata(want.image, {
          client: registry,
          mirrors,
          arch: want.arch,
          releaseVersion: want.releaseVersion,
        });
        if (!metadata) throw new Error(`${want.image}: nothing read for ${want.arch}`);
        const name = imageReleaseInfoName(metadata);
        await this.create(releaseInfoConfigMap(name, metadata));
        this.retry.succeeded(key);
        outcome.published.push(name);
        this.options.log('info', 'published release info', {
          configMap: name,
          image: want.image,
          arch: want.arch,
          registryRequests: registry.requests - before.requests,
          registryBytes: registry.bytes - before.bytes,
        });
      } catch (error) {
        const message = (error as Error).message ?? String(error);
        const delayMs = this.retry.failed(key);
        outcome.failed.push(key);
        this.options.log('warn', 'cannot read OS image', {
          image: want.image,
          arch: want.arch,
          error: message,
          retryInMs: delayMs,
        });
        for (const pool of want.pools)
          await recordPoolEvent(this.client, this.options.identity, {
            pool: { name: pool, uid: this.options.poolUid(pool) },
            type: 'Warning',
            reason: 'ReleaseInfoUnavailable',
            message: `cannot publish release info for ${want.image} (${want.arch}): ${message}`,
          }).catch(() => undefined);
      }
    }
    return outcome;
  }

  /** Forgets the back-off of every image: the pull secret or the mirrors changed. */
  retryAll(): void {
    this.retry.clear();
  }

  private async create(body: ReturnType<typeof releaseInfoConfigMap>): Promise<void> {
    try {
      await this.client.core.createNamespacedConfigMap({ namespace: RELEASE_INFO_NAMESPACE, body });
    } catch (error) {
      if (statusOf(error) !== 409) throw error; // another writer was first: the same content
    }
  }
}

export { wantedKey };
