import { Tr } from '@patternfly/react-table';

/** The space of the rows a virtualised table does not render, hidden from assistive technology. */
export const PadRow = ({ height }: { height: number }) =>
  height > 0 ? <Tr aria-hidden="true" style={{ height }} /> : null;
