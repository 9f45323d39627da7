import { HelperText, HelperTextItem } from '@patternfly/react-core';

/** Why the confirm button is disabled, by it and in the danger style: the reason, not a hint. */
export function ConfirmBlocked({ reason }: { reason: string }) {
  return (
    <HelperText data-test="confirm-blocked" aria-live="polite">
      <HelperTextItem variant="error">{reason}</HelperTextItem>
    </HelperText>
  );
}
