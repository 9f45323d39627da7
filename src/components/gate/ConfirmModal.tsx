import {
  Alert,
  Button,
  Flex,
  FlexItem,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Stack,
  StackItem,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';

export interface ModalAlert {
  readonly key: string;
  readonly variant: 'danger' | 'warning' | 'info';
  readonly title: string;
  readonly body: ReactNode;
  readonly dataTest?: string;
  readonly actions?: ReactNode;
}

interface ConfirmModalProps {
  readonly id: string;
  readonly title: string;
  /** Under the title, never truncated: what the decision is about when a narrow screen cuts the title. */
  readonly description?: string;
  readonly variant: 'small' | 'medium';
  readonly alerts: readonly ModalAlert[];
  readonly confirmLabel: string;
  readonly confirmTestId: string;
  readonly confirmVariant?: 'primary' | 'danger';
  readonly confirmDisabled: boolean;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  /** Beside the buttons: what the decision meets (the review's pre-flight verdict), in view however far it scrolled. */
  readonly confirmNote?: ReactNode;
  readonly cancelLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A gate decision: what went wrong or needs care on top, the details, confirm or cancel.
 * While the change is in flight the dialog cannot be dismissed: its outcome is shown here.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const titleId = `os-update-plugin-${props.id}-title`;
  // The description (what moves where) is read with the title when the dialog opens.
  const descriptionId = props.description ? `os-update-plugin-${props.id}-description` : undefined;
  return (
    <Modal
      variant={props.variant}
      isOpen
      onClose={props.pending ? undefined : props.onClose}
      onEscapePress={props.pending ? () => undefined : undefined}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <ModalHeader title={props.title} labelId={titleId} description={props.description} descriptorId={descriptionId} />
      <ModalBody>
        <Stack hasGutter>
          {props.alerts.map((alert) => (
            <StackItem key={alert.key}>
              <Alert
                isInline
                variant={alert.variant}
                title={alert.title}
                data-test={alert.dataTest}
                actionLinks={alert.actions}
              >
                {alert.body}
              </Alert>
            </StackItem>
          ))}
          <StackItem>{props.children}</StackItem>
        </Stack>
      </ModalBody>
      <ModalFooter>
        {/* The buttons keep their width (a downgrade's label is long); the note takes what is left and wraps. */}
        <Flex alignItems={{ default: 'alignItemsCenter' }} flexWrap={{ default: 'wrap', md: 'nowrap' }}>
          <FlexItem flex={{ default: 'flexNone' }}>
            <Button
              variant={props.confirmVariant ?? 'primary'}
              data-test={props.confirmTestId}
              onClick={props.onConfirm}
              isDisabled={props.confirmDisabled || props.pending}
              isLoading={props.pending}
            >
              {props.confirmLabel}
            </Button>
          </FlexItem>
          <FlexItem flex={{ default: 'flexNone' }}>
            <Button variant="link" onClick={props.onClose} isDisabled={props.pending}>
              {props.cancelLabel}
            </Button>
          </FlexItem>
          {props.confirmNote ? <FlexItem flex={{ default: 'flex_1' }}>{props.confirmNote}</FlexItem> : null}
        </Flex>
      </ModalFooter>
    </Modal>
  );
}
