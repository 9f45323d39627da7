import * as k8s from '@kubernetes/client-node';
import { readPoolFacts } from '../domain/pool/pool-facts';
import {
  listSetPatch,
  pinnableImages,
  PRESTAGE_LABEL,
  prestageSet,
  prestageSetName,
  prestageWanted,
  unlistSetPatch,
  type PrestageWant,
} from '../domain/pool/prestage';
import { jsonPatch, statusOf, type ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { PoolObject } from './gate-keeper';
import type { Log } from './log';

const GROUP = 'machineconfiguration.openshift.io';
const SETS = { group: GROUP, version: 'v1', plural: 'pinnedimagesets' } as const;
const POOLS = { group: GROUP, version: 'v1', plural: 'machineconfigpools' } as const;

type PinnedImageSet = k8s.KubernetesObject & { spec?: { pinnedImages?: { name?: string }[] } };
type Pool = PoolObject & { spec?: { pinnedImageSets?: { name?: string }[] } };

/** The OS image and extensions image of a rendered config, as the config publisher read them. */
export type ConfigImages = (config: string) => Promise<readonly (string | undefined)[]>;

/**
 * Pre-stages approved OS images (issue 25, point 2): for a pool approved now or for a window,
 * a PinnedImageSet of the approved images, listed on the pool, so that machines pull before
 * their turn (the MCO pulls pinned images whether the pool is paused or not); taken off and
 * deleted once the rollout is done or the approval is gone. Only its own sets are touched.
 */
export class Prestager {
  readonly informer: k8s.Informer<PinnedImageSet> & k8s.ObjectCache<PinnedImageSet>;

  constructor(
    private readonly client: ClusterClient,
    private readonly options: { identity: string; log: Log; images: ConfigImages },
  ) {
    this.informer = k8s.makeInformer<PinnedImageSet>(
      client.kc,
      `/apis/${GROUP}/v1/pinnedimagesets`,
      () =>
        client.custom.listClusterCustomObject({ ...SETS, labelSelector: PRESTAGE_LABEL }) as Promise<
          k8s.KubernetesListObject<PinnedImageSet>
        >,
      PRESTAGE_LABEL,
    );
  }

  /** Brings one pool's pre-staging in line with its approval. Returns the pool's resourceVersion after a patch. */
  async reconcile(pool: Pool): Promise<string | undefined> {
    const name = pool.metadata?.name;
    if (!name) return undefined;
    const setName = prestageSetName(name);
    const set = this.informer.list().find((s) => s.metadata?.name === setName);
    const listed = pool.spec?.pinnedImageSets;
    const isListed = (listed ?? []).some((s) => s.name === setName);
    const facts = readPoolFacts(pool);
    const want = prestageWanted(facts);
    const images = want ? await this.imagesToPull(want, facts.currentConfig) : [];
    if (images.length === 0) {
      let after: string | undefined;
      if (isListed) after = await this.patchPool(name, unlistSetPatch(name, listed));
      if (set) await this.deleteSet(setName);
      if (isListed || set) this.options.log('info', 'pre-staging done: set removed', { pool: name, set: setName });
      return after;
    }
    const have = (set?.spec?.pinnedImages ?? []).map((i) => i.name);
    let wrote = false;
    if (!set) wrote = await this.createSet(name, images);
    else if (have.join() !== images.join()) wrote = await this.replaceImages(set, images);
    // Said once, by the replica whose write made the set: another that lost the race is quiet.
    if (wrote)
      await recordPoolEvent(this.client, this.options.identity, {
        pool: { name, uid: pool.metadata?.uid },
        type: 'Normal',
        reason: 'PrePullingApprovedImage',
        message: `machines pull ${images.join(', ')} ahead of the rollout of ${want!.target} (PinnedImageSet ${setName})`,
      });
    return isListed ? undefined : this.patchPool(name, listSetPatch(name, listed));
  }

  /**
   * The approved images the machines do not run yet: a configuration-only change (the same
   * OS and extensions images) pulls nothing, and nothing says it does.
   */
  private async imagesToPull(want: PrestageWant, current: string | undefined): Promise<string[]> {
    const wanted = pinnableImages(want.image ? [want.image] : await this.options.images(want.target));
    if (want.image || !current || current === want.target) return wanted;
    const running = new Set(await this.options.images(current));
    return wanted.filter((image) => !running.has(image));
  }

  /** False when the set was created meanwhile (another replica): its images are checked next time. */
  private async createSet(pool: string, images: readonly string[]): Promise<boolean> {
    try {
      await this.client.custom.createClusterCustomObject({ ...SETS, body: prestageSet(pool, images) });
      return true;
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      return false;
    }
  }

  private async replaceImages(set: PinnedImageSet, images: readonly string[]): Promise<boolean> {
    await this.client.custom.patchClusterCustomObject(
      {
        ...SETS,
        name: set.metadata?.name ?? '',
        body: [
          { op: 'test', path: '/metadata/resourceVersion', value: set.metadata?.resourceVersion },
          { op: 'replace', path: '/spec/pinnedImages', value: images.map((name) => ({ name })) },
        ],
      },
      jsonPatch,
    );
    return true;
  }

  private async deleteSet(name: string) {
    try {
      await this.client.custom.deleteClusterCustomObject({ ...SETS, name });
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  private async patchPool(name: string, body: unknown): Promise<string | undefined> {
    try {
      const patched = (await this.client.custom.patchClusterCustomObject({ ...POOLS, name, body }, jsonPatch)) as {
        metadata?: { resourceVersion?: string };
      };
      return patched.metadata?.resourceVersion;
    } catch (error) {
      if (statusOf(error) === 422) return undefined; // the pool's sets changed meanwhile: decided again on its event
      throw error;
    }
  }
}
