import * as k8s from '@kubernetes/client-node';

/** The cluster could not be read (refused, unreachable, no such pool): exit 2. */
export class ClusterReadError extends Error {}

/** The cluster kubectl uses ($KUBECONFIG, ~/.kube/config), or `server` as kubectl takes it. */
export function connect(server: string | undefined, user: string): k8s.KubeConfig {
  const kc = new k8s.KubeConfig();
  if (server)
    kc.loadFromClusterAndUser({ name: 'cluster', server, skipTLSVerify: server.startsWith('http:') }, { name: user });
  else kc.loadFromDefault();
  return kc;
}

export const codeOf = (error: unknown): number | undefined => (error as { code?: number })?.code;

/** What a failed read says, as one line: the API's message where it gave one. */
export function readError(what: string, error: unknown): ClusterReadError {
  const body = (error as { body?: unknown })?.body;
  let message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  try {
    const status = typeof body === 'string' ? (JSON.parse(body) as { message?: string }) : undefined;
    if (status?.message) message = status.message;
  } catch {
    // not a Status: keep the client's message
  }
  return new ClusterReadError(`${what}: ${message}`);
}

export async function reading<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw readError(what, error);
  }
}
