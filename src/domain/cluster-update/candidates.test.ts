import { describe, expect, it } from 'vitest';
import { updateCandidates } from './candidates';

describe('updateCandidates', () => {
  it('recommended first, newest first; conditional ones with their risk; each once, the current release left out', () => {
    const candidates = updateCandidates({
      status: {
        desired: { version: '4.22.1', image: 'q/r@sha256:1' },
        availableUpdates: [
          { version: '4.22.2', image: 'q/r@sha256:2' },
          { version: '4.22.10', image: 'q/r@sha256:10' },
          { version: '4.22.1', image: 'q/r@sha256:1' },
        ],
        conditionalUpdates: [
          {
            release: { version: '4.22.4', image: 'q/r@sha256:4' },
            conditions: [
              { type: 'Recommended', status: 'False', reason: 'NodeKernelRegression', message: 'Nodes may hang.' },
            ],
          },
          {
            release: { version: '4.22.3', image: 'q/r@sha256:3' },
            conditions: [{ type: 'Recommended', status: 'True', reason: 'AsExpected', message: '' }],
          },
          { release: { version: '4.22.2', image: 'q/r@sha256:2' }, conditions: [] },
        ],
      },
    });
    expect(candidates.map((c) => [c.version, c.recommended])).toEqual([
      ['4.22.10', true],
      ['4.22.3', true],
      ['4.22.2', true],
      ['4.22.4', false],
    ]);
    expect(candidates.at(-1)?.risk).toEqual({ reason: 'NodeKernelRegression', message: 'Nodes may hang.', links: [] });
  });

  it("names each risk's page, from the update service's risks; one without an address is left out", () => {
    const [candidate] = updateCandidates({
      status: {
        conditionalUpdates: [
          {
            release: { version: '4.22.4', image: 'q/r@sha256:4' },
            risks: [
              { name: 'NodeKernelRegression', url: 'https://example.com/kernel' },
              { name: 'NoPage', url: '' },
            ],
            conditions: [{ type: 'Recommended', status: 'False', reason: 'NodeKernelRegression', message: 'm' }],
          },
        ],
      },
    });
    expect(candidate?.risk?.links).toEqual([{ name: 'NodeKernelRegression', url: 'https://example.com/kernel' }]);
  });

  it('has none for a cluster without updates, or without a ClusterVersion', () => {
    expect(updateCandidates({ status: { availableUpdates: null, conditionalUpdates: null } })).toEqual([]);
    expect(updateCandidates(null)).toEqual([]);
  });
});
