// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolState } from '../../domain/pool/pool-state';
import { useDoneMessage } from './use-done-message';

afterEach(cleanup);

let say: (text: string) => void = () => {};
function Pool({ state, canary }: { state: PoolState['kind']; canary?: string }) {
  const [message, setMessage] = useDoneMessage(
    state === 'updating'
      ? { kind: 'updating', updated: 0, total: 4, ...(canary ? { canary } : {}) }
      : ({ kind: state } as PoolState),
    'approve-success',
  );
  say = setMessage;
  return <>{message}</>;
}
// The alert's heading: PatternFly puts its variant first for screen readers.
const message = () => screen.queryByRole('heading')?.textContent?.replace(/^Success alert:/, '') ?? null;

describe('useDoneMessage', () => {
  it('says what an approval did while the pool rolls out, and goes once it is up to date', () => {
    const page = render(<Pool state="awaiting-approval" />);
    act(() => say('Approved: rolling out 40.20241019.3.0 to worker'));
    expect(message()).toBe('Approved: rolling out 40.20241019.3.0 to worker');
    page.rerender(<Pool state="updating" />);
    expect(message()).toBe('Approved: rolling out 40.20241019.3.0 to worker');
    page.rerender(<Pool state="up-to-date" />);
    expect(message()).toBeNull();
  });

  it('an action that starts no rollout (a pin to the image the machines run) keeps its message', () => {
    const page = render(<Pool state="awaiting-approval" />);
    act(() => say('Pinned: infra, worker'));
    page.rerender(<Pool state="up-to-date" />);
    expect(message()).toBe('Pinned: infra, worker');
  });

  it('an approval for a window keeps its message until the window’s rollout has ended', () => {
    const page = render(<Pool state="awaiting-approval" />);
    act(() => say('Approved: 40.20241019.3.0 rolls out to worker in the window starting …'));
    page.rerender(<Pool state="awaiting-approval" />);
    expect(message()).not.toBeNull();
    page.rerender(<Pool state="updating" />);
    page.rerender(<Pool state="up-to-date" />);
    expect(message()).toBeNull();
  });

  it('"Canary started" goes once the canary is promoted and the parent rolls out', () => {
    const page = render(<Pool state="awaiting-approval" />);
    act(() => say('Canary started: rendered-worker-1 rolls out to worker-3, worker-4 first.'));
    page.rerender(<Pool state="updating" canary="worker-canary" />);
    expect(message()).toBe('Canary started: rendered-worker-1 rolls out to worker-3, worker-4 first.');
    // A moment's other reading of the pool while the canary runs does not take it away.
    page.rerender(<Pool state="awaiting-approval" />);
    page.rerender(<Pool state="updating" canary="worker-canary" />);
    expect(message()).toBe('Canary started: rendered-worker-1 rolls out to worker-3, worker-4 first.');
    page.rerender(<Pool state="updating" />);
    expect(message()).toBeNull();
  });
});
