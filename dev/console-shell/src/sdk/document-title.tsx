import { useEffect } from 'react';
import type { DocumentTitle as SdkDocumentTitle } from '@openshift-console/dynamic-plugin-sdk';

/** The console's DocumentTitle: sets the browser tab's title, "<title> · Red Hat OpenShift". */
export const DocumentTitle: typeof SdkDocumentTitle = ({ children }) => {
  useEffect(() => {
    document.title = `${children} · Red Hat OpenShift`;
  }, [children]);
  return null;
};
