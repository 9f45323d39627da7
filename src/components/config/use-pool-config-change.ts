import { useMemo } from 'react';
import { configDiffJson } from '../../domain/machine-config/config-diff-json';
import type { ConfigDiffJson } from '../../domain/machine-config/published-config';
import type { PoolView } from '../hooks/use-pool-views';
import { useConfigReview } from './use-config-review';

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
  const result = useConfigReview(view.pool, local ? from : undefined, local ? to : undefined, false);
  const computed = useMemo(() => (result.review ? configDiffJson(result.review) : undefined), [result.review]);
  if (!moving) return { isPending: false };
  if (view.configChange) return { change: view.configChange, isPending: false };
  if (!local) return { isPending: true };
  return { change: computed, isPending: result.isPending, error: result.error };
}
