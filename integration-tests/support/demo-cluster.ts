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

  private async post(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.apiUrl}${path}`, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
}
