// Loaded into ../shared/realconsole/bridge.mjs (node --import) by start-real-consoles.ts.
// The stand-in backend forwards a DELETE's body (DeleteOptions with preconditions, as the
// plugin's Unpin sends them) without Content-Length, and Node sends a DELETE unframed: the API
// server then reads the body as a next request and answers 400. The console's real backend
// (Go's reverse proxy) forwards it framed; this gives the stand-in's requests a Content-Length.
import { Buffer } from 'node:buffer';
import http from 'node:http';

const write = http.ClientRequest.prototype.write;
/**
 * @this {http.ClientRequest}
 * @param {unknown} chunk
 * @param {unknown[]} rest
 */
const framed = function (chunk, ...rest) {
  if (this.method === 'DELETE' && !this.headersSent && !this.hasHeader('content-length'))
    this.setHeader('Content-Length', Buffer.byteLength(/** @type {string} */ (chunk)));
  return /** @type {(...args: unknown[]) => boolean} */ (write).apply(this, [chunk, ...rest]);
};
http.ClientRequest.prototype.write = framed;
