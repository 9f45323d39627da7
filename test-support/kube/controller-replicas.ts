import { spawn, type ChildProcess } from 'node:child_process';
import { OS_UPDATE_BUNDLE } from '../os-update-bundle';
import type { ControlPlane } from './control-plane';

const UNREACHABLE_REGISTRY =
  /"msg":"(cannot read OS image|cannot publish changelogs)".*"error":"registry\.invalid: host not found"/;

/**
 * Replicas of `os-update controller` as its Deployment runs them (the bundle, one process each),
 * acting as the controller's service account from a kubeconfig: their logs (stdout and stderr)
 * in one text, SIGTERM for each at `stopAll`.
 */
export class ControllerReplicas {
  log = '';
  private readonly children: ChildProcess[] = [];

  constructor(
    private readonly cluster: ControlPlane,
    private readonly leaseSeconds: number,
  ) {}

  /** Starts a replica named `identity`; `extra`: more of the controller's flags. */
  start(identity: string, ...extra: string[]): ChildProcess {
    const child = spawn(
      process.execPath,
      [
        OS_UPDATE_BUNDLE,
        'controller',
        '--namespace',
        'os-update-plugin',
        '--identity',
        identity,
        '--lease-seconds',
        String(this.leaseSeconds),
        ...extra,
      ],
      { env: { ...process.env, KUBECONFIG: this.cluster.kubeconfig('controller') }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (c: Buffer) => (this.log += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (this.log += c.toString()));
    this.children.push(child);
    return child;
  }

  /**
   * The log's lines above info: what a controller that was refused nothing never writes. The
   * tests' OS images are on `registry.invalid`, a host that never resolves: reading them is
   * retried and said, and is left out (the registry's own tests hold the reader).
   */
  warnings(): string[] {
    return this.log
      .split('\n')
      .filter((l) => l.trim() && !/"level":"(info|debug)"/.test(l) && !UNREACHABLE_REGISTRY.test(l));
  }

  async stopAll(): Promise<void> {
    for (const c of this.children)
      if (c.exitCode === null && c.signalCode === null) {
        const exited = new Promise((r) => c.once('exit', r));
        c.kill('SIGTERM');
        // As kubelet does once terminationGracePeriodSeconds (30 s) have passed.
        const kill = setTimeout(() => c.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(kill);
      }
  }
}

/** Polls `read` every 100 ms until it says something (600 times at most). */
export async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not after 600 tries, 100 ms apart`);
}
