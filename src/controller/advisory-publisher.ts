import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { rateImagePair, ratedPackagesOf } from '../domain/advisories/pair-advisories';
import { chooseProduct } from '../domain/advisories/product-choice';
import {
  ADVISORY_KEY,
  ADVISORY_LABEL,
  ADVISORY_STATUS_KEY,
  ADVISORY_STATUS_NAME,
  advisoryConfigMapName,
  publishedAdvisories,
  type AdvisorySourceStatusInput,
} from '../domain/advisories/published-advisories';
import { changelogDiff } from '../domain/rpmdb/changelog-diff';
import { filesAt, filesOfImage } from '../registry/advisory-files';
import type { AuthFile } from '../registry/auth-file';
import type { MirrorRule } from '../registry/mirrors';
import { imageLabels } from '../registry/image-manifest';
import { readAdvisories } from '../registry/read-advisories';
import { parseReference, repositoryName } from '../registry/reference';
import { RegistryClient } from '../registry/registry-client';
import { resolveSource } from '../registry/resolve-source';
import type { ChangelogPair } from './changelog-publisher';
import { statusOf, type ClusterClient } from './cluster-client';
import type { Log } from './log';
import type { OwnedConfigMaps } from './owned-config-maps';
import type { ReadRpmdb } from './rpmdb-round';
import { REGISTRY_TLS_VERIFY_FLAG } from './registry-flags';

export interface AdvisoryPublisherOptions {
  readonly namespace: string;
  readonly log: Log;
  readonly owned: OwnedConfigMaps;
  readonly registryTlsVerify: boolean;
  readonly registryAccess: () => Promise<{ auth: AuthFile; mirrors: MirrorRule[] }>;
  /** A CSAF document, a directory of them (a mounted ConfigMap or Secret), or an image or artifact. */
  readonly source?: string;
  /** The image's product CPE; else the one product the documents name. */
  readonly product?: string;
}

/** How a path source changed: its files' names, sizes and times. */
async function pathVersion(path: string): Promise<string> {
  const info = await stat(path);
  const files = info.isDirectory()
    ? await Promise.all(
        (await readdir(path, { recursive: true })).sort().map(async (f) => {
          const s = await stat(join(path, f));
          return `${f} ${s.size} ${s.mtimeMs}`;
        }),
      )
    : [`${path} ${info.size} ${info.mtimeMs}`];
  return `sha256:${createHash('sha256').update(files.join('\n')).digest('hex')}`;
}

/**
 * Issue 46: rates the CVEs each image pair fixes from the admin's advisory source and says
 * what stays open, published per pair (only what the pair touches) under a name that holds
 * the source's version (an image's digest): a new version is read once and every pair rated
 * again. The status ConfigMap tells the page whether a source is configured, which version
 * was read for which product, and which documents were skipped and why (a bad one never
 * stops the rest). Nothing of the pull secret is ever written.
 */
export class AdvisoryPublisher {
  private lastStatus = '';
  /** The source version and pairs last read for: not read again while neither changed (a feed is large). */
  private attempted = '';

  constructor(
    private readonly client: ClusterClient,
    private readonly options: AdvisoryPublisherOptions,
  ) {}

