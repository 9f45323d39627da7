import { changelogDiff } from '../domain/rpmdb/changelog-diff';
import { changelogPartsOf, sourceName } from '../domain/rpmdb/changelog-parts';
import { CHANGELOG_KEY, CHANGELOG_LABEL, changelogPartName } from '../domain/rpmdb/published-changelog';
import { changelogKey } from '../domain/rpmdb/pair-changelogs';
import type { RpmHeaderPackage } from '../domain/rpmdb/rpm-header';
import type { AuthFile } from '../registry/auth-file';
import type { MirrorRule } from '../registry/mirrors';
import { readImageRpmdb } from '../registry/read-image-rpmdb';
import { RegistryClient } from '../registry/registry-client';
import { statusOf, type ClusterClient } from './cluster-client';
import { Backoff } from './backoff';
import type { Log } from './log';

/** A move from one OS image to another that some pool has or could have. */
export interface ChangelogPair {
  readonly from: string;
  readonly to: string;
  /** rpm's name: x86_64, aarch64. */
  readonly arch: string;
}

export interface ChangelogPublisherOptions {
  readonly namespace: string;
  readonly registryTlsVerify: boolean;
  readonly log: Log;
  readonly registryAccess: () => Promise<{ auth: AuthFile; mirrors: MirrorRule[] }>;
}

const pairKey = (p: ChangelogPair) => `${p.from} ${p.to} ${p.arch}`;

/**
 * Publishes the changelogs of every image pair: reads the two images' rpm databases (each
 * image once per round, whatever number of pairs it is in), keeps each upgraded and
 * downgraded package's new entries, and writes them in ConfigMap-sized parts, part 0 last.
 * A pair published once is never read again (its name is its content); an image without a
 * readable database is retried with a doubling delay and logged, never a credential.
 */
export class ChangelogPublisher {
  private readonly published = new Set<string>();
  private readonly retry = new Backoff(30_000, 30 * 60_000);

  constructor(
    private readonly client: ClusterClient,
    private readonly options: ChangelogPublisherOptions,
  ) {}

  async publish(pairs: readonly ChangelogPair[]): Promise<{ published: string[]; failed: string[] }> {
    const now = Date.now();
    const todo = [...new Map(pairs.map((p) => [pairKey(p), p])).values()].filter(
      (p) => !this.published.has(pairKey(p)) && this.retry.due(pairKey(p), now),
    );
    const outcome = { published: [] as string[], failed: [] as string[] };
    if (todo.length === 0) return outcome;
    let registry: { client: RegistryClient; mirrors: MirrorRule[] } | undefined;
    // Each image read once this round; nothing is kept after it (a database is tens of MB).
    const databases = new Map<string, Promise<readonly RpmHeaderPackage[]>>();
    const read = async (image: string, arch: string) => {
      if (!registry) {
        const { auth, mirrors } = await this.options.registryAccess();
        registry = { client: new RegistryClient({ auth, tlsVerify: this.options.registryTlsVerify }), mirrors };
      }
      const key = `${image}|${arch}`;
      let db = databases.get(key);
      if (!db) {
        const { client, mirrors } = registry;
        db = readImageRpmdb(image, { client, mirrors, arch }).then((r) => r.packages);
        databases.set(key, db);
      }
      return db;
    };
    for (const pair of todo) {
      const key = pairKey(pair);
      const name = await changelogPartName(pair.from, pair.to, pair.arch, 0);
      try {
        if (await this.exists(name)) {
          this.published.add(key);
          continue;
        }
        const [before, after] = await Promise.all([read(pair.from, pair.arch), read(pair.to, pair.arch)]);
        const diff = changelogDiff(before, after).json;
        const sources = new Map(
          after.flatMap((h) =>
            h.arch && h.sourceRpm ? [[changelogKey(h.name, h.arch), sourceName(h.sourceRpm)] as const] : [],
          ),
        );
        const parts = changelogPartsOf(pair.from, pair.to, pair.arch, diff, sources);
        // Part 0 last: a reader that finds it finds every part.
        for (const part of [...parts].reverse())
          await this.create(
            await changelogPartName(pair.from, pair.to, pair.arch, part.part),
            pair,
            JSON.stringify(part),
          );
        this.published.add(key);
        this.retry.succeeded(key);
        outcome.published.push(name);
        this.options.log('info', 'published changelogs', {
          configMap: name,
          from: pair.from,
          to: pair.to,
          arch: pair.arch,
          parts: parts.length,
          fixes: diff.fixes.length,
        });
      } catch (error) {
        const delayMs = this.retry.failed(key);
        outcome.failed.push(name);
        this.options.log('warn', 'cannot publish changelogs', {
          from: pair.from,
          to: pair.to,
          arch: pair.arch,
          error: (error as Error).message ?? String(error),
          retryInMs: delayMs,
        });
      }
    }
    return outcome;
  }

  private async exists(name: string): Promise<boolean> {
    try {
      await this.client.core.readNamespacedConfigMap({ name, namespace: this.options.namespace });
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  private async create(name: string, pair: ChangelogPair, text: string): Promise<void> {
    const body = {
      metadata: {
        name,
        namespace: this.options.namespace,
        labels: { [CHANGELOG_LABEL]: 'true' },
        annotations: { 'os-updates.openshift.io/from': pair.from, 'os-updates.openshift.io/to': pair.to },
      },
      data: { [CHANGELOG_KEY]: text },
    };
    try {
      await this.client.core.createNamespacedConfigMap({ namespace: this.options.namespace, body });
    } catch (error) {
      if (statusOf(error) !== 409) throw error; // another writer was first: the same content
    }
  }
}
