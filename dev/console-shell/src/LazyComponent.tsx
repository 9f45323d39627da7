import { Skeleton } from '@patternfly/react-core';
import { useEffect, useState, type ComponentType } from 'react';

/** A code reference as the plugin SDK hands it out: it loads the exposed module when called. */
export type CodeRef<T> = () => Promise<T>;

/**
 * Renders the component behind a code reference, loading it only when it is first shown,
 * as the console does for plugin routes and tabs (the plugin's module is fetched then).
 */
export function LazyComponent<P extends object>({ codeRef, props }: { codeRef: CodeRef<ComponentType<P>>; props: P }) {
  const [Component, setComponent] = useState<ComponentType<P> | undefined>();
  useEffect(() => {
    let live = true;
    void codeRef().then((c) => live && setComponent(() => c));
    return () => {
      live = false;
    };
  }, [codeRef]);
  return Component ? <Component {...props} /> : <Skeleton screenreaderText="Loading" />;
}
