import { legacy_createStore, type Reducer } from 'redux';

/** The console's `ImpersonateKind`: whom it impersonates, and the websocket subprotocols that say so. */
export interface Impersonation {
  readonly kind: 'User';
  readonly name: string;
  readonly subprotocols: readonly string[];
}

/** The part of the console's redux store that plugins read: `sdkCore` (a plain object, as in the SDK). */
export interface ConsoleState {
  readonly sdkCore: { readonly impersonate?: Impersonation };
}

type Action = { type: 'startImpersonate'; name: string } | { type: 'stopImpersonate' } | { type: '@@INIT' };

const base64url = (text: string) =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const reducer: Reducer<ConsoleState, Action> = (state = { sdkCore: {} }, action) => {
  if (action.type === 'startImpersonate')
    return {
      sdkCore: {
        ...state.sdkCore,
        impersonate: { kind: 'User', name: action.name, subprotocols: [`Impersonate-User.${base64url(action.name)}`] },
      },
    };
  if (action.type === 'stopImpersonate') return { sdkCore: { ...state.sdkCore, impersonate: undefined } };
  return state;
};

/**
 * The console's redux store, as far as plugins see it: the shell shares `react-redux` bound
 * to it, as the console does, and its fetch and watches send the impersonation it holds.
 */
export const consoleStore = legacy_createStore(reducer);

export const impersonation = (): Impersonation | undefined => consoleStore.getState().sdkCore.impersonate;
export const startImpersonate = (name: string) => consoleStore.dispatch({ type: 'startImpersonate', name });
export const stopImpersonate = () => consoleStore.dispatch({ type: 'stopImpersonate' });
