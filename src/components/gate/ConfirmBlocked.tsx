import { HelperText, HelperTextItem } from '@patternfly/react-core';

/**
 * Why the confirm button is disabled, by it: in the danger style when something is wrong, in
 * the plain one when it is only the next step (no machine chosen yet for a canary).
 */
export function ConfirmBlocked({ reason, todo = false }: { reason: string; todo?: boolean }) {
  return (
    <HelperText data-test="confirm-blocked" data-todo={todo || undefined} aria-live="polite">
      <HelperTextItem variant={todo ? 'default' : 'error'}>{reason}</HelperTextItem>
    </HelperText>
  );
}
