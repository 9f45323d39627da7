import { useQuery } from '@tanstack/react-query';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import { configChangeQuery } from '../../k8s/queries';
import type { PoolView } from '../hooks/use-pool-views';

export interface PoolConfigChange {
  readonly change?: ConfigDiffJson;
  readonly isPending: boolean;
  readonly error?: unknown;
}

/**
 * A moving pool's config change at a glance: the controller's, when it published one for
 * this very move; computed here only when the page read both configs in full anyway (no
 * controller), never by reading them just for this.
 */
export function usePoolConfigChange(view: PoolView): PoolConfigChange {
  const from = view.current.config;
  const to = view.target.config;
  const moving = !!from && !!to && from !== to;
  const local = moving && !view.configChange && view.configsReadInFull === true;
  const computed = useQuery({ ...configChangeQuery(from ?? '', to ?? ''), enabled: local });
  if (!moving) return { isPending: false };
  if (view.configChange) return { change: view.configChange, isPending: false };
  if (!local) return { isPending: true };
  return { change: computed.data, isPending: computed.isPending, error: computed.error ?? undefined };
}
