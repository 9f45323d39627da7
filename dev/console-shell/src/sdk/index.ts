/**
 * The console SDK stand-in: the SDK's runtime only works inside the console, so the shell
 * provides, through the share scope, every SDK export the plugin imports, behaving as the
 * console's own (typed against the SDK's types). It never ends up in the plugin bundle.
 */
export { HttpError } from './http-error';
export { consoleFetch, consoleFetchJSON } from './console-fetch';
export { k8sGet, k8sList, k8sListItems, k8sPatch, k8sCreate, k8sUpdate, k8sDelete } from './k8s-resource';
export { useAccessReview, checkAccess } from './access-review';
export { useK8sWatchResource } from './k8s-watch';
export { DocumentTitle } from './document-title';
export { ResourceLink } from './resource-link';
