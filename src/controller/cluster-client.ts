import * as k8s from '@kubernetes/client-node';

export interface ClusterClient {
  readonly kc: k8s.KubeConfig;
  readonly core: k8s.CoreV1Api;
  readonly custom: k8s.CustomObjectsApi;
  readonly coordination: k8s.CoordinationV1Api;
  readonly admission: k8s.AdmissionregistrationV1Api;
}

/**
 * The cluster's API: in a pod its service account (or $KUBECONFIG, ~/.kube/config);
 * with `server`, that URL as the controller's own user (the demo's API server).
 */
export function connect(options: { server?: string; tlsVerify?: boolean }): ClusterClient {
  const kc = new k8s.KubeConfig();
  if (options.server)
    kc.loadFromClusterAndUser(
      // A plain-HTTP server (the demo's) has no TLS to verify; client-node insists on saying so.
      {
        name: 'cluster',
        server: options.server,
        skipTLSVerify: options.tlsVerify === false || options.server.startsWith('http:'),
      },
      { name: 'os-update-controller' },
    );
  else kc.loadFromDefault();
  return clientOf(kc);
}

/** The APIs the controller uses, acting as whoever `kc` names. */
export const clientOf = (kc: k8s.KubeConfig): ClusterClient => ({
  kc,
  core: kc.makeApiClient(k8s.CoreV1Api),
  custom: kc.makeApiClient(k8s.CustomObjectsApi),
  coordination: kc.makeApiClient(k8s.CoordinationV1Api),
  admission: kc.makeApiClient(k8s.AdmissionregistrationV1Api),
});

/** The HTTP status of a failed API call (client-node's ApiException), if it has one. */
export const statusOf = (error: unknown): number | undefined => (error as { code?: number })?.code;

export const jsonPatch = k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.JsonPatch);
