// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDoneMessage } from './use-done-message';

afterEach(cleanup);

let say: (text: string) => void = () => {};
function Pool({ finished }: { finished: boolean }) {
  const [message, setMessage] = useDoneMessage(finished, 'approve-success');
  say = setMessage;
  return <>{message}</>;
}
// The alert's heading: PatternFly puts its variant first for screen readers.
const message = () => screen.queryByRole('heading')?.textContent?.replace(/^Success alert:/, '') ?? null;

describe('useDoneMessage', () => {
  it('says what an approval did until the pool is up to date, then goes', () => {
    const page = render(<Pool finished={false} />);
    act(() => say('Approved: rolling out 40.20241019.3.0 to worker'));
    expect(message()).toBe('Approved: rolling out 40.20241019.3.0 to worker');
    page.rerender(<Pool finished={false} />); // still rolling out
    expect(message()).not.toBeNull();
    page.rerender(<Pool finished />);
    expect(message()).toBeNull();
  });

  it('an action on a pool that is up to date keeps its message until the roll-out it starts has ended', () => {
    const page = render(<Pool finished />);
    act(() => say('Approved: pinned'));
    page.rerender(<Pool finished />);
    expect(message()).toBe('Approved: pinned');
    page.rerender(<Pool finished={false} />);
    expect(message()).toBe('Approved: pinned');
    page.rerender(<Pool finished />);
    expect(message()).toBeNull();
  });
});
