import { Alert, AlertActionCloseButton } from '@patternfly/react-core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PoolState } from '../../domain/pool/pool-state';

/**
 * What an action on a pool did ("Approved: rolling out … to worker"), shown until what it
 * announces is over: once the pool has rolled out since (seen updating) and is up to date
 * again, the message goes and the pool's own state says the rest; "Canary started" goes once
 * the canary is promoted (its pool then rolls out). An action that starts no rollout (a pin to
 * the image the machines run) keeps its message until it is closed.
 */
export function useDoneMessage(state: PoolState | undefined, dataTest?: string): [ReactNode, (text: string) => void] {
  const [text, setText] = useState<string>();
  const sawRollout = useRef(false);
  const sawCanary = useRef(false);
  const stage = state?.kind === 'updating' && state.canary !== undefined ? 'canary' : state?.kind;
  useEffect(() => {
    if (text === undefined) return;
    // Promoted: the pool rolls out (or is done); not on a moment's other reading of the pool.
    if (stage === 'canary') sawCanary.current = true;
    else if (sawCanary.current && (stage === 'updating' || stage === 'up-to-date')) setText(undefined);
    if (stage === 'updating') sawRollout.current = true;
    else if (stage === 'up-to-date' && sawRollout.current) setText(undefined);
  }, [stage, text]);
  const say = useCallback((next: string) => {
    sawRollout.current = false;
    sawCanary.current = false;
    setText(next);
  }, []);
  const alert = text ? (
    <Alert
      isInline
      variant="success"
      data-test={dataTest}
      title={text}
      actionClose={<AlertActionCloseButton onClose={() => setText(undefined)} />}
    />
  ) : null;
  return [alert, say];
}
