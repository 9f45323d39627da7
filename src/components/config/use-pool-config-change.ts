import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import { configChangeQuery } from '../../k8s/queries';
import type { PoolView } from '../hooks/use-pool-views';

export interface PoolConfigChange {
  readonly change?: ConfigDiffJson;
  readonly isPending: boolean;
  readonly error?: unknown;
  /**
   * Set when the controller published no summary of this move and the page has not worked it
   * out yet: calling it computes the change here (its code loads only then). A review of the
   * move fills it in too.
   */
  readonly workOut?: () => void;
}

/**
 * A moving pool's config change at a glance: the controller's, when it published one for
 * this very move. Without it, the change is computed here when an admin asks (or a review
 * computed it), never at load: the diff's code (19 KB) would add a third to what a first visit loads.
 */
export function usePoolConfigChange(view: PoolView): PoolConfigChange {
  const client = useQueryClient();
  const from = view.current.config;
  const to = view.target.config;
  const moving = !!from && !!to && from !== to;
  const local = moving && !view.configChange && view.configsReadInFull === true;
  // Never fetched by this observer: it only shows what a "work it out" or a review put in the cache.
  const computed = useQuery({ ...configChangeQuery(from ?? '', to ?? ''), enabled: false });
  if (!moving) return { isPending: false };
  if (view.configChange) return { change: view.configChange, isPending: false };
  if (!local) return { isPending: true };
  if (computed.data) return { change: computed.data, isPending: false };
  if (computed.isFetching) return { isPending: true };
  const workOut = () => void client.fetchQuery(configChangeQuery(from, to)).catch(() => undefined);
  return { isPending: false, error: computed.error ?? undefined, workOut };
}
