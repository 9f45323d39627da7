/**
 * The console's redux store for unit tests. Plugins get `react-redux` from the console (a
 * shared singleton bound to the console's store); outside the console there is none, so
 * vitest aliases the package here: `useSelector` reads `consoleState`, which a test sets.
 */
import type * as ReactRedux from 'react-redux';

let consoleState: unknown = { sdkCore: {} };

/** Sets what the console's store holds for the next renders (e.g. `{sdkCore: {impersonate}}`). */
export const setConsoleState = (state: unknown): void => {
  consoleState = state;
};

export const useSelector = ((selector: (state: unknown) => unknown) =>
  selector(consoleState)) as unknown as typeof ReactRedux.useSelector;