  async publish(pairs: readonly ChangelogPair[], read: ReadRpmdb): Promise<void> {
    const { source, log } = this.options;
    if (!source) return this.status({ configured: false });
    let version: string;
    let files: () => ReturnType<typeof filesAt>;
    try {
      ({ version, files } = await this.version(source));
    } catch (error) {
      log('warn', 'cannot read the advisory source', { source, error: (error as Error).message });
      return this.status({ configured: true, source, error: (error as Error).message });
    }
    const todo: { pair: ChangelogPair; name: string }[] = [];
    for (const pair of pairs) {
      const name = await advisoryConfigMapName(pair.from, pair.to, pair.arch, version);
      if (!this.options.owned.get(name) && !todo.some((t) => t.name === name)) todo.push({ pair, name });
    }
    if (todo.length === 0 && this.lastStatus.includes(version)) return;
    // Pairs that could not be rated from this version (no product, say) wait for a new version or new pairs.
    const attempt = [version, ...todo.map((t) => t.name)].join(' ');
    if (attempt === this.attempted) return;
    const rated = [];
    for (const { pair, name } of todo) {
      try {
        const [before, after] = await Promise.all([read(pair.from, pair.arch), read(pair.to, pair.arch)]);
        const { json } = changelogDiff(before, after);
        const { changed, targetSources } = ratedPackagesOf(json, after);
        rated.push({ pair, name, changed, targetSources, fixes: json.fixes });
      } catch (error) {
        // The changelog publisher tells the pools why an image cannot be read; here it is logged.
        log('warn', 'cannot rate a pair: its images are not readable', {
          from: pair.from,
          to: pair.to,
          error: String(error),
        });
      }
    }
    // An image not read is tried again next round; otherwise this version has been read for these pairs.
    if (rated.length === todo.length) this.attempted = attempt;
    const interest = {
      cves: new Set(rated.flatMap((r) => r.fixes)),
      components: new Set(rated.flatMap((r) => [...r.targetSources])),
    };
    const advisories = await readAdvisories(files(), interest);
    for (const s of advisories.skipped)
      log('warn', 'advisory document skipped', { document: s.name, problem: s.problem });
    const base = {
      configured: true,
      source,
      version,
      documents: advisories.documents,
      skipped: advisories.skipped.slice(0, 50),
    };
    // The product: configured, else each target image's `cpe` label, else the documents' one product.
    const fallback = chooseProduct(this.options.product, undefined, advisories.statements);
    let failure: string | undefined;
    for (const r of rated) {
      const label = this.options.product ? undefined : await this.cpeLabel(r.pair.to, r.pair.arch);
      const product = chooseProduct(this.options.product, label, advisories.statements);
      if ('error' in product) {
        failure = product.error;
        continue;
      }
      const pair = rateImagePair(advisories.index, product.cpe, r.changed, r.targetSources);
      await this.write(r.name, publishedAdvisories(r.pair.from, r.pair.to, r.pair.arch, pair), r.pair, version);
      log('info', 'published advisories', {
        configMap: r.name,
        rated: pair.ratings.size,
        stillOpen: pair.stillOpen.length,
      });
    }
    if (failure) return this.status({ ...base, error: failure });
    await this.status({
      ...base,
      ...('cpe' in fallback ? { product: fallback.cpe } : {}),
      readAt: new Date().toISOString(),
    });
  }

  /** A target image's `cpe` label (Red Hat's product images carry one); undefined when it has none or is not read. */
  private async cpeLabel(image: string, arch: string): Promise<string | undefined> {
    try {
      const { client, mirrors } = await this.registry();
      return (await imageLabels(image, { client, mirrors, arch }))['cpe'];
    } catch (error) {
      this.options.log('info', 'no cpe label read', { image, error: (error as Error).message });
      return undefined;
    }
  }

  private async registry() {
    const { auth, mirrors } = await this.options.registryAccess();
    return {
      client: new RegistryClient({
        auth,
        tlsVerify: this.options.registryTlsVerify,
        tlsVerifyFlag: REGISTRY_TLS_VERIFY_FLAG,
      }),
      mirrors,
    };
  }

  /** The source's version (an image's digest, a path's files) and how to read that version. */
  private async version(source: string) {
    if (source.startsWith('/')) return { version: await pathVersion(source), files: () => filesAt(source) };
    const { client, mirrors } = await this.registry();
    const ref = parseReference(source);
    const { fetched } = await resolveSource(ref, { client, mirrors });
    const digest = ref.digest ?? fetched.digest;
    return { version: digest, files: () => filesOfImage(`${repositoryName(ref)}@${digest}`, { client, mirrors }) };
  }

  private async status(status: AdvisorySourceStatusInput): Promise<void> {
    const text = JSON.stringify(status);
    const same = (s: string) => s.replace(/"readAt":"[^"]*"/, '');
    if (same(text) === same(this.lastStatus) && this.options.owned.get(ADVISORY_STATUS_NAME)) return;
    await this.put(ADVISORY_STATUS_NAME, ADVISORY_STATUS_KEY, text, {});
    this.lastStatus = text;
  }

  private async write(name: string, content: object, pair: ChangelogPair, version: string): Promise<void> {
    await this.put(name, ADVISORY_KEY, JSON.stringify(content), {
      'os-updates.openshift.io/from': pair.from,
      'os-updates.openshift.io/to': pair.to,
      'os-updates.openshift.io/advisory-version': version,
    });
  }

  /** Created, or replaced when it is there (the status changes; a pair's ratings do not under one name). */
  private async put(name: string, key: string, text: string, annotations: Record<string, string>): Promise<void> {
    const { namespace, owned } = this.options;
    const body = {
      metadata: { name, namespace, labels: { [ADVISORY_LABEL]: 'true' }, annotations },
      data: { [key]: text },
    };
    try {
      owned.wrote((await this.client.core.createNamespacedConfigMap({ namespace, body })).metadata);
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      owned.wrote((await this.client.core.replaceNamespacedConfigMap({ name, namespace, body })).metadata);
    }
  }
}
