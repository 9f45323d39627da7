import type { Page, WebSocketRoute } from '@playwright/test';

/**
 * Holds back what one of the page's watches tells it, as a slow network would: while held,
 * the API server's events for `url` are kept; released, they reach the page in order. A spec
 * that needs the page not to know something yet says so with `hold()`, never by racing the
 * watch (the real console's arrive at once, the shell's in 500 ms batches).
 */
export class HeldWatch {
  private held: (string | Buffer)[] | undefined;
  private readonly pages = new Set<WebSocketRoute>();

  private constructor() {}

  /** Routes the page's websockets to `url`; call before the page opens them. */
  static async on(page: Page, url: RegExp): Promise<HeldWatch> {
    const watch = new HeldWatch();
    await page.routeWebSocket(url, (ws) => {
      const server = ws.connectToServer();
      watch.pages.add(ws);
      server.onMessage((message) => (watch.held ? watch.held.push(message) : ws.send(message)));
    });
    return watch;
  }

  hold(): void {
    this.held ??= [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const message of held) for (const ws of this.pages) ws.send(message);
  }
}
