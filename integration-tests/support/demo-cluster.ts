import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO_API_URL } from './environment';

const run = promisify(execFile);

/** The demo cluster as a test talks to it: over HTTP and through Debian's kubectl. */
export class DemoCluster {
  constructor(private readonly apiUrl = DEMO_API_URL) {}

  async reset(): Promise<void> {
    await this.post('/_demo/reset');
  }

  async publishRelease(release?: string): Promise<{ release: string; pools: Record<string, string> }> {
    return (await this.post('/_demo/publish', release ? { release } : undefined)) as {
      release: string;
      pools: Record<string, string>;
    };
  }

  /** How long the simulated controller takes for one node (reset restores the default). */
  async setNodeStepMs(stepMs: number): Promise<void> {
    await this.post('/_demo/controller', { stepMs });
  }

  /** Makes matching requests fail (see dev/mock-api/faults.ts). */
  async fault(fault: {
    method?: string;
    path: string;
    status?: number;
    message?: string;
    drop?: boolean;
    afterApply?: boolean;
    delayMs?: number;
    times?: number;
  }): Promise<void> {
    await this.post('/_demo/faults', fault);
  }

  async clearFaults(): Promise<void> {
    await fetch(`${this.apiUrl}/_demo/faults`, { method: 'DELETE' });
  }

  /** The change requests the cluster answered, oldest first. */
  requests(): Promise<{ method: string; path: string; user: string; status: number; body: string; door: string }[]> {
    return this.get('/_demo/requests');
  }

  async get<T = Record<string, unknown>>(path: string): Promise<T> {
    const response = await fetch(`${this.apiUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  pool(name: string) {
    return this.get<{
      spec: { paused?: boolean; configuration: { name: string } };
      status: { configuration: { name: string }; conditions: { type: string; status: string }[] };
    }>(`/apis/machineconfiguration.openshift.io/v1/machineconfigpools/${name}`);
  }

  async kubectl(...args: string[]): Promise<string> {
    const { stdout } = await run('kubectl', ['--server', this.apiUrl, ...args]);
    return stdout;
  }

  /** `kubectl apply -f -` with the given manifest text. */
  async apply(manifest: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'kubectl',
        ['--server', this.apiUrl, 'apply', '--validate=false', '-f', '-'],
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
      child.stdin?.end(manifest);
    });
  }

  private async post(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.apiUrl}${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
}
