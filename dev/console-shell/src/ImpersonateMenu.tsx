import {
  Button,
  Dropdown,
  DropdownItem,
  DropdownList,
  Form,
  FormGroup,
  MenuToggle,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextInput,
} from '@patternfly/react-core';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { startImpersonate, stopImpersonate, type ConsoleState } from './console-store';
import { navigate } from './router';

/**
 * The console's user menu: "Impersonate" asks for a username, then the console acts as that
 * user (every request and watch says so) and goes to its first page, as console 4.22 does.
 */
export function ImpersonateMenu({ user }: { user: string }) {
  const impersonating = useSelector((state: ConsoleState) => state.sdkCore.impersonate);
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState('');
  const impersonate = () => {
    startImpersonate(name.trim());
    setAsking(false);
    navigate('/');
  };
  return (
    <>
      <Dropdown
        isOpen={open}
        onOpenChange={setOpen}
        popperProps={{ position: 'right' }}
        toggle={(ref) => (
          <MenuToggle ref={ref} variant="plainText" isExpanded={open} onClick={() => setOpen(!open)}>
            {impersonating ? impersonating.name : user}
          </MenuToggle>
        )}
      >
        <DropdownList>
          {impersonating ? (
            <DropdownItem onClick={() => (stopImpersonate(), navigate('/'))}>Stop impersonating</DropdownItem>
          ) : (
            <DropdownItem onClick={() => (setOpen(false), setAsking(true))}>Impersonate</DropdownItem>
          )}
        </DropdownList>
      </Dropdown>
      <Modal variant="small" isOpen={asking} onClose={() => setAsking(false)} aria-labelledby="impersonate-title">
        <ModalHeader title="Impersonate" labelId="impersonate-title" />
        <ModalBody>
          <Form id="impersonate-form" onSubmit={(e) => (e.preventDefault(), impersonate())}>
            <FormGroup label="Username" isRequired fieldId="impersonate-username">
              <TextInput
                id="impersonate-username"
                aria-label="Username to impersonate"
                value={name}
                onChange={(_e, value) => setName(value)}
              />
            </FormGroup>
          </Form>
        </ModalBody>
        <ModalFooter>
          <Button type="submit" form="impersonate-form" isDisabled={!name.trim()}>
            Impersonate
          </Button>
          <Button variant="link" onClick={() => setAsking(false)}>
            Cancel
          </Button>
        </ModalFooter>
      </Modal>
    </>
  );
}
