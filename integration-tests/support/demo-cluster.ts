import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { controllerCommand } from '../../test-support/controller-cluster';
import { DEMO_API_URL } from './environment';

const run = promisify(execFile);

/** The demo cluster as a test talks to it: over HTTP and through Debian's kubectl. */
export class DemoCluster {
  constructor(private readonly apiUrl = DEMO_API_URL) {}

  /** Seeds the demo again: as it started, or as the named cluster (`os-streams`: the 5.0-style one). */
  async reset(cluster?: 'default' | 'os-streams'): Promise<void> {
    await this.post('/_demo/reset', cluster ? { cluster } : undefined);
  }

  /** Makes an alert fire in the demo's Prometheus (beside those its rules fire from the cluster's state). */
  async fireAlert(labels: Record<string, string>, annotations: Record<string, string> = {}): Promise<void> {
    await this.post('/_demo/alerts', { alerts: [{ labels, annotations }] });
  }

  /** Silences alerts in the demo's Alertmanager (matchers as its API v2 takes them). */
  async silence(matchers: { name: string; value: string; isRegex?: boolean; isEqual?: boolean }[]): Promise<void> {
    await this.post('/_demo/silences', { matchers, comment: 'known, being worked on' });
  }

  async publishRelease(release?: string): Promise<{ release: string; pools: Record<string, string> }> {
    return (await this.post('/_demo/publish', release ? { release } : undefined)) as {
      release: string;
      pools: Record<string, string>;
    };
  }

  /**
   * One step of the simulated machine-config controller: nodes that were updating finish,
   * the next ones start. The test run's controller moves only when told, so specs never
   * race it, however busy the machine.
   */
  async tick(times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.post('/_demo/tick');
  }

  /** Steps the controller until the pool has reached its target (at most `maxSteps`). */
  async rollOut(name: string, maxSteps = 50): Promise<void> {
    for (let i = 0; i < maxSteps; i++) {
      const pool = await this.pool(name);
      if (pool.status.configuration.name === pool.spec.configuration.name) return;
      await this.tick();
    }
    throw new Error(`pool ${name} did not reach its target within ${maxSteps} steps`);
  }

  /** The demo cluster's time (the controller's, for maintenance windows). */
  async now(): Promise<number> {
    return Date.parse((await this.get<{ now: string }>('/_demo/clock')).now);
  }

  /** The start of a window a minute or two ahead on the demo's clock, on a whole minute (the time field's grain). */
  async windowStartAhead(): Promise<number> {
    return Math.ceil(((await this.now()) + 90_000) / 60_000) * 60_000;
  }

  /** Moves the demo's clock forward: a window opens or ends without a spec waiting for it. */
  async advanceClock(seconds: number): Promise<void> {
    await this.post('/_demo/clock', { advanceSeconds: seconds });
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
    hold?: boolean;
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

  /** As an API server restart: open watches end, and resuming them answers 410 Gone (list again). */
  async restartWatches(): Promise<void> {
    await this.post('/_demo/restart-watches');
  }

  /** The reads (GETs and watches) the API server answered since `clearReads`. */
  reads(): Promise<{ path: string; query: string; watch: boolean; accept: string }[]> {
    return this.get('/_demo/reads');
  }

  async clearReads(): Promise<void> {
    await fetch(`${this.apiUrl}/_demo/reads`, { method: 'DELETE' });
  }

  /** Runs `kubectl get … -w` until stopped; its output so far. */
  watchWithKubectl(...args: string[]): { output: () => string; stop: () => void } {
    let output = '';
    const child = execFile('kubectl', ['--server', this.apiUrl, 'get', ...args, '-w']);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return { output: () => output, stop: () => child.kill() };
  }

  async get<T = Record<string, unknown>>(path: string): Promise<T> {
    const response = await fetch(`${this.apiUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  }

  pool(name: string) {
    return this.get<{
      metadata: { annotations?: Record<string, string> };
      spec: { paused?: boolean; configuration: { name: string }; osImageStream?: { name: string } };
      status: {
        configuration: { name: string };
        conditions: { type: string; status: string }[];
        updatedMachineCount?: number;
        unavailableMachineCount?: number;
        osImageStream?: { name: string };
      };
    }>(`/apis/machineconfiguration.openshift.io/v1/machineconfigpools/${name}`);
  }

  /** `kubectl patch mcp NAME --type=merge` (of its status with `status: true`). */
  async patchPool(name: string, patch: object, options: { status?: boolean } = {}): Promise<string> {
    return this.kubectl(
      'patch',
      'mcp',
      name,
      ...(options.status ? ['--subresource=status'] : []),
      '--type=merge',
      '-p',
      JSON.stringify(patch),
    );
  }

  /**
   * Runs the in-cluster controller (`os-update controller`, as its Deployment does) until it
   * has published its config summaries and every moving pool's config change, then stops it:
   * the cluster as an admin finds it with the plugin deployed.
   */
  async publishConfigSummaries(): Promise<void> {
    const stop = this.startController();
    try {
      const pools = JSON.parse(await this.kubectl('get', 'mcp', '-o', 'json')).items as {
        status: { configuration: { name: string } };
        spec: { configuration: { name: string } };
      }[];
      const moving = pools.filter((p) => p.status.configuration.name !== p.spec.configuration.name).length;
      const count = async (label: string) =>
        JSON.parse(await this.kubectl('get', 'cm', '-n', 'os-update-plugin', '-l', `${label}=true`, '-o', 'json')).items
          .length as number;
      for (let i = 0; i < 300; i++) {
        if (
          (await count('os-updates.openshift.io/config-change')) >= moving &&
          (await count('os-updates.openshift.io/config-summary')) > 0
        )
          return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the controller published no config summaries within a minute');
    } finally {
      await stop();
    }
  }

  /** Starts the in-cluster controller against this demo (its bundle, as its Deployment runs it); returns its stop. */
  startController(): () => Promise<void> {
    const { command, args, cwd } = controllerCommand(
      this.apiUrl,
      'spec',
      '--resync-seconds',
      '1',
      '--clock-url',
      `${this.apiUrl}/_demo/clock`,
    );
    const controller = spawn(command, args, { cwd, stdio: 'ignore' });
    return () =>
      new Promise<void>((r) =>
        controller.exitCode !== null ? r() : (controller.once('exit', () => r()), controller.kill('SIGTERM')),
      );
  }

  /** The Events recorded on a pool, oldest first. */
  async poolEvents(pool: string): Promise<{ reason: string; message: string; type: string }[]> {
    return (
      JSON.parse(
        await this.kubectl(
          'get',
          'events',
          '-n',
          'default',
          '--field-selector',
          `involvedObject.name=${pool}`,
          '-o',
          'json',
        ),
      ) as { items: { reason: string; message: string; type: string }[] }
    ).items;
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
