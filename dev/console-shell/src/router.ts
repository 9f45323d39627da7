import { useSyncExternalStore } from 'react';

/** A minimal history router: the shell only needs the path and a way to change it. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

export const usePath = (): string => useSyncExternalStore(subscribe, () => window.location.pathname);

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}
