import { request, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { actingUser } from './acting-user';

/**
 * The console's watches: the browser opens a websocket to `/api/kubernetes/…?watch=true`,
 * the backend holds the API server's streaming watch and sends each event as one message,
 * as the console's bridge does. Only watches; anything else upgrading is refused.
 */
export function bridgeWatches(server: Server, apiUrl: string): void {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/api/kubernetes/') || url.searchParams.get('watch') !== 'true') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const acting = actingUser(req);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      if ('refused' in acting) {
        ws.send(JSON.stringify({ type: 'ERROR', object: { kind: 'Status', code: 403, message: acting.refused } }));
        ws.close(1000);
        return;
      }
      const user = acting.user;
      const target = new URL(`${url.pathname.slice('/api/kubernetes'.length)}${url.search}`, apiUrl);
      const send = target.protocol === 'https:' ? httpsRequest : request;
      const upstream = send(
        target,
        {
          headers: { accept: 'application/json', ...(user ? { 'impersonate-user': user } : {}) },
          rejectUnauthorized: false,
        },
        (answer) => {
          if ((answer.statusCode ?? 500) >= 400) {
            // The refusal reaches the browser as a watch's ERROR event with the API's Status.
            let body = '';
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => (body += chunk));
            answer.on('end', () => {
              let status: unknown;
              try {
                status = JSON.parse(body);
              } catch {
                status = { kind: 'Status', code: answer.statusCode, message: body };
              }
              ws.send(JSON.stringify({ type: 'ERROR', object: status }));
              ws.close(1000);
            });
            return;
          }
          let pending = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            pending += chunk;
            let newline = pending.indexOf('\n');
            while (newline >= 0) {
              const line = pending.slice(0, newline).trim();
              pending = pending.slice(newline + 1);
              if (line) ws.send(line);
              newline = pending.indexOf('\n');
            }
          });
          answer.on('end', () => ws.close(1000));
        },
      );
      upstream.on('error', () => ws.close(1011, 'upstream watch failed'));
      upstream.end();
      ws.on('close', () => upstream.destroy());
    });
  });
}
