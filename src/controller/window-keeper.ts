import { readPoolFacts } from '../domain/pool/pool-facts';
import { readWindow, readWindowStatus, windowPhase } from '../domain/pool/maintenance-window';
import { refused, windowKeeperAction, type WindowAction } from '../domain/pool/window-keeper';
import { windowActionPatch } from '../domain/pool/window-patch';
import { jsonPatch, statusOf, type ClusterClient } from './cluster-client';
import { recordPoolEvent } from './events';
import type { PoolObject } from './gate-keeper';
import type { Log } from './log';

const unreadable = new Set<string>();
const MCP = { group: 'machineconfiguration.openshift.io', version: 'v1', plural: 'machineconfigpools' } as const;

/**
 * Opens and closes a pool's maintenance window at `now` (DESIGN section 7: the Events
 * `MaintenanceWindowStarted` and `MaintenanceWindowEnded`). Each patch applies only while the
 * pool is as decided on; a window that opens on a target the API refuses (it moved since the
 * cache saw it) is reported as refused. Returns the pool's resourceVersion after a patch.
 */
export async function keepWindow(
  client: ClusterClient,
  identity: string,
  pool: PoolObject,
  now: number,
  log: Log,
  targetImage?: string,
): Promise<string | undefined> {
  const facts = readPoolFacts(pool);
  const name = pool.metadata?.name;
  const window = readWindow(facts);
  if (!name || !window) return undefined;
  if ('error' in window.parsed) {
    // Said once per text, not on every event: the page shows it on the pool too.
    if (!unreadable.has(window.text))
      log('warn', 'maintenance window not read', { pool: name, error: window.parsed.error });
    unreadable.add(window.text);
    return undefined;
  }
  let action = windowKeeperAction({
    facts,
    window: window.parsed.value,
    status: readWindowStatus(facts),
    now,
    targetImage,
  });
  if (!action) return undefined;
  let rv = await apply(client, name, action, pool, facts.targetConfig ?? '');
  if (rv === 'refused' && action.action === 'open') {
    // The target moved between the cache and the API server: the window opens on nothing.
    const span = { start: action.status.start, end: action.status.end };
    action = refused(action.window, span, 'the pool no longer targets it (or was unpaused meanwhile)');
    rv = await apply(client, name, action, pool, facts.targetConfig ?? '');
  }
  if (rv === 'refused') return undefined; // decided again on the pool's next event
  log('info', `maintenance window: ${action.action}`, { pool: name, reason: action.reason, message: action.message });
  await recordPoolEvent(client, identity, {
    pool: { name, uid: pool.metadata?.uid },
    type: action.type,
    reason: action.reason,
    message: action.message,
  });
  return rv;
}

async function apply(
  client: ClusterClient,
  name: string,
  action: WindowAction,
  pool: PoolObject,
  target: string,
): Promise<string | undefined | 'refused'> {
  try {
    const patched = (await client.custom.patchClusterCustomObject(
      { ...MCP, name, body: windowActionPatch(action, pool.metadata?.annotations, target) },
      jsonPatch,
    )) as PoolObject & { metadata?: { resourceVersion?: string } };
    return patched.metadata?.resourceVersion;
  } catch (error) {
    if (statusOf(error) === 422) return 'refused';
    throw error;
  }
}

/**
 * A key that changes when any pool's window opens or closes at `now`: the controller looks
 * every second and reconciles only when it changed (an event would not come at a clock time).
 */
export function windowBoundaries(pools: readonly PoolObject[], now: number): string {
  return pools
    .flatMap((pool) => {
      const window = readWindow(readPoolFacts(pool))?.parsed;
      if (!window || 'error' in window) return [];
      const phase = windowPhase(window.value, now);
      return [`${pool.metadata?.name ?? ''}:${phase.phase}:${phase.start}`];
    })
    .join(',');
}
