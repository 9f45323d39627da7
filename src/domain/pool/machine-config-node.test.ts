import { describe, expect, it } from 'vitest';
import { nodeUpdateState, type UpdateCondition } from './machine-config-node';

const c = (type: string, status: UpdateCondition['status'], message = ''): UpdateCondition => ({
  type,
  status,
  message,
});

describe('nodeUpdateState', () => {
  it('is done when Updated is True and nothing is in progress', () => {
    expect(nodeUpdateState([c('Updated', 'True'), c('UpdatePrepared', 'False'), c('NodeDegraded', 'False')])).toEqual({
      state: 'Done',
    });
  });

  it('is working, at the step in progress, while Updated is False', () => {
    expect(
      nodeUpdateState([
        c('Updated', 'False'),
        c('UpdatePrepared', 'True'),
        c('Cordoned', 'True'),
        c('Drained', 'Unknown'),
      ]),
    ).toEqual({ state: 'Working', step: 'Drained' });
  });

  it('is rebooting while RebootedNode is in progress', () => {
    expect(nodeUpdateState([c('Updated', 'False'), c('RebootedNode', 'Unknown')])).toEqual({
      state: 'Rebooting',
      step: 'RebootedNode',
    });
  });

  it('is degraded with the daemon message when NodeDegraded is True, whatever else it says', () => {
    expect(
      nodeUpdateState([c('Updated', 'False'), c('NodeDegraded', 'True', 'failed to update OS: disk full')]),
    ).toEqual({ state: 'Degraded', reason: 'failed to update OS: disk full', step: undefined });
  });

  it('is done for an MCN without conditions yet (a node the daemon has not reported on)', () => {
    expect(nodeUpdateState([])).toEqual({ state: 'Done' });
  });
});
