import type * as k8s from '@kubernetes/client-node';
import { statusOf } from './cluster-client';
import type { Log } from './log';

/** One of the controller's informers, and what a change in it means. */
export interface Watched {
  readonly informer: k8s.Informer<k8s.KubernetesObject>;
  /**
   * The API it reads may be missing (404), named here: a cluster without ClusterVersion (not
   * OpenShift) has no update candidates to read, one without MachineOSBuilds no image-mode
   * pools, one without PinnedImageSets no pre-pulls. Logged, and the controller goes on.
   */
  readonly optional?: string;
  /** Only a deletion asks for a round: the controller's own writes there are no news. */
  readonly deletionsOnly?: boolean;
}

/**
 * Starts the informers, each change asking for a round (`onChange`), each ended watch listed
 * again after 2 s (unless `stopping`); resolves once every cache is filled.
 */
export async function startInformers(
  watched: readonly Watched[],
  onChange: () => void,
  log: Log,
  stopping: () => boolean,
): Promise<void> {
  for (const { informer, deletionsOnly } of watched) {
    if (!deletionsOnly) {
      informer.on('add', onChange);
      informer.on('update', onChange);
    }
    informer.on('delete', onChange);
    informer.on('error', (error: unknown) => {
      if (stopping()) return;
      log('warn', 'watch ended, listing again', { error: String(error) });
      setTimeout(() => void informer.start().catch(() => undefined), 2000);
    });
  }
  await Promise.all(
    watched.map(({ informer, optional }) =>
      informer.start().catch((error: unknown) => {
        if (!optional || statusOf(error) !== 404) throw error;
        log('warn', `no ${optional} API`, {});
      }),
    ),
  );
}
