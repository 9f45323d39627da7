import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface KubeBinaries {
  readonly kubeApiServer: string;
  readonly etcd: string;
  readonly kubeControllerManager: string;
  /** The github.com/openshift/api module (release-4.22) in the Go module cache. */
  readonly openshiftApi: string;
}

let found: KubeBinaries | undefined;

/**
 * kube-apiserver and etcd built from dev/kube's Go module: dev/kube/build.sh builds them once per
 * machine into a cache outside the clone (keyed by go.sum) and names the directory.
 */
export function kubeBinaries(): KubeBinaries {
  if (found) return found;
  const script = fileURLToPath(new URL('../../dev/kube/build.sh', import.meta.url));
  const out = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const dir = out.trim().split('\n').pop() as string;
  found = {
    kubeApiServer: join(dir, 'kube-apiserver'),
    etcd: join(dir, 'etcd'),
    kubeControllerManager: join(dir, 'kube-controller-manager'),
    openshiftApi: readFileSync(join(dir, 'openshift-api'), 'utf8').trim(),
  };
  return found;
}
