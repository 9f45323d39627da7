import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../../test-support/kube/openshift-cluster';
import {
  LineReader,
  parsedLine,
  type KubeAnswer,
  type KubeClient,
  type WatchAnswer,
} from '../../../test-support/kube/kube-client';
import { startDemoServers, type DemoServers } from '../../test-support/demo-servers';
import { ACCEPTED_DIFFERENCES, REQUESTS, SETUP, type DiffRequest } from './requests';
import { ACCEPTED_WATCH_DIFFERENCES, eventsSeen, WATCHES, type WatchCase } from './watches';

const MCO_POOL_POLICY = fileURLToPath(new URL('../mco/custom-pool-selector-policy.yaml', import.meta.url));
const ORPHAN_POOL_DRY_RUN = REQUESTS.find((r) => r.name.startsWith('a custom pool that does not take'))!;

/** A policy is enforced once kube-apiserver's policy source has compiled it: until then it allows. */
async function untilRefused(admin: KubeClient, r: DiffRequest): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const answer = await admin.raw(r.method, `${r.path}?dryRun=All`, r.body, r.contentType);
    if (answer.status === 422) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the custom pool policy did not take effect in 30 s');
}

type Send = (r: DiffRequest) => Promise<{ status: number; body: unknown }>;
type Watch = (path: string, enough: (events: readonly unknown[]) => boolean) => Promise<WatchAnswer>;

/** The demo's watch, read as it streams, until enough has come (or 30 s: then what came). */
const demoWatch =
  (apiUrl: string): Watch =>
  async (path, enough) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 30_000);
    const events: unknown[] = [];
    const response = await fetch(`${apiUrl}${path}`, { signal: abort.signal });
    const lines = new LineReader((line) => events.push(parsedLine(line)));
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        lines.push(decoder.decode(chunk, { stream: true }));
        if (enough(events)) break;
      }
      lines.end();
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
    return { status: response.status, events };
  };

/** One watch case on one side: its list's resourceVersion, its writes, then the watch from there. */
async function watchOn(c: WatchCase, send: Send, watch: Watch): Promise<string> {
  let rv = '';
  if (c.list) {
    const list = await send({ name: 'list', method: 'GET', path: c.list });
    rv = (list.body as { metadata?: { resourceVersion?: string } }).metadata?.resourceVersion ?? '';
  }
  for (const w of c.writes ?? []) {
    const answer = await send(w);
    if (answer.status >= 300) throw new Error(`${c.name}: ${w.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const answer = await watch(c.path(rv), c.enough);
  return JSON.stringify({ status: answer.status, events: eventsSeen(answer.events) });
}

let cluster: OpenShiftCluster;
let demo: DemoServers;
let real: Send;
let demoSend: Send;
let realWatch: Watch;
beforeAll(async () => {
  [cluster, demo] = await Promise.all([startOpenShiftCluster({ policies: false }), startDemoServers()]);
  const admin = cluster.as('admin');
  // What a 4.22 cluster has installed: the MCO's rule for custom pools, which the demo runs too.
  const applied = await cluster.kubectl('apply', '-f', MCO_POOL_POLICY);
  expect(applied.code, applied.stderr).toBe(0);
  await untilRefused(admin, ORPHAN_POOL_DRY_RUN);
  real = (r) => admin.raw(r.method, r.path, r.body, r.contentType, r.accept).then((a: KubeAnswer) => a);
  realWatch = (path, enough) => admin.watch(path, enough);
  demoSend = async (r) => {
    const response = await fetch(`${demo.apiUrl}${r.path}`, {
      method: r.method,
      headers: {
        accept: r.accept ?? 'application/json',
        ...(r.body === undefined ? {} : { 'content-type': r.contentType ?? 'application/json' }),
      },
      body: r.body === undefined ? undefined : typeof r.body === 'string' ? r.body : JSON.stringify(r.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: compared as text
    }
    return { status: response.status, body };
  };
  for (const r of SETUP) {
    for (const [side, send] of [
      ['real', real],
      ['demo', demoSend],
    ] as const) {
      const answer = await send(r);
      expect(answer.status, `${side} ${r.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
  }
}, 180_000);
afterAll(async () => {
  await demo?.close();
  await cluster?.stop();
});

const UID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** What of an answer is compared: the status, and the refusal's `Status` or what the case keeps. */
function seen(r: DiffRequest, answer: { status: number; body: unknown }) {
  if (answer.status >= 300) {
    const s = answer.body as { kind?: string; reason?: string; code?: number; message?: string } | string;
    return typeof s === 'object'
      ? {
          status: answer.status,
          kind: s.kind,
          reason: s.reason,
          code: s.code,
          message: s.message?.replace(UID, '<uid>'),
        }
      : { status: answer.status, text: s };
  }
  return { status: answer.status, ...(r.keep ? { body: r.keep(answer.body) } : {}) };
}

describe('the demo’s API server answers as kube-apiserver does', () => {
  it('every request of the list, in order, but the differences docs/development.md accepts (which still differ)', async () => {
    const differences: string[] = [];
    const stale: string[] = [];
    for (const r of REQUESTS) {
      const want = JSON.stringify(seen(r, await real(r)));
      const got = JSON.stringify(seen(r, await demoSend(r)));
      if (ACCEPTED_DIFFERENCES.has(r.name)) {
        if (want === got) stale.push(r.name);
      } else if (want !== got) differences.push(`${r.name}\n  real: ${want}\n  demo: ${got}`);
    }
    expect(differences.join('\n')).toBe('');
    // An accepted difference the demo no longer has leaves the list.
    expect(stale).toEqual([]);
  });

  it('every watch of the list: the same events, in order, from the same writes, but the differences accepted', async () => {
    const differences: string[] = [];
    const stale: string[] = [];
    for (const c of WATCHES) {
      const want = await watchOn(c, real, realWatch);
      const got = await watchOn(c, demoSend, demoWatch(demo.apiUrl));
      if (ACCEPTED_WATCH_DIFFERENCES.has(c.name)) {
        if (want === got) stale.push(c.name);
      } else if (want !== got) differences.push(`${c.name}\n  real: ${want}\n  demo: ${got}`);
    }
    expect(differences.join('\n')).toBe('');
    expect(stale).toEqual([]);
  });
});
