import { Alert, AlertActionCloseButton } from '@patternfly/react-core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What an action on a pool did ("Approved: rolling out … to worker"), shown until what it
 * announces is over: when the pool next becomes up to date, the message goes, and the
 * pool's own state says the rest. An action on a pool that is up to date (a pin) keeps its
 * message until the roll-out it starts has ended.
 */
export function useDoneMessage(finished: boolean, dataTest?: string): [ReactNode, (text: string) => void] {
  const [text, setText] = useState<string>();
  const wasFinished = useRef(finished);
  useEffect(() => {
    if (finished && !wasFinished.current) setText(undefined);
    wasFinished.current = finished;
  }, [finished]);
  const alert = text ? (
    <Alert
      isInline
      variant="success"
      data-test={dataTest}
      title={text}
      actionClose={<AlertActionCloseButton onClose={() => setText(undefined)} />}
    />
  ) : null;
  return [alert, setText];
}
