import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader, Stack, StackItem } from '@patternfly/react-core';
import type { ReactNode } from 'react';

export interface ModalAlert {
  readonly key: string;
  readonly variant: 'danger' | 'warning';
  readonly title: string;
  readonly body: string;
  readonly dataTest?: string;
}

interface ConfirmModalProps {
  readonly id: string;
  readonly title: string;
  readonly variant: 'small' | 'medium';
  readonly alerts: readonly ModalAlert[];
  readonly confirmLabel: string;
  readonly confirmTestId: string;
  readonly confirmDisabled: boolean;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly cancelLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A gate decision: what went wrong or needs care on top, the details, confirm or cancel. */
export function ConfirmModal(props: ConfirmModalProps) {
  const titleId = `os-update-plugin-${props.id}-title`;
  return (
    <Modal variant={props.variant} isOpen onClose={props.onClose} aria-labelledby={titleId}>
      <ModalHeader title={props.title} labelId={titleId} />
      <ModalBody>
        <Stack hasGutter>
          {props.alerts.map((alert) => (
            <StackItem key={alert.key}>
              <Alert isInline variant={alert.variant} title={alert.title} data-test={alert.dataTest}>
                {alert.body}
              </Alert>
            </StackItem>
          ))}
          <StackItem>{props.children}</StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button
          variant="primary"
          data-test={props.confirmTestId}
          onClick={props.onConfirm}
          isDisabled={props.confirmDisabled || props.pending}
          isLoading={props.pending}
        >
          {props.confirmLabel}
        </Button>
        <Button variant="link" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
