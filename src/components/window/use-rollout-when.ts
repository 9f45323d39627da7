import { useState } from 'react';
import type { PoolFacts } from '../../domain/pool/pool-state';
import { readWindow } from '../../domain/pool/maintenance-window';
import type { ApprovalWindow } from '../../k8s/mutations';
import type { RolloutWhen } from './RolloutWhenChoice';
import { useClusterClockOffset } from '../hooks/use-cluster-clock';
import { useClusterNow } from './use-time-format';
import { fieldsOf, windowOfFields } from './window-form';

/**
 * The review's "when": now, or the window the fields describe. A pool approved for a window
 * opens the review with that window, to change it. `window` is undefined for "now";
 * `problem` while the fields describe no window yet (the confirm waits, and says why).
 */
export function useRolloutWhen(facts: PoolFacts) {
  const recorded = readWindow(facts)?.parsed;
  const [when, setWhen] = useState<RolloutWhen>(
    recorded && 'value' in recorded ? { kind: 'window', fields: fieldsOf(recorded.value) } : { kind: 'now' },
  );
  // The controller opens the window on the cluster's clock: "not in the past" is told on it too.
  const offset = useClusterClockOffset();
  const now = useClusterNow();
  const scheduled = when.kind === 'window' ? windowOfFields(when.fields, Date.now() + offset) : undefined;
  const window: ApprovalWindow | undefined = scheduled && 'window' in scheduled ? scheduled.window : undefined;
  const problem = scheduled && 'problem' in scheduled ? scheduled.problem : undefined;
  return { when, setWhen, now, window, problem };
}
