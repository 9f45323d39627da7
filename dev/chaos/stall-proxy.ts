import { createServer, connect, type Socket, type AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of the registry that can stall: while stalled, new and open
 * connections carry nothing (bytes wait, as behind a congested or hung registry) until it
 * resumes. The cluster's mirrors name the proxy, so the controller's reads go through it.
 */
export class StallProxy {
  private readonly server = createServer((client) => this.relay(client));
  private stalledUntil = 0;
  private readonly waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly sockets = new Set<Socket>();
  stalls = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Holds every byte for `ms`, then lets them through in order. */
  stall(ms: number): void {
    this.stalls++;
    this.stalledUntil = Math.max(this.stalledUntil, Date.now() + ms);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.resume(), this.stalledUntil - Date.now());
  }

  resume(): void {
    this.stalledUntil = 0;
    for (const go of this.waiting.splice(0)) go();
  }

  private passes(): Promise<void> {
    return Date.now() < this.stalledUntil ? new Promise((r) => this.waiting.push(r)) : Promise.resolve();
  }

  private relay(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    // Each direction in order: a chunk waits for the stall to end before it is written.
    const pipe = (from: Socket, to: Socket) => {
      let queue = Promise.resolve();
      from.on('data', (chunk) => {
        from.pause();
        queue = queue.then(async () => {
          await this.passes();
          if (!to.destroyed) to.write(chunk);
          from.resume();
        });
      });
      from.on('end', () => void queue.then(() => to.end()));
      from.on('close', () => void queue.then(() => to.destroy()));
    };
    pipe(client, upstream);
    pipe(upstream, client);
  }

  async close(): Promise<void> {
    this.resume();
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }
}
