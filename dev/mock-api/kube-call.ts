import { createCluster } from './cluster';
import { buildDemoImages } from './demo-images';
import { handleKube, type KubeRequest } from './kube-api';

/**
 * A demo cluster and a way to send it one request, for the API server's own tests: the
 * request is the admin's JSON GET of `/` unless `defaults` or the call say otherwise.
 */
export async function demoKube(defaults: Partial<KubeRequest> = {}) {
  const cluster = createCluster({ stepMs: 1000, images: await buildDemoImages() });
  const call = (req: Partial<KubeRequest>) =>
    handleKube(cluster.store, {
      method: 'GET',
      path: '/',
      query: new URLSearchParams(),
      contentType: 'application/json',
      body: '',
      user: 'admin',
      ...defaults,
      ...req,
    });
  return { cluster, call };
}
