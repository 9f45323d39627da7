import { changelogDiff } from '../domain/rpmdb/changelog-diff';
import { changelogPartsOf, sourceName } from '../domain/rpmdb/changelog-parts';
import { CHANGELOG_KEY, CHANGELOG_LABEL, changelogPartName } from '../domain/rpmdb/published-changelog';
import { changelogKey } from '../domain/rpmdb/pair-changelogs';
import type { AuthFile } from '../registry/auth-file';
import type { MirrorRule } from '../registry/mirrors';
import { statusOf, type ClusterClient } from './cluster-client';
import { Backoff } from './backoff';
import { recordPoolEvent } from './events';
import type { Log } from './log';
import type { OwnedConfigMaps } from './owned-config-maps';
import { rpmdbRound, type ReadRpmdb } from './rpmdb-round';

/** A move from one OS image to another that some pool has or could have. */
export interface ChangelogPair {
  readonly from: string;
  readonly to: string;
  /** rpm's name: x86_64, aarch64. */
  readonly arch: string;
  /** The pools that have or could have it: where a failure to publish it is told (an Event). */
  readonly pools: readonly string[];
}

export interface ChangelogPublisherOptions {
  readonly identity: string;
  readonly namespace: string;
  readonly registryTlsVerify: boolean;
  readonly log: Log;
  readonly registryAccess: () => Promise<{ auth: AuthFile; mirrors: MirrorRule[] }>;
  /** The ConfigMaps of the namespace as they are now: which parts exist. */
  readonly owned: OwnedConfigMaps;
  /** The pool objects by name, for the Events on them. */
  readonly poolUid: (name: string) => string | undefined;
}

/** On part 0: how many parts the pair has, so that a part deleted alone is seen (in metadata) and written again. */
const PARTS_ANNOTATION = 'os-updates.openshift.io/parts';

const pairKey = (p: Omit<ChangelogPair, 'pools'>) => `${p.from} ${p.to} ${p.arch}`;

/** The pairs once each, with every pool that has them. */
function uniquePairs(pairs: readonly ChangelogPair[]): ChangelogPair[] {
  const byKey = new Map<string, ChangelogPair>();
  for (const p of pairs) {
    const known = byKey.get(pairKey(p));
    byKey.set(pairKey(p), known ? { ...known, pools: [...new Set([...known.pools, ...p.pools])] } : p);
  }
  return [...byKey.values()];
}

/**
 * Publishes the changelogs of every image pair: reads the two images' rpm databases (each
 * image once per round, whatever number of pairs it is in), keeps each upgraded and
 * downgraded package's new entries, and writes them in ConfigMap-sized parts, part 0 last.
 * A pair whose parts are all there (the cache of the namespace's ConfigMaps says so, each
 * round) is not read again: its name is its content; one with a part gone is written again.
 * An image without a readable database is retried with a doubling delay, logged, and told
 * on each pool that has the pair (a Warning Event the page shows), never a credential.
 */
export class ChangelogPublisher {
  private readonly retry = new Backoff(30_000, 30 * 60_000);

  constructor(
    private readonly client: ClusterClient,
    private readonly options: ChangelogPublisherOptions,
  ) {}

  /** Whether every part of the pair is there: part 0, and the others it counts. */
  private async whole(pair: ChangelogPair): Promise<boolean> {
    const first = this.options.owned.get(await changelogPartName(pair.from, pair.to, pair.arch, 0));
    if (!first) return false;
    const of = Number(first.annotations?.[PARTS_ANNOTATION] ?? 1); // written before the count was: part 0 only
    for (let part = 1; part < of; part++)
      if (!this.options.owned.get(await changelogPartName(pair.from, pair.to, pair.arch, part))) return false;
    return true;
  }

  async publish(
    pairs: readonly ChangelogPair[],
    read: ReadRpmdb = rpmdbRound(this.options.registryAccess, this.options.registryTlsVerify),
  ): Promise<{ published: string[]; failed: string[] }> {
    const now = Date.now();
    const todo: ChangelogPair[] = [];
    for (const p of uniquePairs(pairs)) if (this.retry.due(pairKey(p), now) && !(await this.whole(p))) todo.push(p);
    const outcome = { published: [] as string[], failed: [] as string[] };
    if (todo.length === 0) return outcome;
    for (const pair of todo) {
      const key = pairKey(pair);
      const name = await changelogPartName(pair.from, pair.to, pair.arch, 0);
      try {
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
            part.part === 0 ? parts.length : undefined,
          );
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
        const message = (error as Error).message ?? String(error);
        const delayMs = this.retry.failed(key);
        outcome.failed.push(name);
        this.options.log('warn', 'cannot publish changelogs', {
          from: pair.from,
          to: pair.to,
          arch: pair.arch,
          error: message,
          retryInMs: delayMs,
        });
        // The page, finding no changelogs for the pair, says why: this Event names both images.
        for (const pool of pair.pools)
          await recordPoolEvent(this.client, this.options.identity, {
            pool: { name: pool, uid: this.options.poolUid(pool) },
            type: 'Warning',
            reason: 'ChangelogUnavailable',
            message: `cannot publish the changelogs from ${pair.from} to ${pair.to} (${pair.arch}): ${message}`,
          }).catch(() => undefined);
      }
    }
    return outcome;
  }

  private async create(name: string, pair: ChangelogPair, text: string, parts?: number): Promise<void> {
    const body = {
      metadata: {
        name,
        namespace: this.options.namespace,
        labels: { [CHANGELOG_LABEL]: 'true' },
        annotations: {
          'os-updates.openshift.io/from': pair.from,
          'os-updates.openshift.io/to': pair.to,
          ...(parts === undefined ? {} : { [PARTS_ANNOTATION]: String(parts) }),
        },
      },
      data: { [CHANGELOG_KEY]: text },
    };
    try {
      const created = await this.client.core.createNamespacedConfigMap({ namespace: this.options.namespace, body });
      this.options.owned.wrote(created.metadata);
    } catch (error) {
      if (statusOf(error) !== 409) throw error; // another writer was first: the same content
      this.options.owned.wrote({ name, resourceVersion: '0' });
    }
  }
}
