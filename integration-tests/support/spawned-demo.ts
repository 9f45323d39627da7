import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { startBridge } from './bridge';
import type { ConsoleKind } from './console-chrome';
import { slotPort } from './environment';
import { REAL_CONSOLES } from './real-consoles';

/** `npm start -- …` as a user runs it, on its own ports; resolves once both URLs are printed. */
export class SpawnedDemo {
  private child: ChildProcess | undefined;
  private bridge: ChildProcess | undefined;
  output = '';

  readonly port: number;
  readonly apiPort: number;
  readonly registryPort: number;

  /** Ports as slot 0 has them: each worker's slot (environment.ts) shifts them to its own. */
  constructor(port: number, apiPort: number, registryPort = apiPort + 1) {
    this.port = slotPort(port);
    this.apiPort = slotPort(apiPort);
    this.registryPort = slotPort(registryPort);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where `kind` shows this demo: its own console shell, or a real console on the next free port. */
  consoleUrl(kind: ConsoleKind): string {
    return kind === 'shell' ? this.url : `http://127.0.0.1:${this.registryPort + 1}`;
  }

  /** Serves a real console against this demo's API (the shell needs nothing: `npm start` serves it). */
  async startConsole(kind: ConsoleKind): Promise<void> {
    const real = REAL_CONSOLES.find((c) => c.name === kind);
    if (!real) return;
    this.bridge = await startBridge(real, this.registryPort + 1, `http://127.0.0.1:${this.apiPort}`);
  }

  start(...args: string[]): Promise<string> {
    // A second start in the same file waits for its own demo's URLs, not the first one's.
    this.output = '';
    return new Promise((resolve, reject) => {
      const child = spawn(
        'npm',
        [
          'start',
          '--',
          '--port',
          String(this.port),
          '--api-port',
          String(this.apiPort),
          '--registry-port',
          String(this.registryPort),
          ...args,
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      this.child = child;
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes(`Console: ${this.url}/os-updates`)) resolve(this.output);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${this.output}`)));
    });
  }

  /** Stops the demo and the console in front of it, and waits until both have exited (their ports free). */
  async stop(): Promise<void> {
    const exited = (child: ChildProcess | undefined) =>
      child && child.exitCode === null && child.signalCode === null
        ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
        : Promise.resolve();
    const [demo, bridge] = [this.child, this.bridge];
    this.child = undefined;
    this.bridge = undefined;
    const done = Promise.all([exited(demo), exited(bridge)]);
    if (demo?.pid) process.kill(-demo.pid, 'SIGTERM');
    bridge?.kill();
    await done;
    // npm exits before the demo's own processes have let their ports go: the next test's demo
    // and console need them free.
    for (const port of [this.port, this.apiPort, this.registryPort, this.registryPort + 1])
      await until(async () => !(await answers(port)));
  }
}

/** Whether something listens on a loopback port. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Polls `check` until it holds, for at most 30 s (a demo's registry takes a few to stop). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
}
